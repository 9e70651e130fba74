/**
 * Builds the search index from the finished site (`dist/`): reads every page
 * (`extract.ts`), scores each term on each page (`termScore` in
 * `../engine/rank.ts`) and writes the files described in
 * `../engine/format.ts` into `dist/search-index/`.
 */
import { createHash } from 'node:crypto';
import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { distFiles, fileOf } from '../../build/dist-files';
import queryFunctions from '../../../data/query-functions.json';
import {
  INDEX_DIR,
  kindOfUrl,
  packRecords,
  RECORDS_FILE,
  vocabularyKey,
  type PageText,
  type RecordsFile,
  type SearchRecord,
  type ShardFile,
  type VocabularyFile,
} from '../engine/format';
import { FIELDS, SCORE_SCALE, termScore, type CorpusStats, type Field } from '../engine/rank';
import { segmentsOf, termsOf, wordsOf } from '../engine/text';
import { extractPage, type ExtractedPage } from './extract';

/**
 * Shards hold about this many bytes each, gzipped: a query loads one shard per
 * word (and the few a prefix spans), so smaller shards mean fewer bytes per
 * query, but more files and a longer list of them in records.json
 * (tools/search-query-bytes.mjs measures it). On the site's index, the
 * median query of tools/bench-search.mjs loads (records included) 31.5 KB
 * with 1.5 KB shards (273 files), 31.3 KB with 2 KB (209), 32.0 KB with
 * 2.5 KB (168), 34.8 KB with 4 KB (105).
 */
const SHARD_GZIP = 2_000;

/** Each query function's home page: the first query kind the source lists it under (uquery before cquery before aquery). */
const QUERY_FUNCTION_HOMES = new Map(
  (queryFunctions as { functions: { name: string; kinds: string[] }[] }).functions.map((f) => [f.name, `/docs/users/query/${f.kinds[0]}/`]),
);

interface Page {
  url: string;
  extracted: ExtractedPage;
  /** Per field, per term: the count. */
  fields: Record<Field, Map<string, number>>;
  lengths: Record<Field, number>;
}

const hash = (text: string, length = 10) => createHash('sha256').update(text).digest('hex').slice(0, length);

/** The URL search links to for a built file: `/docs/index.html` -> `/docs/`, `/404.html` -> `/404/`. */
const urlOf = (sitePath: string) => sitePath.replace(/index\.html$/, '').replace(/\.html$/, '/');

/** Other names of a page that readers type as its title: BXL's types are `bxl.Context`, `bxl.Actions` ("bxl.Context"). */
function aliasesOf(url: string, title: string): string[] {
  return /^\/docs\/api\/bxl\/[^/]+\/$/.test(url) ? [`bxl.${title}`] : [];
}

function fieldsOf(url: string, extracted: ExtractedPage): Pick<Page, 'fields' | 'lengths'> {
  const fields = Object.fromEntries(Object.keys(FIELDS).map((f) => [f, new Map<string, number>()])) as Record<Field, Map<string, number>>;
  const add = (field: Field, text: string) => {
    for (const term of termsOf(text)) fields[field].set(term, (fields[field].get(term) ?? 0) + 1);
  };
  for (const w of wordsOf([extracted.title, extracted.label ?? '', ...aliasesOf(url, extracted.title)].join(' '))) {
    if (w.parts.length > 1) {
      add('title', [w.whole, ...segmentsOf(w.raw)].join(' '));
      add('titlePart', w.parts.join(' '));
    } else add('title', w.raw);
  }
  add('description', extracted.description);
  add('keyword', extracted.keywords);
  const attributes = new Set(extracted.attributeHeadings);
  extracted.headings.forEach(([text], i) => {
    if (!attributes.has(i)) add('heading', text);
    // A query function is defined on its home page ("all_actions": the aquery environment).
    if (QUERY_FUNCTION_HOMES.get(text) === url) add('name', text);
  });
  extracted.sections.forEach((s) => {
    add('body', s.prose.join(''));
    for (const code of s.code) add('code', code);
    // A name counts whole; its parts only as mentions (`target_platform` does not define `target`).
    for (const name of s.names) {
      for (const w of wordsOf(name)) {
        if (w.parts.length > 1) {
          add('name', [w.whole, ...segmentsOf(w.raw)].join(' '));
          add('code', w.parts.join(' '));
        } else add('name', w.raw);
      }
    }
  });
  const lengths = Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, [...m.values()].reduce((a, b) => a + b, 0)])) as Record<Field, number>;
  return { fields, lengths };
}

