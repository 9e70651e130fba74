// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the stores: they read `<html>` once, when first loaded. */
async function load() {
  vi.resetModules();
  return { theme: await import('../../src/stores/theme'), announcement: await import('../../src/stores/announcement') };
}

const html = () => document.documentElement;

beforeEach(() => {
  localStorage.clear();
  html().removeAttribute('data-theme');
  html().removeAttribute('data-announcement-dismissed');
  history.replaceState(null, '', '/docs/');
});
afterEach(() => vi.restoreAllMocks());

describe('theme store', () => {
  it('starts from the mode the head script applied', async () => {
    html().setAttribute('data-theme', 'dark');
    const { theme } = await load();
    expect(theme.$theme.get()).toBe('dark');
  });

  it('toggling writes the attribute and saves the choice', async () => {
    html().setAttribute('data-theme', 'light');
    const { theme } = await load();
    theme.toggleTheme();
    expect(html().getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    theme.toggleTheme();
    expect(html().getAttribute('data-theme')).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('a view forced by ?_sdoc_theme= toggles without saving', async () => {
    history.replaceState(null, '', '/docs/?_sdoc_theme=dark');
    html().setAttribute('data-theme', 'dark');
    const { theme } = await load();
    theme.toggleTheme();
    expect(html().getAttribute('data-theme')).toBe('light');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('blocked storage still toggles, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { theme } = await load();
    theme.toggleTheme();
    theme.toggleTheme();
    theme.toggleTheme();
    expect(html().getAttribute('data-theme')).toBe('dark');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('follows a mode chosen in another tab, ignoring other keys and bad values', async () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
    const { theme } = await load();
    theme.followThemeAcrossTabs();
    const fromOtherTab = (key: string, newValue: string) => window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    fromOtherTab('theme', 'dark');
    expect(theme.$theme.get()).toBe('dark');
    expect(html().getAttribute('data-theme')).toBe('dark');
    fromOtherTab('theme', 'sepia');
    fromOtherTab('other', 'light');
    expect(theme.$theme.get()).toBe('dark');
    // Following another tab saves nothing itself.
    expect(localStorage.getItem('theme')).toBeNull();
    vi.unstubAllGlobals();
  });
});

describe('announcement store', () => {
  it('starts from the attribute the head script set for a dismissed bar', async () => {
    html().setAttribute('data-announcement-dismissed', '');
    const { announcement } = await load();
    expect(announcement.$announcementDismissed.get()).toBe(true);
  });

  it('dismissing hides the bar and remembers it for that bar id', async () => {
    const { announcement } = await load();
    expect(announcement.$announcementDismissed.get()).toBe(false);
    announcement.dismissAnnouncement('spring-release');
    expect(html().hasAttribute('data-announcement-dismissed')).toBe(true);
    expect(localStorage.getItem('docusaurus.announcement.id')).toBe('spring-release');
    expect(localStorage.getItem('docusaurus.announcement.dismiss')).toBe('true');
  });
});
