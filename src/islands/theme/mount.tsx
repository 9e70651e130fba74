import { hydrateRoot } from 'react-dom/client';
import { IslandBoundary } from '../shared/IslandBoundary';
import ThemeToggle from './ThemeToggle';

export function mount(container: HTMLElement): { unmount(): void } {
  return hydrateRoot(
    container,
    <IslandBoundary name="theme">
      <ThemeToggle />
    </IslandBoundary>,
  );
}