function mostCommon(filters: Record<string, string[]>[]): Record<string, string[]> {
  const counts = new Map<string, number>();
  for (const f of filters) counts.set(JSON.stringify(f), (counts.get(JSON.stringify(f)) ?? 0) + 1);
  return JSON.parse([...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '{}') as Record<string, string[]>;
}

const compareTerms = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Sorted postings cut into shards of about SHARD_GZIP bytes gzipped: each
 * shard's start (the shortest prefix of its first term that comes after the
 * last term of the shard before; '' for the first) and its JSON.
 */
export function splitShards(sorted: readonly [string, number[]][], target = SHARD_GZIP): [start: string, json: string][] {
  const shards: [string, string][] = [];
  let shard: ShardFile = {};
  let terms: string[] = [];
  let raw = 0;
  let checkAt = target;
  let previous: string | undefined;
  const flush = () => {
    const first = terms[0]!;
    let start = '';
    if (previous !== undefined) for (let n = 1; n <= first.length && !(start > previous); n++) start = first.slice(0, n);
    shards.push([start, JSON.stringify(shard)]);
    previous = terms.at(-1);
    shard = {};
    terms = [];
    raw = 0;
    checkAt = target;
  };
  for (const [term, list] of sorted) {
    shard[term] = list;
    terms.push(term);
    raw += term.length + list.join(',').length + 6;
    // A shard gzips to no more than its JSON: measure when it could have reached the target.
    if (raw >= checkAt) {
      const size = gzipSync(JSON.stringify(shard), { level: 9 }).length;
      if (size >= target) flush();
      else checkAt = raw + Math.max(100, target - size);
    }
  }
  if (terms.length) flush();
  return shards;
}

export interface IndexSummary {
  pages: number;
  terms: number;
  shards: number;
}

/** Writes `dist/search-index/` for the site built in `distDir`, reading its pages. */
export async function buildSearchIndex(distDir: string): Promise<IndexSummary> {
  const index = searchIndexBuilder();
  for (const sitePath of await distFiles(distDir)) {
    if (sitePath.endsWith('.html') && !sitePath.startsWith(`/${INDEX_DIR}/`)) index.read(sitePath, fromHtml(await readFile(fileOf(distDir, sitePath), 'utf8')));
  }
  return index.write(distDir);
}

/** The index built page by page (`read`, in site path order), then written (`write`). */
export function searchIndexBuilder() {
  const pages: Page[] = [];
  return {
    read(sitePath: string, tree: Root): void {
      const extracted = extractPage(tree);
      if (!extracted) return;
      const url = urlOf(sitePath);
      pages.push({ url, extracted, ...fieldsOf(url, extracted) });
    },
    write: (distDir: string) => writeIndex(distDir, pages),
  };
}

