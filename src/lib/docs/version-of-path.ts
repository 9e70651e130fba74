/**
 * The docs version a path belongs to: a released version whose path
 * prefixes it (`/docs/2026.1/...`), else the current one (`/docs/...`).
 */
export function versionOfPath<V extends { name: string; path: string }>(versions: readonly V[], current: string, path: string): V | undefined {
  return versions.filter((v) => v.name !== current).find((v) => path.startsWith(v.path)) ?? versions.find((v) => v.name === current);
}
