import { sitePath } from '../lib/paths';

/**
 * Doc ids are file paths relative to `src/content/docs/` without the
 * extension; a folder's `index` file takes the folder's id (`getting_started`),
 * and the docs root index has the id `index`.
 */
export function docIdFromPath(path: string): string {
  const withoutExt = path.replace(/\\/g, '/').replace(/\.(md|mdx)$/i, '');
  if (withoutExt === 'index') return 'index';
  return withoutExt.replace(/\/index$/, '');
}

/** The route of a doc id under the docs base path, with a trailing slash. */
export function docHref(id: string, basePath = '/docs/'): string {
  const base = sitePath(basePath);
  return id === 'index' ? base : `${base}${id}/`;
}
