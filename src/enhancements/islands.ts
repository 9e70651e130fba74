import { islandFirstFrames, islandLoaders, islandPreloads } from '../islands/registry';
import { matchesShortcut, queueTrigger, READY_EVENT, type IslandTrigger } from '../islands/triggers';

/** A red box after the island with the error and a Retry button. */
function showLoadError(el: HTMLElement, error: unknown, retry: () => void): void {
  const box = document.createElement('div');
  box.className = 'island-load-error';
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'position:absolute;z-index:70;margin-top:.5rem;padding:.6rem .8rem;max-width:20rem;border:2px solid var(--adm-danger-border);background:var(--adm-danger-bg);color:var(--color-text);border-radius:var(--radius)';
  const text = document.createElement('p');
  text.style.cssText = 'margin:0 0 .4rem;font-size:.85rem';
  text.textContent = error instanceof Error ? error.message : String(error);
  const button = document.createElement('button');
  button.type = 'button';
  button.style.cssText = 'font:inherit;padding:.2rem .7rem;border-radius:var(--radius);border:1px solid var(--color-border);background:var(--color-bg);color:var(--color-text);cursor:pointer';
  button.textContent = 'Retry';
  button.addEventListener('click', () => {
    box.remove();
    retry();
  });
  box.append(text, button);
  el.after(box);
  button.focus();
}

/** Resolves when the island `name` has subscribed to its triggers (see useIslandTriggers), or the page is left. */
function islandReady(name: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = (e: Event) => {
      if (e.type === 'abort' || (e as CustomEvent<string>).detail === name) {
        window.removeEventListener(READY_EVENT, done);
        resolve();
      }
    };
    window.addEventListener(READY_EVENT, done);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Hydrates each island (`<span data-island="name">` around a server-rendered
 * React component) when the reader first reaches for it: pointer over it, a
 * touch, focus, a click or key press on it, or one of its keyboard shortcuts
 * (`data-island-shortcuts="mod+k /"`). The interaction is queued so the
 * island acts on it once mounted. Nothing of React loads before that.
 */
export function wakeIslandsOnInteraction(signal: AbortSignal, root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-island]')) {
    if (el.dataset['islandState']) continue;
    el.dataset['islandState'] = 'idle';
    const name = el.dataset['island']!;
    const shortcuts = (el.dataset['islandShortcuts'] ?? '').split(/\s+/).filter(Boolean);
    let loading: Promise<void> | undefined;
    const hydrated = () => el.dataset['islandState'] === 'hydrated';
    // After a failed load only an explicit Retry (or a click) tries again, not a passing pointer.
    const failed = () => el.dataset['islandState'] === 'failed';

    const start = () => {
      el.nextElementSibling?.matches('.island-load-error') && el.nextElementSibling.remove();
      if (loading) return;
      // A spinner only if loading takes longer than 200 ms.
      const spinner = setTimeout(() => el.classList.add('island--loading'), 200);
      loading = (async () => {
        el.dataset['islandState'] = 'loading';
        const loader = islandLoaders[name];
        if (!loader) throw new Error(`No island named "${name}"`);
        void islandPreloads[name]?.().catch(() => {});
        const { mount } = await loader();
        if (signal.aborted) return; // the page was swapped away meanwhile
        // Until the component listens for its triggers, keep queueing them (a Ctrl+K while React renders is not lost).
        const ready = 'islandEager' in el.dataset ? Promise.resolve() : islandReady(name, signal);
        const root = mount(el, JSON.parse(el.dataset['islandProps'] ?? '{}'));
        await ready;
        // React roots of a page end with it (a soft navigation swaps the page).
        signal.addEventListener('abort', () => root.unmount());
        el.dataset['islandState'] = 'hydrated';
        removeAll();
      })()
        .catch((error: unknown) => {
          el.dataset['islandState'] = 'failed';
          loading = undefined;
          console.warn(`The "${name}" control could not be loaded.`, error);
          showLoadError(el, error, start);
        })
        .finally(() => {
          clearTimeout(spinner);
          el.classList.remove('island--loading');
        });
    };
    /** Queues an interaction for the island, shows its first frame and loads it. */
    const wake = (trigger: IslandTrigger) => {
      queueTrigger(trigger);
      const firstFrame = islandFirstFrames[name];
      if (!firstFrame) return start();
      firstFrame(trigger);
      // Paint the first frame before React's code arrives and is compiled.
      requestAnimationFrame(() => setTimeout(start));
    };
    const onIntent = () => {
      if (!failed()) start();
    };
    const onClick = (e: MouseEvent) => {
      if (hydrated()) return;
      e.preventDefault();
      e.stopPropagation();
      wake({ island: name, type: 'click', mod: e.ctrlKey || e.metaKey, shift: e.shiftKey });
    };
    const onKey = (e: KeyboardEvent) => {
      if (hydrated() || ['Tab', 'Shift', 'Escape'].includes(e.key)) return;
      const printable = e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
      if (e.key === 'Enter' || printable) {
        e.preventDefault();
        wake({ island: name, type: 'key', key: e.key });
      }
    };
    const onShortcut = (e: KeyboardEvent) => {
      if (hydrated()) return;
      const hit = shortcuts.find((s) => matchesShortcut(s, e));
      if (!hit) return;
      e.preventDefault();
      wake({ island: name, type: 'shortcut', key: hit });
    };
    function removeAll() {
      for (const type of ['pointerover', 'touchstart', 'focusin'] as const) el.removeEventListener(type, onIntent);
      el.removeEventListener('click', onClick, true);
      el.removeEventListener('keydown', onKey, true);
      document.removeEventListener('keydown', onShortcut, true);
    }
    // A page whose purpose is the island (the search page) hydrates it at once.
    if ('islandEager' in el.dataset) {
      start();
      continue;
    }
    for (const type of ['pointerover', 'touchstart', 'focusin'] as const) el.addEventListener(type, onIntent, { passive: true });
    el.addEventListener('click', onClick, true);
    el.addEventListener('keydown', onKey, true);
    if (shortcuts.length) document.addEventListener('keydown', onShortcut, { capture: true, signal });
  }
}
