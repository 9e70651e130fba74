// Copies the guides of `source` into `target` as docs version `name`: pages
// (Markdown, MDX) with their links to other snapshotted guides pointed at the
// snapshot, every other file (an image beside a page) byte for byte.
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

const isPage = (file) => /\.mdx?$/.test(file);

async function filesUnder(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(full)));
    else out.push(full);
  }
  return out;
}

/**
 * Snapshots the files of `source` (except the top folders in `notVersioned`); returns the number of pages.
 * @param {{ source: string, target: string, name: string, notVersioned?: string[] }} options
 */
export async function snapshotDocs({ source, target, name, notVersioned = [] }) {
  const files = (await filesUnder(source)).filter((f) => !notVersioned.includes(relative(source, f).split(sep)[0]));
  const pages = files.filter(isPage);
  const pagePaths = new Set(
    pages.map((f) => {
      const id = relative(source, f).split(sep).join('/').replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
      return id ? `/docs/${id}/` : '/docs/';
    }),
  );
  await rm(target, { recursive: true, force: true });
  for (const file of files) {
    const out = join(target, relative(source, file));
    await mkdir(join(out, '..'), { recursive: true });
    if (!isPage(file)) {
      await copyFile(file, out);
      continue;
    }
    // Links to guides in the snapshot point at the snapshot; others (API, rules) stay.
    const text = (await readFile(file, 'utf8')).replace(/\]\((\/docs\/[^)#\s]*)(#[^)\s]*)?\)/g, (m, path, hash = '') =>
      pagePaths.has(path) ? `](/docs/${name}${path.slice('/docs'.length)}${hash})` : m,
    );
    await writeFile(out, text);
  }
  return pages.length;
}
