/**
 * What the dev server knows between requests, shared through globalThis (its
 * integration, which hears of file changes, and the pages are separate
 * module instances):
 * - the pages the link check read (their status and ids), kept until a file
 *   changes: a page is read once, not once per page that links to it;
 * - a count of changes (files, content errors): a page is rendered with the
 *   count of its time, and reloads itself if the count has moved on since
 *   (a reload the server sends while the browser is loading can be lost).
 */
interface Served {
  status: number;
  ids: Set<string>;
}

const shared = ((globalThis as { __buck2DevState?: { pages: Map<string, Promise<Served>>; reading: Set<string>; changes: number } }).__buck2DevState ??= {
  pages: new Map(),
  reading: new Set(),
  changes: 0,
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

/** A file changed, or a content error came or went. */
export function devChanged(): void {
  shared.pages.clear();
  shared.changes++;
}

/** How many changes the dev server has seen. */
export const devChanges = () => shared.changes;

/** Where a page asks for that count. */
export const DEV_CHANGES_PATH = '/__buck2-dev/changes';

/** A script for the end of a page: reloads it if the content changed after it was rendered. */
export function staleCheckScript(): string {
  return `<script type="module">fetch(${JSON.stringify(DEV_CHANGES_PATH)}).then((r) => r.text()).then((n) => { if (Number(n) !== ${devChanges()}) location.reload(); }, () => {});</script>`;
}
