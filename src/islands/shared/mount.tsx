import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandBoundary } from './IslandBoundary';

/** Hydrates a server-rendered island inside its error boundary; returns the root (to unmount on navigation). */
export function hydrateIsland(container: HTMLElement, name: string, island: ReactNode): { unmount(): void } {
  return hydrateRoot(container, <IslandBoundary name={name}>{island}</IslandBoundary>);
}