async function writeIndex(distDir: string, pages: readonly Page[]): Promise<IndexSummary> {
  const outDir = join(distDir, INDEX_DIR);
  await rm(outDir, { recursive: true, force: true });

  const averageLength = Object.fromEntries(Object.keys(FIELDS).map((f) => [f, pages.reduce((sum, p) => sum + p.lengths[f as Field], 0) / Math.max(1, pages.length)])) as Record<Field, number>;
  const stats: CorpusStats = { pages: pages.length, averageLength };
  const pagesWith = new Map<string, number>();
  for (const p of pages) {
    const terms = new Set<string>();
    for (const m of Object.values(p.fields)) for (const t of m.keys()) terms.add(t);
    for (const t of terms) pagesWith.set(t, (pagesWith.get(t) ?? 0) + 1);
  }

  // Postings: term -> [page, score, ...]
  const postings = new Map<string, number[]>();
  pages.forEach((p, index) => {
    const terms = new Set<string>();
    for (const m of Object.values(p.fields)) for (const t of m.keys()) terms.add(t);
    for (const term of terms) {
      const tf: Partial<Record<Field, number>> = {};
      for (const field of Object.keys(FIELDS) as Field[]) {
        const count = p.fields[field].get(term);
        if (count) tf[field] = count;
      }
      const score = Math.max(1, Math.min(255, Math.round(termScore(tf, p.lengths, stats, pagesWith.get(term)!) * SCORE_SCALE)));
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push(index, score);
    }
  });

  // Page texts, in a directory named by their content.
  const texts = pages.map((p) => JSON.stringify({ headings: p.extracted.headings, sections: p.extracted.sections.map((s) => s.text.join('').replace(/\s+/g, ' ').trim()) } satisfies PageText));
  const textDir = hash(texts.join('\n'), 8);
  await mkdir(join(outDir, 'text', textDir), { recursive: true });
  await Promise.all(texts.map((json, i) => writeFile(join(outDir, 'text', textDir, `${i}.json`), json)));
  const records: SearchRecord[] = pages.map((p, i) => {
    const e = p.extracted;
    const attributes = new Set(e.attributeHeadings);
    const kept = e.headings.flatMap((_, k) => (attributes.has(k) ? [] : [k]));
    const headings = kept.map((k) => e.headings[k]!);
    return {
      url: p.url,
      title: e.title,
      ...(e.label && e.label !== e.title ? { label: e.label } : {}),
      section: e.section,
      kind: kindOfUrl(p.url),
      ...(headings.length ? { headings } : {}),
      filters: e.filters,
      text: `${textDir}/${i}.json`,
    };
  });

  // Shards: runs of consecutive terms, about SHARD_GZIP bytes each, in a directory named by their content.
  const shards = splitShards([...postings].sort(([a], [b]) => compareTerms(a, b)));
  const termsDir = hash(shards.map(([, json]) => json).join('\n'), 8);
  await mkdir(join(outDir, 'terms', termsDir), { recursive: true });
  await Promise.all(shards.map(([, json], i) => writeFile(join(outDir, 'terms', termsDir, `${i}.json`), json)));

  // The vocabulary, one file per first character, in a directory named by their content.
  const byFirst = new Map<string, VocabularyFile>();
  for (const term of [...pagesWith.keys()].sort(compareTerms)) {
    const key = vocabularyKey(term);
    let terms = byFirst.get(key);
    if (!terms) byFirst.set(key, (terms = []));
    terms.push(term);
  }
  const firsts = [...byFirst.keys()].join('');
  const vocabularyJsons = [...byFirst.values()].map((terms) => JSON.stringify(terms));
  const vocabularyDir = hash(`${firsts}\n${vocabularyJsons.join('\n')}`, 8);
  await mkdir(join(outDir, 'vocabulary', vocabularyDir), { recursive: true });
  await Promise.all(vocabularyJsons.map((json, i) => writeFile(join(outDir, 'vocabulary', vocabularyDir, `${i}.json`), json)));

  const recordsFile: RecordsFile = { ...packRecords(records, mostCommon(records.map((r) => r.filters)), textDir), terms: termsDir, shards: shards.map(([start]) => start), vocabulary: { dir: vocabularyDir, firsts } };
  await writeFile(join(outDir, RECORDS_FILE), JSON.stringify(recordsFile));
  return { pages: records.length, terms: postings.size, shards: shards.length };
}
