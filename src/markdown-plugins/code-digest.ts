import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

/**
 * A digest of the code that turns Markdown into HTML: every file of `paths`
 * (folders read whole). Astro's content cache keeps each page it rendered
 * while the page's text is unchanged, and does not see a change to a
 * plugin's code; the content loaders (src/content/checked-loader.ts) clear
 * their entries when this digest changes, in `npm run dev` and in builds.
 */
export function codeDigest(paths: readonly string[]): string {
  const hash = createHash('sha256');
  for (const path of paths) {
    // Each file by its name inside the folder: the digest does not depend on where the project is.
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => relative(path, join(e.parentPath, e.name)))
          .sort()
      : [''];
    for (const file of files) hash.update(`${basename(path)}/${file}\0`).update(readFileSync(join(path, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
