import { hydrateRoot } from 'react-dom/client';
import { IslandBoundary } from '../shared/IslandBoundary';
import SearchPage, { type SearchPageProps } from './SearchPage';

export function mount(container: HTMLElement, props: SearchPageProps): { unmount(): void } {
  return hydrateRoot(
    container,
    <IslandBoundary name="search-page">
      <SearchPage {...props} />
    </IslandBoundary>,
  );
}
