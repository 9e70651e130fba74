/**
 * The React islands of the site, loaded on demand. Each entry is a separate
 * chunk: React itself downloads only when a reader first uses an island.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Mount = (container: HTMLElement, props: any) => { unmount(): void };

export const islandLoaders: Record<string, () => Promise<{ mount: Mount }>> = {
  theme: () => import('./theme/mount'),
  announcement: () => import('./announcement/mount'),
  search: () => import('./search/mount'),
  'search-page': () => import('./search/mount-page'),
};
