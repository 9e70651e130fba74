/**
 * With `navbar.hideOnScroll` on, the navbar slides away when the reader
 * scrolls down past its height and comes back on scrolling up, near the
 * bottom of the page, or after a jump to an anchor. Off on the public site,
 * so the page script loads this only where the navbar asks for it; a page
 * already scrolled down when it arrives hides the navbar at once.
 */
export function enhanceNavbarHideOnScroll(signal: AbortSignal, root: Document = document): void {
  const navbar = root.querySelector<HTMLElement>('[data-navbar][data-hide-on-scroll]');
  if (!navbar) return;
  // Arrived at an anchor: the navbar stays until the reader scrolls on.
  let last = location.hash ? window.scrollY : 0;
  let ticking = false;
  let jumped = false;
  const update = () => {
    ticking = false;
    const y = window.scrollY;
    const nearBottom = window.innerHeight + y >= document.documentElement.scrollHeight - 50;
    if (jumped) {
      navbar.classList.remove('navbar--hidden');
      jumped = false;
    } else if (y < navbar.offsetHeight || y < last || nearBottom) navbar.classList.remove('navbar--hidden');
    else if (y > last) navbar.classList.add('navbar--hidden');
    last = y;
  };
  update();
  window.addEventListener('scroll', () => {
    if (!ticking) {
      ticking = true;
      requestAnimationFrame(update);
    }
  }, { passive: true, signal });
  // An anchor jump on the same page (the client router does not always fire hashchange).
  document.addEventListener(
    'click',
    (e) => {
      const link = (e.target as Element | null)?.closest?.('a[href*="#"]') as HTMLAnchorElement | null;
      if (link && link.pathname === location.pathname) {
        jumped = true;
        navbar.classList.remove('navbar--hidden');
      }
    },
    { capture: true, signal },
  );
  window.addEventListener(
    'hashchange',
    () => {
      jumped = true;
      navbar.classList.remove('navbar--hidden');
    },
    { signal },
  );
}
