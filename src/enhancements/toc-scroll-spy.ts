/**
 * Highlights the TOC entry of the section being read: the first heading in
 * the reading band, else the last one scrolled past. An IntersectionObserver
 * reports where the headings are; nothing reads the layout, and no scroll
 * handler runs.
 */
export function enhanceTocScrollSpy(signal: AbortSignal, root: Document = document): void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('nav.toc--column a.toc__link')];
  if (!links.length || !('IntersectionObserver' in window)) return;
  const byId = new Map(links.map((a) => [decodeURIComponent(a.hash.slice(1)), a]));
  const headings = [...byId.keys()].map((id) => root.getElementById(id)).filter((h): h is HTMLElement => h !== null);
  const inBand = new Set<Element>();
  const passed = new Set<Element>();
  let active: HTMLAnchorElement | undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (e.isIntersecting) {
          inBand.add(e.target);
          passed.delete(e.target);
        } else {
          inBand.delete(e.target);
          // Above the band: scrolled past; below it: not reached yet. (A heading
          // with an empty box is not laid out: unknown.)
          const box = e.boundingClientRect;
          if (box.height === 0) continue;
          if (box.bottom <= (e.rootBounds?.top ?? 0)) passed.add(e.target);
          else passed.delete(e.target);
        }
      }
      const current = headings.find((h) => inBand.has(h)) ?? headings.findLast((h) => passed.has(h));
      const link = current && byId.get(current.id);
      if (link === active) return;
      // The section being read is marked for every reader, not only by colour.
      active?.classList.remove('toc__link--active');
      active?.removeAttribute('aria-current');
      link?.classList.add('toc__link--active');
      link?.setAttribute('aria-current', 'true');
      active = link;
    },
    { rootMargin: '-64px 0px -60% 0px' },
  );
  headings.forEach((h) => observer.observe(h));
  signal.addEventListener('abort', () => observer.disconnect());
}
