import { writeStorage } from '../lib/browser/storage';
import { ANNOUNCEMENT_DISMISS_KEY } from '../lib/announcement';

/** `<announcement-close>`: closes the announcement bar and remembers it for this bar's id. */
class AnnouncementClose extends HTMLElement {
  connectedCallback() {
    this.querySelector('button')!.addEventListener('click', () => {
      writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'true');
      document.documentElement.setAttribute('data-announcement-dismissed', '');
    });
  }
}

export function defineAnnouncementClose(): void {
  if (!customElements.get('announcement-close')) customElements.define('announcement-close', AnnouncementClose);
}
