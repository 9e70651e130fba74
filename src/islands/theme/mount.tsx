import { hydrateRoot } from 'react-dom/client';
import { IslandBoundary } from '../shared/IslandBoundary';
import ThemeToggle from './ThemeToggle';

export function mount(container: HTMLElement): void {
  hydrateRoot(
    container,
    <IslandBoundary name="theme">
      <ThemeToggle />
    </IslandBoundary>,
  );
}
