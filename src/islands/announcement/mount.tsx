import { hydrateRoot } from 'react-dom/client';
import { IslandBoundary } from '../shared/IslandBoundary';
import AnnouncementClose from './AnnouncementClose';

export function mount(container: HTMLElement): { unmount(): void } {
  return hydrateRoot(
    container,
    <IslandBoundary name="announcement">
      <AnnouncementClose />
    </IslandBoundary>,
  );
}
