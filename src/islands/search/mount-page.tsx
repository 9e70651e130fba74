import { hydrateIsland } from '../shared/mount';
import SearchPage, { type SearchPageProps } from './SearchPage';

export const mount = (container: HTMLElement, props: SearchPageProps) => hydrateIsland(container, 'search-page', <SearchPage {...props} />);
