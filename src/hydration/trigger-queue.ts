import type { ClientDirective } from 'astro';
/**
 * Interactions that woke an island before React was ready. The loader
 * (src/enhancements/islands.ts) queues them on the island's element; the
 * component takes them once it listens (use-island-triggers.ts).
 */
export interface IslandTrigger {
  type: 'click' | 'key' | 'shortcut';
  key?: string;
  /** Whether Ctrl or Cmd was held. */
  mod?: boolean;
  shift?: boolean;
}

/** The options of `client:intent` (see src/hydration/client-intent.ts). */
export interface IntentOptions {
  /** Keyboard shortcuts that wake the island from anywhere on the page. */
  shortcuts?: Shortcut[];
  /** What the island shows at once when woken, before its code arrives (see first-frames.ts). */
  firstFrame?: 'search';
  /**
   * Also hydrate once the page has loaded and painted, without waiting for the
   * reader: for an island a page exists for (the /search/ page's form). Its
   * code is never fetched while the page is still painting.
   */
  onPaint?: boolean;
}

export type Shortcut = 'mod+k' | '/';

/** An `<astro-island>` element: how to hydrate it (set by `client:intent`), and the interactions queued for it. */
export type IslandElement = HTMLElement & {
  islandLoad?: { load: Parameters<ClientDirective>[0]; options: IntentOptions } | undefined;
  islandTriggers?: IslandTrigger[];
};

/** Sent (bubbling) by `client:intent` when it has handed an island to the loader. */
export const ISLAND_EVENT = 'buck2:island';

/** Sent on the island element when an interaction is queued for it. */
export const TRIGGER_EVENT = 'buck2:island-trigger';
/** Sent on the island element once the hydrated component listens for its triggers (or has crashed). */
export const READY_EVENT = 'buck2:island-ready';
/** Sent on the island element when the component has crashed (its crash panel is on screen). */
export const CRASH_EVENT = 'buck2:island-crash';

const isEditable = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

/** `mod+k` is Ctrl/Cmd+K; `/` counts outside text fields only. */
export function matchesShortcut(shortcut: Shortcut, e: KeyboardEvent): boolean {
  if (shortcut === 'mod+k') return (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k';
  return e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isEditable(e.target);
}

export function queueTrigger(el: IslandElement, trigger: IslandTrigger): void {
  (el.islandTriggers ??= []).push(trigger);
  el.dispatchEvent(new CustomEvent(TRIGGER_EVENT));
}

/** Takes (and removes) the interactions queued for the island. */
export function takeTriggers(el: IslandElement): IslandTrigger[] {
  const mine = el.islandTriggers ?? [];
  el.islandTriggers = [];
  return mine;
}

/** The island element around a node rendered by an island. */
export function islandOf(node: Node | null | undefined): IslandElement | null {
  return node?.parentElement?.closest<IslandElement>('astro-island') ?? null;
}
