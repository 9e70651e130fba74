import { useEffect, type RefObject } from 'react';
import { islandOf, READY_EVENT, TRIGGER_EVENT, takeTriggers, type IslandTrigger } from '../../hydration/trigger-queue';

/**
 * Runs `handle` for every interaction that woke the island before it was
 * hydrated (and any that arrive while it finishes hydrating). `node` is any
 * element the island renders.
 */
export function useIslandTriggers(node: RefObject<Element | null>, handle: (trigger: IslandTrigger) => void): void {
  useEffect(() => {
    const el = islandOf(node.current);
    if (!el) return;
    const drain = () => takeTriggers(el).forEach(handle);
    drain();
    el.addEventListener(TRIGGER_EVENT, drain);
    el.dispatchEvent(new CustomEvent(READY_EVENT));
    return () => el.removeEventListener(TRIGGER_EVENT, drain);
    // `handle` is read once per mount on purpose: triggers are one-shot.
  }, [node]);
}
