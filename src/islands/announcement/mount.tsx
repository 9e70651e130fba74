import { hydrateRoot } from 'react-dom/client';
import { IslandBoundary } from '../shared/IslandBoundary';
import AnnouncementClose from './AnnouncementClose';

export function mount(container: HTMLElement): void {
  hydrateRoot(
    container,
    <IslandBoundary name="announcement">
      <AnnouncementClose />
    </IslandBoundary>,
  );
}
