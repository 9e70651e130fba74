import type { ClientDirective } from 'astro';
import { firstFrames } from '../hydration/first-frames';
import { CRASH_EVENT, ISLAND_EVENT, matchesShortcut, queueTrigger, READY_EVENT, type IntentOptions, type IslandElement, type IslandTrigger } from '../hydration/trigger-queue';
import { showLoadError } from './island-load-error';
import { hydrateIsland } from '../hydration/hydrate';
import { afterFirstPaint } from '../hydration/after-paint';

type Load = Parameters<ClientDirective>[0];

/** Resolves when the island has subscribed to its triggers (see use-island-triggers.ts), or the page is left. */
function islandReady(el: HTMLElement, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    el.addEventListener(READY_EVENT, () => resolve(), { once: true });
    signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/**
 * Wakes an island declared with `client:intent` when the reader first reaches
 * for it: pointer over it, a touch, focus, a click or key press on it, or one
 * of its keyboard shortcuts. The interaction is queued so the island acts on
 * it once mounted. Nothing of React loads before that.
 */
function wakeOnIntent(el: IslandElement, load: Load, options: IntentOptions, signal: AbortSignal): void {
  const state = (value?: string) => (value === undefined ? el.dataset['islandState'] : (el.dataset['islandState'] = value));
  state('idle');
  const firstFrame = options.firstFrame ? firstFrames[options.firstFrame] : undefined;
  let loading: Promise<void> | undefined;
  let pendingLink: HTMLAnchorElement | undefined;
  // A crash panel replaces whatever the island had put on screen.
  el.addEventListener(CRASH_EVENT, () => firstFrame?.close(), { signal });

  const start = () => {
    if (el.nextElementSibling?.matches('.island-load-error')) el.nextElementSibling.remove();
    if (loading) return;
    // A spinner only if loading takes longer than 200 ms.
    const spinner = setTimeout(() => el.classList.add('island--loading'), 200);
    state('loading');
    void firstFrame?.preload().catch(() => {});
    // Until the component listens for its triggers, keep queueing them (a Ctrl+K while React renders is not lost).
    const ready = options.onPaint ? Promise.resolve() : islandReady(el, signal);
    loading = hydrateIsland(el, load)
      .then(() => ready)
      .then(() => {
        state('hydrated');
        removeListeners();
        if (pendingLink?.isConnected) pendingLink.click();
        pendingLink = undefined;
      })
      .catch((error: unknown) => {
        // The island could not be loaded: a held link is followed all the same.
        if (pendingLink) window.location.assign(pendingLink.href);
        pendingLink = undefined;
        state('failed');
        loading = undefined;
        console.warn('A control of this page could not be loaded.', error);
        firstFrame?.close();
        showLoadError(el, error, start);
      })
      .finally(() => {
        clearTimeout(spinner);
        el.classList.remove('island--loading');
      });
  };
  const hydrated = () => state() === 'hydrated';
  /** Queues an interaction for the island, shows its first frame and loads it. */
  const wake = (trigger: IslandTrigger) => {
    queueTrigger(el, trigger);
    if (!firstFrame) return start();
    firstFrame.show(trigger);
    // Paint the first frame before React's code arrives and is compiled.
    requestAnimationFrame(() => setTimeout(start));
  };
  // After a failed load only an explicit Retry (or a click) tries again, not a passing pointer.
  const onIntent = () => state() !== 'failed' && start();
  const onClick = (e: MouseEvent) => {
    if (hydrated()) return;
    e.preventDefault();
    e.stopPropagation();
    // A link in the island (a panel or dropdown its HTML opened without JavaScript) is clicked again once the island is live, so its own handler runs too.
    const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    if (link) {
      pendingLink = link;
      return start();
    }
    wake({ type: 'click', mod: e.ctrlKey || e.metaKey, shift: e.shiftKey });
  };
  const onKey = (e: KeyboardEvent) => {
    if (hydrated() || ['Tab', 'Shift', 'Escape'].includes(e.key)) return;
    const printable = e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
    if (e.key === 'Enter' || printable) {
      e.preventDefault();
      wake({ type: 'key', key: e.key });
    }
  };
  const onShortcut = (e: KeyboardEvent) => {
    const hit = hydrated() ? undefined : options.shortcuts?.find((s) => matchesShortcut(s, e));
    if (!hit) return;
    e.preventDefault();
    wake({ type: 'shortcut', key: hit });
  };
  const intents = ['pointerover', 'touchstart', 'focusin'] as const;
  function removeListeners() {
    for (const type of intents) el.removeEventListener(type, onIntent);
    el.removeEventListener('click', onClick, true);
    el.removeEventListener('keydown', onKey, true);
    document.removeEventListener('keydown', onShortcut, true);
  }
  for (const type of intents) el.addEventListener(type, onIntent, { passive: true, signal });
  if (options.onPaint) {
    // The page exists for this island: it needs no intent, and what the reader types or clicks meanwhile is theirs.
    void afterFirstPaint().then(() => setTimeout(() => !signal.aborted && state() === 'idle' && start()));
    return;
  }
  el.addEventListener('click', onClick, { capture: true, signal });
  el.addEventListener('keydown', onKey, { capture: true, signal });
  if (options.shortcuts?.length) document.addEventListener('keydown', onShortcut, { capture: true, signal });
}

/** Takes the islands `client:intent` hands over: those already on the page, and any that connect later. */
export function wakeIslandsOnIntent(signal: AbortSignal): void {
  const take = (el: IslandElement) => {
    const handed = el.islandLoad;
    if (!handed || !el.isConnected) return;
    el.islandLoad = undefined;
    wakeOnIntent(el, handed.load, handed.options, signal);
  };
  for (const el of document.querySelectorAll<IslandElement>('astro-island')) take(el);
  document.addEventListener(ISLAND_EVENT, (e) => take(e.target as IslandElement), { signal });
}
