import { hydrateIsland } from '../shared/mount';
import AnnouncementClose from './AnnouncementClose';

export const mount = (container: HTMLElement) => hydrateIsland(container, 'announcement', <AnnouncementClose />);
