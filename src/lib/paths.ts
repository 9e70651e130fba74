/** A site path as the site compares them: no query or hash, exactly one trailing slash. */
export function sitePath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '/';
  return clean.endsWith('/') ? clean : `${clean}/`;
}

/** A link that leaves the site: it has a scheme (`https:`, `mailto:`) or is protocol-relative. */
export function isExternal(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}
