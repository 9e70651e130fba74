import { atom } from 'nanostores';

/**
 * The side panels of the page and which one is open. Today there is one, the
 * mobile menu (the hamburger of screens up to 996 px); anything that must not
 * sit under an open panel (a dialog, another panel) reads and closes it here.
 * No React in this file: a page script may load it on its own.
 */
export type Panel = 'mobile-menu';

/**
 * The two menus of the mobile panel, shown one at a time: the primary menu
 * (the navbar items) and, on doc pages, the docs menu (the page's sidebar).
 */
export type MobileMenuView = 'primary' | 'docs';

/** The open panel, or null. */
export const $openPanel = atom<Panel | null>(null);

/** Which of its menus the mobile panel shows while it is open. */
export const $mobileMenuView = atom<MobileMenuView>('primary');

/**
 * Opens a panel (closing any other). The mobile panel opens on the docs menu
 * when the page has one, or on its primary menu.
 */
export function openPanel(panel: Panel, view: MobileMenuView = 'primary'): void {
  if ($openPanel.get() === panel) return;
  $mobileMenuView.set(view);
  $openPanel.set(panel);
}

/** Closes `panel` if it is the open one (or whatever is open, without an argument). */
export function closePanel(panel?: Panel): void {
  if (panel === undefined || $openPanel.get() === panel) $openPanel.set(null);
}

/** Switches the open mobile panel between its two menus. */
export function showMobileMenu(view: MobileMenuView): void {
  $mobileMenuView.set(view);
}
