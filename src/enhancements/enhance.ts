/**
 * Progressive enhancements of the server-rendered page. Everything works
 * without this script; with it, panels, the sidebar and the TOC
 * behave as readers expect. It runs on every page load, including the soft
 * ones of client-side navigation; listeners that outlive a page are removed
 * when the page is swapped away.
 */
import { completeSidebar, enhanceSidebar } from './sidebar';
import { enhanceTocScrollSpy } from './toc-scroll-spy';
import { followThemeAcrossTabs } from '../stores/theme';
import { prepareThemeToggle } from '../islands/theme/prepare';
import { wakeIslandsOnIntent } from './islands';
import { loadPreferredVersions } from '../stores/version';
import { startNavigationSupport } from './navigation';
import { enhanceCodeCopy, makeScrollableCodeFocusable } from './code-copy';
import { enhanceCopyMarkdown } from './copy-markdown';

let page: AbortController | undefined;

function enhancePage(): void {
  page?.abort();
  page = new AbortController();
  const { signal } = page;
  enhanceSidebar();
  enhanceTocScrollSpy(signal);
  wakeIslandsOnIntent(signal);
  prepareThemeToggle(signal);
  // Off on the public site: its code loads only where the navbar asks for it.
  if (document.querySelector('[data-navbar][data-hide-on-scroll]')) {
    import('../lib/browser/navbar-scroll')
      .then((navbar) => navbar.enhanceNavbarHideOnScroll(signal))
      .catch(() => {});
  }
  loadPreferredVersions();
  enhanceCodeCopy();
  enhanceCopyMarkdown(signal);
  makeScrollableCodeFocusable(signal);
}

// The full sidebar at once, not at the load event: a reader may open a category before then.
completeSidebar();
// Once per browser tab.
followThemeAcrossTabs();
startNavigationSupport();
// The embedding messages only matter inside a frame: their code loads only there.
let framed = true;
try {
  framed = window.parent !== window;
} catch {
  // A parent of another origin that refuses even this: framed.
}
if (framed) {
  import('../lib/browser/embed')
    .then((embed) => embed.startEmbedMessages())
    // Embedding helpers must never break the page.
    .catch(() => {});
}
document.addEventListener('astro:before-swap', () => page?.abort());
// astro:page-load fires after the first load and after every soft navigation.
document.addEventListener('astro:page-load', enhancePage);
