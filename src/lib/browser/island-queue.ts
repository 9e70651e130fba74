import { useEffect } from 'react';
import { TRIGGER_EVENT, type IslandTrigger } from '../../islands/directives/interaction';

/** Takes (and removes) the queued interactions that woke the island `name`. */
export function takeTriggers(name: string): IslandTrigger[] {
  if (typeof window === 'undefined' || !window.__buck2IslandQueue) return [];
  const mine = window.__buck2IslandQueue.filter((t) => t.island === name);
  window.__buck2IslandQueue = window.__buck2IslandQueue.filter((t) => t.island !== name);
  return mine;
}

/**
 * Runs `handle` for every interaction that woke the island before it was
 * hydrated (and any that arrive while it finishes hydrating).
 */
export function useIslandTriggers(name: string, handle: (trigger: IslandTrigger) => void): void {
  useEffect(() => {
    const drain = () => takeTriggers(name).forEach(handle);
    drain();
    window.addEventListener(TRIGGER_EVENT, drain);
    return () => window.removeEventListener(TRIGGER_EVENT, drain);
    // `handle` is read once per mount on purpose: triggers are one-shot.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);
}
