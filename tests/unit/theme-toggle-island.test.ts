// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import ThemeToggle from '../../src/islands/theme/ThemeToggle';
import { $theme } from '../../src/stores/theme';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('theme toggle island', () => {
  it('is aria-disabled in the server HTML, live once hydrated, and names the mode of the store', async () => {
    const html = renderToString(createElement(ThemeToggle));
    expect(html).toMatch(/aria-disabled="true"/);
    expect(html).toMatch(/aria-label="Switch between dark and light mode"/);

    document.documentElement.setAttribute('data-theme', 'light');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    await act(async () => {
      hydrateRoot(host, createElement(ThemeToggle));
    });
    const button = host.querySelector('button')!;
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently light mode)');

    await act(async () => button.click());
    expect($theme.get()).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(button.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently dark mode)');

    // A change from elsewhere (another tab) reaches the label.
    await act(async () => $theme.set('light'));
    expect(button.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently light mode)');
  });
});
