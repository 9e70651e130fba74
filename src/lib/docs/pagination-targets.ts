import type { CollectionEntry } from 'astro:content';
import type { DocInfo } from '../sidebar/types';
import { ContentError } from '../content-error';
import { nearest } from '../edit-distance';

type DocLike = { id: string; filePath?: string | undefined; data: Pick<CollectionEntry<'docs'>['data'], 'pagination_prev' | 'pagination_next'> };

/**
 * Every `pagination_prev` and `pagination_next` names a doc of its version
 * (or is null). Checked when the docs are read, so a build with a wrong id
 * stops before it renders any page rather than at the page that has it.
 */
export function checkPaginationTargets(docs: readonly DocLike[], infos: ReadonlyMap<string, DocInfo>): void {
  for (const doc of docs) {
    for (const field of ['pagination_prev', 'pagination_next'] as const) {
      const value = doc.data[field];
      if (typeof value !== 'string' || infos.has(value)) continue;
      const ids = [...infos.values()].filter((d) => !d.draft).map((d) => d.id);
      throw new ContentError({
        file: doc.filePath ?? doc.id,
        field,
        expected: "a doc id (the page's path under src/content/docs without its extension) or null",
        value,
        hint: `the nearest doc ids are: ${nearest(value, ids, 3).join(', ')}.`,
      });
    }
  }
}
