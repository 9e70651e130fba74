import type { CollectionEntry } from 'astro:content';
import { sitePath } from '../paths';
import { ContentError } from '../content-error';

/** The route of a doc id under the docs base path, with a trailing slash. */
export function docHref(id: string, basePath = '/docs/'): string {
  const base = sitePath(basePath);
  return id === 'index' ? base : `${base}${id}/`;
}

/** The route of a doc: its `slug` when set, else its file path. */
export function hrefOfDoc(entry: Pick<CollectionEntry<'docs'>, 'id' | 'data'>, basePath = '/docs/'): string {
  const slug = entry.data.slug;
  if (!slug) return docHref(entry.id, basePath);
  const clean = slug.replace(/^\/+|\/+$/g, '');
  return clean ? `${basePath}${clean}/` : basePath;
}

/** The docs by route; two docs served at one route are a writer's mistake. */
export function docsByHref<Doc extends Pick<CollectionEntry<'docs'>, 'id' | 'data' | 'filePath'>>(docs: readonly Doc[]): Map<string, Doc> {
  const byHref = new Map<string, Doc>();
  for (const doc of docs) {
    const href = hrefOfDoc(doc);
    const clash = byHref.get(href);
    if (clash) {
      throw new ContentError({
        file: doc.filePath ?? doc.id,
        field: 'slug',
        problem: `two pages would be served at ${href}: this one and ${clash.filePath ?? clash.id}`,
        hint: 'change the slug (or the file name) of one of them.',
      });
    }
    byHref.set(href, doc);
  }
  return byHref;
}
