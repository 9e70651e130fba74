import { hydrateIsland } from '../shared/mount';
import ThemeToggle from './ThemeToggle';

export const mount = (container: HTMLElement) => hydrateIsland(container, 'theme', <ThemeToggle />);
