/**
 * Highlights the TOC entry of the section being read. An IntersectionObserver
 * watches the headings; no scroll handler runs.
 */
export function enhanceTocScrollSpy(signal: AbortSignal, root: Document = document): void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('nav.toc--column a.toc__link')];
  if (!links.length || !('IntersectionObserver' in window)) return;
  const byId = new Map(links.map((a) => [decodeURIComponent(a.hash.slice(1)), a]));
  const headings = [...byId.keys()].map((id) => root.getElementById(id)).filter((h): h is HTMLElement => h !== null);
  const visible = new Set<Element>();
  const activate = () => {
    // The first heading in view, else the last one above the viewport.
    let current = headings.find((h) => visible.has(h));
    if (!current) current = [...headings].reverse().find((h) => h.getBoundingClientRect().top < 0);
    for (const link of links) link.classList.toggle('toc__link--active', current !== undefined && link === byId.get(current.id));
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const e of entries) (e.isIntersecting ? visible.add(e.target) : visible.delete(e.target));
      activate();
    },
    { rootMargin: '-64px 0px -60% 0px' },
  );
  headings.forEach((h) => observer.observe(h));
  signal.addEventListener('abort', () => observer.disconnect());
}
