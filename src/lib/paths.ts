/** A site path as the site compares them: no query or hash, exactly one trailing slash. */
export function sitePath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '/';
  return clean.endsWith('/') ? clean : `${clean}/`;
}
