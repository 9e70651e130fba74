import { hydrateRoot } from 'react-dom/client';
import { IslandBoundary } from '../shared/IslandBoundary';
import SearchButton, { type SearchButtonProps } from './SearchButton';

export function mount(container: HTMLElement, props: SearchButtonProps): { unmount(): void } {
  return hydrateRoot(
    container,
    <IslandBoundary name="search">
      <SearchButton {...props} />
    </IslandBoundary>,
  );
}
