/**
 * The React islands of the site, loaded on demand. Each entry is a separate
 * chunk: React itself downloads only when a reader first uses an island.
 */
export const islandLoaders: Record<string, () => Promise<{ mount: (container: HTMLElement) => void }>> = {
  theme: () => import('./theme/mount'),
};
