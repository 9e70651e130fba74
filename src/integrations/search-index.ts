import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';

/**
 * Builds the embedded search index (Pagefind) from the finished site. Only
 * the page body (`data-pagefind-body`) is indexed; navigation, sidebars, the
 * TOC, code blocks and signatures are left out.
 */
export const SEARCH_EXCLUDE_SELECTORS = [
  '.expressive-code',
  'pre',
  '.heading-anchor',
  '.api-signature',
  '.mermaid-diagram',
  '.toc',
  '.breadcrumbs',
  '.pagination',
  '.api-param-kind',
];

export function searchIndex(): AstroIntegration {
  return {
    name: 'buck2-docs:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const { index, errors } = await pagefind.createIndex({ excludeSelectors: SEARCH_EXCLUDE_SELECTORS });
        if (!index) throw new Error(`Search index: Pagefind could not start: ${errors.join('; ')}`);
        const added = await index.addDirectory({ path: distDir });
        if (added.errors.length) throw new Error(`Search index: ${added.errors.join('; ')}`);
        const written = await index.writeFiles({ outputPath: join(distDir, 'pagefind') });
        if (written.errors.length) throw new Error(`Search index: ${written.errors.join('; ')}`);
        await pagefind.close();
        await writeTitles(join(distDir, 'pagefind'));
        logger.info(`indexed ${added.page_count} pages for search`);
      },
    },
  };
}

/**
 * `titles.json`: each fragment id with its page's title, sidebar label and,
 * on API pages, the member names (its h2/h3 headings), so the browser can
 * rank exact title and name matches without loading every page's data.
 */
async function writeTitles(pagefindDir: string): Promise<void> {
  const dir = join(pagefindDir, 'fragment');
  const titles: Record<string, [string, string?, string[]?]> = {};
  for (const file of await readdir(dir)) {
    if (!file.endsWith('.pf_fragment')) continue;
    const text = gunzipSync(await readFile(join(dir, file))).toString('utf8');
    const fragment = JSON.parse(text.slice(text.indexOf('{'))) as {
      url: string;
      meta: Record<string, string | undefined>;
      anchors?: { element: string; text?: string }[];
    };
    const names = fragment.url.startsWith('/docs/api/')
      ? [...new Set((fragment.anchors ?? []).filter((a) => /^h[23]$/.test(a.element) && a.text).map((a) => a.text!))]
      : [];
    const entry: [string, string?, string[]?] = [fragment.meta['title'] ?? ''];
    if (fragment.meta['label'] || names.length) entry.push(fragment.meta['label'] ?? '');
    if (names.length) entry.push(names);
    titles[file.replace(/\.pf_fragment$/, '')] = entry;
  }
  await writeFile(join(pagefindDir, 'titles.json'), JSON.stringify(titles));
}
