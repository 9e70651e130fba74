/**
 * Progressive enhancements of the server-rendered page. Everything works
 * without this script; with it, panels, dropdowns, the sidebar and the TOC
 * behave as readers expect. Loaded as a deferred module on every page.
 */
import { enhanceDropdowns } from './navbar-dropdowns';
import { enhanceMobileMenu } from './mobile-menu';
import { enhanceSidebar } from './sidebar';
import { enhanceTocScrollSpy } from './toc-scroll-spy';
import { syncThemeAcrossTabs } from './theme-sync';
import { wakeIslandsOnInteraction } from './islands';
import { startEmbedMessages } from '../lib/browser/embed';
import { enhanceNavbarHideOnScroll } from './navbar-scroll';
import { enhancePreferredVersion } from './preferred-version';

enhanceMobileMenu();
enhanceDropdowns();
enhanceSidebar();
enhanceTocScrollSpy();
syncThemeAcrossTabs();
wakeIslandsOnInteraction();
enhanceNavbarHideOnScroll();
enhancePreferredVersion();
try {
  startEmbedMessages();
} catch {
  // Embedding helpers must never break the page.
}
