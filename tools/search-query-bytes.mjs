#!/usr/bin/env node
// Bytes of the search index a query needs before its first results (not a
// test): run `npm run build` first, then
//   node tools/search-query-bytes.mjs [distDir] [query ...]
// For each query (default: the QUERIES of tools/bench-search.mjs), a fresh
// `createLocalSearch` (the modal's code path) answers it with `full` from
// the index files of `<distDir>/search-index/`; this prints the gzip bytes of
// the files it loaded (records, term shards, vocabulary; page texts are
// loaded for excerpts later and are not counted), and the median and most.
// VERBOSE=1 lists each query's files. With --typing, each query is typed a
// letter at a time into one search (as in the modal), and the bytes are
// those of every file the keystrokes loaded.
import { readFile } from 'node:fs/promises';
import { registerHooks } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

// The search code is TypeScript imported without extensions (as bundlers do): Node strips the types, this finds the files.
registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (error) {
      if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !/^\.\.?\//.test(specifier) || /\.[cm]?[jt]s$/.test(specifier)) throw error;
      return next(`${specifier}.ts`, context);
    }
  },
});

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const typing = args.includes('--typing');
const [distArg, ...queryArgs] = args.filter((a) => a !== '--typing');
const dist = resolve(distArg ?? join(root, 'dist'));
const { createLocalSearch } = await import(pathToFileURL(join(root, 'src/lib/search/local-client.ts')).href);

/** The benchmark's queries, read from its source (importing it would run it). */
async function benchQueries() {
  const source = await readFile(join(root, 'tools/bench-search.mjs'), 'utf8');
  const list = /const QUERIES = (\[[\s\S]*?\]);/.exec(source)?.[1];
  if (!list) throw new Error('tools/bench-search.mjs: no QUERIES array');
  return /** @type {string[]} */ (new Function(`return ${list}`)());
}

const gz = (text) => gzipSync(text, { level: 9 }).length;
const sizes = new Map();
async function read(file) {
  const text = await readFile(join(dist, 'search-index', file), 'utf8');
  if (!sizes.has(file)) sizes.set(file, gz(text));
  return { text, bytes: sizes.get(file) };
}

/** The index files one query loads on a fresh page (typed a letter at a time with --typing), with their gzip bytes. */
async function filesFor(query) {
  const loaded = new Map();
  const load = async (file) => {
    const { text, bytes } = await read(file);
    loaded.set(file, bytes);
    return JSON.parse(text);
  };
  const search = createLocalSearch({
    loadRecords: () => load('records.json'),
    loadShard: (file) => load(`terms/${file}`),
    loadVocabulary: (file) => load(file),
    loadText: () => Promise.reject(new Error('page texts are not counted')),
    filters: { language: 'en', version: 'current' },
  });
  if (typing) for (let n = 1; n < query.length; n++) await search.full(query.slice(0, n));
  const results = await search.full(query);
  return { loaded, total: results.total };
}

const queries = queryArgs.length ? queryArgs : await benchQueries();
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const rows = [];
for (const query of queries) {
  const { loaded, total } = await filesFor(query);
  const bytes = [...loaded.values()].reduce((a, b) => a + b, 0);
  const records = loaded.get('records.json') ?? 0;
  const shards = [...loaded].filter(([f]) => f.startsWith('terms/'));
  const vocabulary = [...loaded].filter(([f]) => f.startsWith('vocabulary'));
  rows.push({ query, bytes, beyond: bytes - records });
  console.log(
    `${JSON.stringify(query).padEnd(40)} ${kb(bytes).padStart(9)}  records ${kb(records)}, ${shards.length} shards ${kb(shards.reduce((a, [, b]) => a + b, 0))}` +
      `${vocabulary.length ? `, vocabulary ${kb(vocabulary.reduce((a, [, b]) => a + b, 0))}` : ''} (${total} pages)`,
  );
  if (process.env.VERBOSE) for (const [file, b] of loaded) console.log(`    ${kb(b).padStart(9)} ${file}`);
}
const worst = rows.reduce((a, b) => (b.bytes > a.bytes ? b : a));
console.log('');
console.log(`${rows.length} queries, index files loaded ${typing ? 'while typing them' : 'before the first results'} (gzip -9):`);
console.log(`  median ${kb(median(rows.map((r) => r.bytes)))} (${kb(median(rows.map((r) => r.beyond)))} beyond records.json); most ${kb(worst.bytes)} (${JSON.stringify(worst.query)})`);
