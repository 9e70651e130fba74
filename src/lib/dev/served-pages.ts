/**
 * What the dev server's link check learnt about the pages it read (their
 * status and ids), kept until a file changes: a page is read once, not once
 * per page that links to it. Shared through globalThis: the dev server's
 * integration (which hears of file changes) and the pages are separate
 * module instances.
 */
interface Served {
  status: number;
  ids: Set<string>;
}

const shared = ((globalThis as { __buck2ServedPages?: { pages: Map<string, Promise<Served>>; reading: Set<string> } }).__buck2ServedPages ??= {
  pages: new Map(),
  reading: new Set(),
});

/** A page (or file) of the dev server, read once until a file changes. */
export function servedPage(url: URL, read: (url: URL) => Promise<Served>): Promise<Served> {
  let page = shared.pages.get(url.pathname);
  if (!page) {
    shared.reading.add(url.pathname);
    page = read(url).finally(() => shared.reading.delete(url.pathname));
    shared.pages.set(url.pathname, page);
  }
  return page;
}

/** Whether a request is the link check reading a page (that page is then not checked in turn). */
export const isLinkCheckRead = (path: string) => shared.reading.has(path);

/** A file changed: pages may have changed too. */
export function forgetServedPages(): void {
  shared.pages.clear();
}
