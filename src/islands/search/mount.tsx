import { hydrateIsland } from '../shared/mount';
import SearchButton, { type SearchButtonProps } from './SearchButton';

export const mount = (container: HTMLElement, props: SearchButtonProps) => hydrateIsland(container, 'search', <SearchButton {...props} />);
