import { atom } from 'nanostores';
import { writeStorage } from '../lib/browser/storage';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from '../lib/announcement';

/** The attribute that hides the bar (the head script sets it before first paint for a bar closed earlier). */
const DISMISSED_ATTR = 'data-announcement-dismissed';

/**
 * Whether the reader closed the announcement bar. It starts from
 * `<html data-announcement-dismissed>`, which the head script
 * (src/components/announcement/AnnouncementScript.astro) sets before first
 * paint when this bar's id was dismissed, and which soft navigations carry.
 */
export const $announcementDismissed = atom<boolean>(typeof document !== 'undefined' && document.documentElement.hasAttribute(DISMISSED_ATTR));

$announcementDismissed.listen((dismissed) => {
  document.documentElement.toggleAttribute(DISMISSED_ATTR, dismissed);
});

/** Closes the bar `id` and remembers it for that id (a bar with another id shows again). Blocked storage: closed for this tab only. */
export function dismissAnnouncement(id: string): void {
  $announcementDismissed.set(true);
  writeStorage(ANNOUNCEMENT_ID_KEY, id);
  writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'true');
}
