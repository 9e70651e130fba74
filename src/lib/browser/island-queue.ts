import { useEffect } from 'react';
import { READY_EVENT, TRIGGER_EVENT, takeTriggers, type IslandTrigger } from '../../islands/triggers';

/**
 * Runs `handle` for every interaction that woke the island before it was
 * hydrated (and any that arrive while it finishes hydrating).
 */
export function useIslandTriggers(name: string, handle: (trigger: IslandTrigger) => void): void {
  useEffect(() => {
    const drain = () => takeTriggers(name).forEach(handle);
    drain();
    window.addEventListener(TRIGGER_EVENT, drain);
    window.dispatchEvent(new CustomEvent(READY_EVENT, { detail: name }));
    return () => window.removeEventListener(TRIGGER_EVENT, drain);
    // `handle` is read once per mount on purpose: triggers are one-shot.
  }, [name]);
}
