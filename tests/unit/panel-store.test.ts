import { beforeEach, describe, expect, it } from 'vitest';
import { $mobileMenuView, $openPanel, closePanel, openPanel, showMobileMenu } from '../../src/stores/panel';

describe('the panel store', () => {
  beforeEach(() => {
    closePanel();
    showMobileMenu('primary');
  });

  it('opens the mobile panel on the menu asked for, and closes it', () => {
    openPanel('mobile-menu', 'docs');
    expect($openPanel.get()).toBe('mobile-menu');
    expect($mobileMenuView.get()).toBe('docs');
    showMobileMenu('primary');
    expect($mobileMenuView.get()).toBe('primary');
    closePanel('mobile-menu');
    expect($openPanel.get()).toBeNull();
  });

  it('opening an open panel again keeps the menu the reader switched to', () => {
    openPanel('mobile-menu', 'docs');
    showMobileMenu('primary');
    openPanel('mobile-menu', 'docs');
    expect($mobileMenuView.get()).toBe('primary');
  });

  it('tells subscribers once per change', () => {
    const seen: (string | null)[] = [];
    const stop = $openPanel.listen((value) => seen.push(value));
    openPanel('mobile-menu');
    openPanel('mobile-menu');
    closePanel('mobile-menu');
    closePanel('mobile-menu');
    stop();
    expect(seen).toEqual(['mobile-menu', null]);
  });
});
