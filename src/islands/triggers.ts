/** An interaction that woke an island before it was hydrated. */
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

export const TRIGGER_EVENT = 'buck2:island-trigger';
/** Sent (with the island's name) once a hydrated island listens for its triggers. */
export const READY_EVENT = 'buck2:island-ready';

const isEditable = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

/** Keyboard shortcuts islands can ask for: `mod+k` (Ctrl/Cmd+K) and `/` outside text fields. */
export function matchesShortcut(shortcut: string, e: KeyboardEvent): boolean {
  if (shortcut === 'mod+k') return (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k';
  if (shortcut === '/') return e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isEditable(e.target);
  return false;
}

export function queueTrigger(trigger: IslandTrigger): void {
  (window.__buck2IslandQueue ??= []).push(trigger);
  window.dispatchEvent(new CustomEvent(TRIGGER_EVENT, { detail: trigger }));
}

/** Takes (and removes) the queued interactions that woke the island `name`. */
export function takeTriggers(name: string): IslandTrigger[] {
  if (typeof window === 'undefined' || !window.__buck2IslandQueue) return [];
  const mine = window.__buck2IslandQueue.filter((t) => t.island === name);
  window.__buck2IslandQueue = window.__buck2IslandQueue.filter((t) => t.island !== name);
  return mine;
}
