import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { ATTRIBUTES_FILE, headingSlug, kindOfUrl, NAME_TEXT, RECORDS_FILE, RULE_PAGE, type PageKind, type RuleAttributes, type SearchRecord } from '../lib/search/records';
import queryFunctions from '../data/query-functions.json';

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
  '.api-param-required',
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
        await writeRecords(join(distDir, 'pagefind'));
        logger.info(`indexed ${added.page_count} pages for search`);
      },
    },
  };
}

/**
 * `records.json`: what the in-memory ranking needs of each page (title,
 * label, section, h2/h3 headings), so titles, headings and reference names
 * are searched without loading any page's data. Rule attributes, a third of
 * all headings, are in `attributes.json`.
 */
async function writeRecords(pagefindDir: string): Promise<void> {
  const dir = join(pagefindDir, 'fragment');
  const records: SearchRecord[] = [];
  const attributes: RuleAttributes = {};
  for (const file of (await readdir(dir)).sort()) {
    if (!file.endsWith('.pf_fragment')) continue;
    const text = gunzipSync(await readFile(join(dir, file))).toString('utf8');
    const fragment = JSON.parse(text.slice(text.indexOf('{'))) as {
      url: string;
      meta: Record<string, string | undefined>;
      filters: Record<string, string[]>;
      anchors?: { element: string; id: string; text?: string }[];
    };
    const id = file.replace(/\.pf_fragment$/, '');
    const isRule = RULE_PAGE.test(fragment.url);
    // A rule's attributes (h3s named as their anchors) go to attributes.json, loaded after the first results.
    const ruleAttributes = new Set(isRule ? (fragment.anchors ?? []).filter((a) => a.element === 'h3' && a.text && NAME_TEXT.test(a.text) && headingSlug(a.text) === a.id) : []);
    if (ruleAttributes.size) attributes[id] = [...ruleAttributes].map((a) => a.text!);
    const headings = (fragment.anchors ?? [])
      .filter((a) => /^h[23]$/.test(a.element) && a.text && !ruleAttributes.has(a))
      .map((a): [string, 2 | 3, string?] => {
        const level = a.element === 'h3' ? 3 : 2;
        return headingSlug(a.text!) === a.id ? [a.text!, level] : [a.text!, level, a.id];
      });
    const title = fragment.meta['title'] ?? fragment.url;
    const kind = kindOfUrl(fragment.url);
    const names = headings.flatMap(([text], i) => (isReferenceName(text, kind, fragment.url) ? [i] : []));
    records.push({
      id,
      url: fragment.url,
      title,
      ...(fragment.meta['label'] && fragment.meta['label'] !== title ? { label: fragment.meta['label'] } : {}),
      section: fragment.meta['section'] ?? 'Docs',
      kind,
      ...(headings.length ? { headings } : {}),
      ...(names.length ? { names } : {}),
      filters: fragment.filters,
    });
  }
  await writeFile(join(pagefindDir, RECORDS_FILE), JSON.stringify(records));
  await writeFile(join(pagefindDir, ATTRIBUTES_FILE), JSON.stringify(attributes));
}

/** Each query function's home page: the first query kind the source lists it under (uquery before cquery before aquery). */
const QUERY_FUNCTION_HOMES = new Map(
  (queryFunctions as { functions: { name: string; kinds: string[] }[] }).functions.map((f) => [f.name, `/docs/users/query/${f.kinds[0]}/`]),
);

/**
 * Headings that name a member or attribute on reference pages, or a query
 * function on its home page (the other query pages still match it as a heading).
 */
function isReferenceName(text: string, kind: PageKind, url: string): boolean {
  if (!NAME_TEXT.test(text)) return false;
  return kind === 2 || QUERY_FUNCTION_HOMES.get(text) === url;
}
