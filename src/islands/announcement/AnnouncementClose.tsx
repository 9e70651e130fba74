import { useRef } from 'react';
import { island } from '../shared/IslandBoundary';
import { useIslandTriggers } from '../shared/use-island-triggers';
import { dismissAnnouncement } from '../../stores/announcement';

export interface AnnouncementCloseProps {
  /** The bar's id (site config): the dismissal is remembered for it. */
  barId: string;
}

/**
 * The announcement bar's close button, the bar's only interactive part (its
 * text stays server HTML). Hydrated on the reader's first intent; a click or
 * Enter/Space that woke it is replayed, once.
 */
function AnnouncementClose({ barId }: AnnouncementCloseProps) {
  const button = useRef<HTMLButtonElement>(null);
  const close = () => dismissAnnouncement(barId);

  useIslandTriggers(button, (t) => {
    if (t.type === 'click' || (t.type === 'key' && (t.key === 'Enter' || t.key === ' '))) close();
  });

  return (
    <button ref={button} type="button" className="announcement-bar__close" aria-label="Close" onClick={close}>
      <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24">
        <path stroke="currentColor" strokeWidth="3" strokeLinecap="round" d="M5 5l14 14M19 5 5 19" />
      </svg>
    </button>
  );
}

export default island(AnnouncementClose);
