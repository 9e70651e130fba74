import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: hydrate an island only when the reader reaches for
 * it (pointer over it, a touch, focus, a click or a key press on it), or
 * presses one of its keyboard shortcuts anywhere. Until then no JavaScript of
 * the island, nor React, is downloaded.
 *
 * The interaction that woke the island is queued on
 * `window.__buck2IslandQueue` so the component can act on it once mounted
 * (a click toggles, a shortcut opens, a typed letter becomes the query).
 *
 * Options: `client:interaction={{ name: 'search', shortcuts: ['mod+k', '/'] }}`.
 */
export interface IslandTrigger {
  island: string;
  type: 'click' | 'key' | 'shortcut';
  key?: string;
  /** Whether Ctrl or Cmd was held. */
  mod?: boolean;
  shift?: boolean;
}
declare global {
  interface Window {
    __buck2IslandQueue?: IslandTrigger[];
  }
}

const isEditable = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

export function matchesShortcut(shortcut: string, e: KeyboardEvent): boolean {
  if (shortcut === 'mod+k') return (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k';
  if (shortcut === '/') return e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isEditable(e.target);
  return false;
}

export const TRIGGER_EVENT = 'buck2:island-trigger';

const interaction: ClientDirective = (load, opts, el) => {
  const options = (typeof opts.value === 'object' && opts.value) || {};
  const name: string = options.name ?? 'island';
  const shortcuts: string[] = options.shortcuts ?? [];
  let loading: Promise<void> | undefined;
  let hydrated = false;

  const queue = (trigger: Omit<IslandTrigger, 'island'>) => {
    const entry = { island: name, ...trigger };
    (window.__buck2IslandQueue ??= []).push(entry);
    window.dispatchEvent(new CustomEvent(TRIGGER_EVENT, { detail: entry }));
  };
  const removeAll = () => {
    for (const type of ['pointerover', 'touchstart', 'focusin'] as const) el.removeEventListener(type, onIntent);
    el.removeEventListener('click', onClick, true);
    el.removeEventListener('keydown', onKey, true);
    document.removeEventListener('keydown', onShortcut, true);
  };
  const start = () => {
    loading ??= (async () => {
      const hydrate = await load();
      await hydrate();
      hydrated = true;
      removeAll();
    })();
  };
  // Until the island is hydrated, its clicks and keys are queued for it.
  const onIntent = () => start();
  const onClick = (e: MouseEvent) => {
    if (hydrated) return;
    e.preventDefault();
    e.stopPropagation();
    queue({ type: 'click', mod: e.ctrlKey || e.metaKey, shift: e.shiftKey });
    start();
  };
  const onKey = (e: KeyboardEvent) => {
    if (hydrated || e.key === 'Tab' || e.key === 'Shift' || e.key === 'Escape') return;
    const printable = e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
    if (e.key === 'Enter' || printable) {
      e.preventDefault();
      queue({ type: 'key', key: e.key });
      start();
    }
  };
  const onShortcut = (e: KeyboardEvent) => {
    if (hydrated) return;
    const hit = shortcuts.find((s) => matchesShortcut(s, e));
    if (!hit) return;
    e.preventDefault();
    queue({ type: 'shortcut', key: hit });
    start();
  };

  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) el.addEventListener(type, onIntent, { passive: true });
  el.addEventListener('click', onClick, true);
  el.addEventListener('keydown', onKey, true);
  if (shortcuts.length) document.addEventListener('keydown', onShortcut, true);
};

export default interaction;
