import { memo } from 'react';
import { useIslandTriggers } from '../../lib/browser/island-queue';
import { writeStorage } from '../../lib/browser/storage';
import { ANNOUNCEMENT_DISMISS_KEY } from '../../lib/announcement';

/** Closes the announcement bar and remembers it (for this bar's id). */
function AnnouncementClose() {
  const dismiss = () => {
    writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'true');
    document.documentElement.setAttribute('data-announcement-dismissed', '');
  };
  useIslandTriggers('announcement', (t) => {
    if (t.type === 'click' || t.key === 'Enter' || t.key === ' ') dismiss();
  });
  return (
    <button type="button" className="announcement-bar__close" aria-label="Close" onClick={dismiss}>
      <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24">
        <path stroke="currentColor" strokeWidth="3" strokeLinecap="round" d="M5 5l14 14M19 5 5 19" />
      </svg>
    </button>
  );
}

// A memo component: Astro's server renderer recognises it without calling it outside React.
export default memo(AnnouncementClose);
