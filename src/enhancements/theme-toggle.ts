import { currentTheme, toggleTheme } from '../lib/browser/theme';

/** `<theme-toggle>` (src/components/theme/ThemeToggle.astro): the light/dark switch. */
class ThemeToggle extends HTMLElement {
  #observer?: MutationObserver;

  connectedCallback() {
    const button = this.querySelector('button')!;
    const label = () => button.setAttribute('aria-label', `Switch between dark and light mode (currently ${currentTheme()} mode)`);
    button.removeAttribute('aria-disabled');
    button.addEventListener('click', toggleTheme);
    label();
    // The mode also changes from other tabs (theme-sync.ts).
    this.#observer = new MutationObserver(label);
    this.#observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  }

  disconnectedCallback() {
    this.#observer?.disconnect();
  }
}

export function defineThemeToggle(): void {
  if (!customElements.get('theme-toggle')) customElements.define('theme-toggle', ThemeToggle);
}
