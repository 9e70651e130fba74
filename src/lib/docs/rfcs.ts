import type { CollectionEntry } from 'astro:content';
import { RFC_STATUSES } from '../../content/frontmatter';
import { ContentError } from '../content-error';

export type RfcStatus = (typeof RFC_STATUSES)[number];

export const RFC_STATUS_LABELS: Record<RfcStatus, string> = {
  draft: 'Draft',
  accepted: 'Accepted',
  implemented: 'Implemented',
  superseded: 'Superseded',
};

/** Doc ids of RFC pages: everything under `rfcs/` except the index. */
export const isRfcId = (id: string) => id.startsWith('rfcs/');

/** Every RFC page must say where it stands: a writer's mistake otherwise. */
export function checkRfcStatusBlocks(docs: readonly Pick<CollectionEntry<'docs'>, 'id' | 'data' | 'filePath'>[]): void {
  for (const entry of docs) {
    if (isRfcId(entry.id) && !entry.data.rfc) {
      throw new ContentError({
        file: entry.filePath ?? entry.id,
        field: 'rfc',
        problem: 'every page under src/content/docs/rfcs/ needs an RFC status block (rfc: status, proposes, today, and optionally see)',
      });
    }
  }
}

export interface RfcListItem {
  href: string;
  title: string;
  status: RfcStatus;
  proposes: string;
}

/** RFCs grouped by status, in the order of RFC_STATUSES, each group sorted by title. */
export function groupRfcs(items: readonly RfcListItem[]): { status: RfcStatus; label: string; items: RfcListItem[] }[] {
  return RFC_STATUSES.map((status) => ({
    status,
    label: RFC_STATUS_LABELS[status],
    items: items.filter((i) => i.status === status).sort((a, b) => a.title.localeCompare(b.title)),
  })).filter((g) => g.items.length > 0);
}
