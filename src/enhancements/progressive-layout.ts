/**
 * The head script sets `data-progressive` on <html> for a fresh load with no
 * #fragment. Until this runs, the blocks PROGRESSIVE lists skip layout while
 * out of view (global.css, the same list): reference pages' sections, marked
 * `data-progressive-section`, from the fourth on; a section's list of types
 * from its 13th entry on; a guide's code blocks and tables from its 25th
 * block on. After load this lays them out in document order, a slice of
 * about 8 ms per task, so that no single task renders the whole page; then
 * it removes `data-progressive`. A jump within the page or printing lays
 * everything out at once first, so the browser scrolls and prints with real
 * sizes.
 */
const PROGRESSIVE = [
  '[data-progressive-section] ~ [data-progressive-section] ~ [data-progressive-section] ~ [data-progressive-section]',
  '.api-type-list > :nth-child(n + 13)',
  '.markdown > :is(.expressive-code, table):nth-child(n + 25)',
].join(', ');
const SLICE_MS = 8;

export function layOutProgressively(signal: AbortSignal, root: Document = document): void {
  const html = root.documentElement;
  if (!html.hasAttribute('data-progressive')) return;
  const sections = [...root.querySelectorAll<HTMLElement>(PROGRESSIVE)];
  let next = 0;
  const finish = () => {
    next = sections.length;
    html.removeAttribute('data-progressive');
  };
  const step = () => {
    if (signal.aborted || !html.hasAttribute('data-progressive')) return;
    const end = performance.now() + SLICE_MS;
    while (next < sections.length && performance.now() < end) {
      const section = sections[next++]!;
      section.setAttribute('data-laid-out', '');
      // Lay it out now, inside this slice.
      void section.offsetHeight;
    }
    if (next < sections.length) setTimeout(step);
    else finish();
  };
  root.addEventListener(
    'click',
    (e) => {
      const link = e.target instanceof Element ? e.target.closest('a[href*="#"]') : null;
      if (link instanceof HTMLAnchorElement && link.pathname === location.pathname) finish();
    },
    { capture: true, signal },
  );
  addEventListener('beforeprint', finish, { signal });
  addEventListener('hashchange', finish, { signal });
  signal.addEventListener('abort', finish);
  setTimeout(step);
}
