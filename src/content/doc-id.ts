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
