import { useEffect, type RefObject } from 'react';
import { MAX_QUERY_LENGTH } from '../../lib/browser/search-shell';

/** Ids given to the result groups' titles, unique for the page's life. */
let groupTitles = 0;

/**
 * Repairs DocSearch 5.1's markup for assistive technology, which its props
 * cannot: its backdrop is a `role="button"` (with combobox attributes)
 * wrapped around the whole modal, which makes everything in it
 * presentational; its `<header>` and `<footer>` read as the page's banner
 * and contentinfo; each result's `role="option"` holds a link; and every
 * group's listbox is named after the search input rather than its section
 * (it is named by the title just before it here). Elements
 * are found by role and tag, not by DocSearch's class names, and nothing
 * here is read back as state. Also sets the site's 64-character limit on
 * the search input (DocSearch allows 512; the search client cuts longer
 * queries too).
 */
export function useDocSearchAria(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const repair = () => {
      const input = el.querySelector<HTMLInputElement>('input[type="search"]');
      if (input && input.maxLength !== MAX_QUERY_LENGTH) input.maxLength = MAX_QUERY_LENGTH;
      const backdrop = el.querySelector(':scope > [role="button"]');
      if (backdrop) {
        for (const name of backdrop.getAttributeNames()) {
          if (name === 'role' || name === 'tabindex' || name.startsWith('aria-')) backdrop.removeAttribute(name);
        }
      }
      for (const part of el.querySelectorAll('header, footer')) if (part.getAttribute('role') !== 'none') part.setAttribute('role', 'none');
      // Each group's listbox is named by its section title, the element just before it.
      for (const listbox of el.querySelectorAll('[role="listbox"]')) {
        const title = listbox.previousElementSibling;
        if (!title || !title.textContent?.trim()) continue;
        if (!title.id) title.id = `search-group-${++groupTitles}`;
        if (listbox.getAttribute('aria-labelledby') !== title.id) listbox.setAttribute('aria-labelledby', title.id);
      }
      // The option role, id and selection move to the link (ARIA in HTML allows `role="option"` on `<a href>`).
      for (const item of el.querySelectorAll('li[role="option"], li[role="none"]')) {
        const link = item.querySelector<HTMLAnchorElement>(':scope > a[href]');
        if (!link) continue;
        for (const name of ['role', 'id', 'aria-selected']) {
          const value = item.getAttribute(name);
          if (value === null || (name === 'role' && value === 'none')) continue;
          link.setAttribute(name, value);
          item.removeAttribute(name);
        }
        // Only a change: a write of the same value would wake the observer again.
        if (item.getAttribute('role') !== 'none') item.setAttribute('role', 'none');
      }
    };
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(el, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-selected', 'id', 'role', 'aria-expanded', 'tabindex', 'maxlength', 'aria-labelledby'] });
    return () => observer.disconnect();
  }, [root]);
}
