import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedDistance } from '../../src/lib/edit-distance';
import { buildSearchIndex, splitShards } from '../../src/lib/search/build/write';
import { extractPage } from '../../src/lib/search/build/extract';
import { INDEX_DIR, packRecords, RECORDS_FILE, shardFor, shardsStartingWith, unpackRecords, vocabularyFor, type Heading, type PageText, type RecordsFile, type ShardFile } from '../../src/lib/search/engine/format';
import { parseQuery, prepareRecord, quotedTier, variantsOf } from '../../src/lib/search/engine/rank';
import { stem, termsOf } from '../../src/lib/search/engine/text';
import { createLocalSearch, type LocalSearch } from '../../src/lib/search/local-client';

describe('terms', () => {
  it('keeps an identifier whole and split, whatever its separators or case', () => {
    expect(termsOf('target_compatible_with')).toEqual(['targetcompatiblewith', 'target', 'compatible']);
    expect(termsOf('--keep-going')).toEqual(['keepgo', 'keep', 'going']);
    expect(termsOf('buck-out')).toEqual(['buckout', 'buck', 'out']);
    expect(termsOf('ProviderCollection')).toEqual(['providercollection', 'provider', 'collection']);
    expect(termsOf('attrs.exec_dep')).toEqual(['attrsexecdep', 'execdep', 'attr', 'exec', 'dep']);
  });

  it('takes plural and -ing endings off plain words only', () => {
    expect(['targets', 'dependencies', 'passing', 'class', 'status', 'string', 'buck2'].map(stem)).toEqual(['target', 'dependency', 'pass', 'class', 'status', 'string', 'buck2']);
  });

  it('reads a query into units: each word, and an identifier by its parts', () => {
    const q = parseQuery('RE keep_going');
    expect(q.clauses.map((c) => c.whole)).toEqual(['re', 'keepgo']);
    expect(q.units.map((u) => `${u.word} ${u.terms.join('+')}`)).toEqual(['0 re', '1 keepgo', '1 keep+going']);
    expect(parseQuery('what is the buck2 daemon').clauses.map((c) => c.whole)).toEqual(['daemon']);
    expect(parseQuery('--isolation-dir').units.map((u) => u.terms.join('+'))).toEqual(['isolationdir', 'isolation+dir']);
  });

  it('never reads a word the pages have as another word; completes the one being typed', () => {
    const known = (t: string) => t === 'clean' || t === 'cleanup';
    const starting = (t: string): [string, number][] => (['clean', 'cleanup'].filter((w) => w.startsWith(t)).map((w) => [w, 1]));
    const near = () => [['clear', 1]] as [string, number][];
    expect(variantsOf('clean', false, known, starting, near).map((v) => v.term)).toEqual(['clean']);
    expect(variantsOf('clea', true, known, starting, near).map((v) => v.term)).toEqual(['clean', 'cleanup']);
    expect(variantsOf('claen', false, known, starting, near)).toEqual([{ term: 'clear', weight: 1 }]);
  });

  it('reads a pasted error as the heading it quotes, the reader’s names, paths and numbers as wildcards', () => {
    const headings: Heading[] = [
      ['Reading a Buck2 error', 2],
      ['External cell cannot have a nested cell', 3],
      ['is not visible to', 3],
      ['None of the conditions matched configuration and no default was set', 3],
    ];
    const record = prepareRecord({ url: '/docs/users/troubleshooting/', title: 'Troubleshooting', section: 'Users', kind: 0, headings, filters: {}, text: 't/0.json' });
    const quoted = (q: string) => quotedTier(record, parseQuery(q))?.heading;
    expect(parseQuery('Failed to stat `/home/dev/buck-out/v2` after 57s in root//libs:a').words.filter((w) => w.own).map((w) => w.raw)).toEqual(['home', 'dev', 'buck-out', 'v2', '57s', 'root', 'libs', 'a']);
    expect(quoted('External cell `root` cannot have a nested cell `toolchains`')).toBe(1);
    expect(quoted('`root//libs/crypto:crypto` is not visible to `root//services/billing:billing`')).toBe(2);
    expect(quoted('None of 2 conditions matched configuration and no default was set')).toBe(3);
    // More of the message after the heading's words, fewer than them: still the quote, a little further.
    expect(quotedTier(record, parseQuery('External cell `root` cannot have a nested cell `toolchains` in its configuration'))).toMatchObject({ heading: 1, closeness: 1 });
    // Typed, not pasted: the heading's words alone are the heading tier's.
    expect(quoted('external cell cannot have a nested cell')).toBeUndefined();
    // Words of the reader's between the heading's words: not a quote.
    expect(quoted('external cell of my repo cannot have a nested cell `x`')).toBeUndefined();
  });

  it('stops counting edits past the bound', () => {
    expect(boundedDistance('daemon', 'deamon', 1)).toBe(1);
    expect(boundedDistance('visibility', 'visiblty', 1)).toBe(2);
  });
});

/** A built page as DocLayout writes it. */
function page(title: string, body: string, { section = 'Concepts', label = '', description = '' } = {}): string {
  return `<!doctype html><html><head><meta name="description" content="${description}"></head><body><nav class="toc">toc words</nav>
<div class="markdown" data-pagefind-body data-pagefind-meta="section:${section}"><span hidden data-pagefind-filter="version:current"></span><span hidden data-pagefind-filter="language:en"></span>${label ? `<span hidden data-pagefind-meta="label:${label}"></span>` : ''}<h1>${title}</h1>${body}</div></body></html>`;
}
const h2 = (text: string, id = text.toLowerCase().replace(/ /g, '-')) => `<div class="hw"><h2 id="${id}">${text}</h2><a class="heading-anchor" href="#${id}" aria-label="Direct link to ${text}">#</a></div>`;
const longCode = `<div class="expressive-code"><pre><code>${'cxx_library(name = "sandcastle")\n'.repeat(30)}</code></pre></div>`;

const SITE: Record<string, string> = {
  'docs/concepts/daemon/index.html': page('The Buck2 daemon (buckd)', `<p>The daemon keeps state between commands.</p>${h2('Stopping')}<p>Use <code>buck2 kill</code>.</p>`, { label: 'Daemon (buckd)' }),
  'docs/users/commands/kill/index.html': page('buck2 kill', '<p>Stops the daemon of this project.</p>', { section: 'Users', label: 'kill' }),
  'docs/users/commands/build/index.html': page(
    'buck2 build',
    `<p>Builds targets.</p>${h2('Options')}<table><thead><tr><th>Option</th><th>Description</th></tr></thead><tbody><tr><td><code>--keep-going</code></td><td>Continue after an error.</td></tr><tr><td><code>--show-output</code></td><td>Print output paths.</td></tr></tbody></table>`,
    { section: 'Users', label: 'build' },
  ),
  'docs/users/faq/index.html': page('Common issues', `<p>When a build stops at the first error, pass <code>--keep-going</code> or rerun it.</p>${h2('Certificates')}<p>The error below means the CA is wrong:</p><div class="expressive-code"><pre><code>transport error: invalid peer certificate: UnknownIssuer</code></pre></div>`, { section: 'Users' }),
  'docs/concepts/isolation_dir/index.html': page('Isolation directory', '<p>Pass <code>--isolation-dir</code> to run a second daemon.</p>'),
  'docs/users/commands/server/index.html': page('buck2 server', `<table><thead><tr><th>Option</th></tr></thead><tbody><tr><td><code>--isolation-dir</code></td><td>The isolation directory.</td></tr></tbody></table>`, { section: 'Users', label: 'server' }),
  'docs/users/remote_execution/index.html': page('Remote execution', '<p>Actions run on a remote service and reuse its cache.</p>', { section: 'Users' }),
  'docs/rule_authors/transitive_sets/index.html': page('Transitive sets', '<p>A transitive set collects values of a dependency graph once.</p>', { section: 'Rule authors' }),
  'docs/api/build/ProviderCollection/index.html': page('ProviderCollection', `<h2 id="providercollectionget" class="api-member__name"><code>ProviderCollection.get</code></h2><p>Looks up a provider.</p>`, { section: 'API' }),
  'docs/rfcs/provider-collection-at/index.html': page('RFC: Error on indexing a provider collection', '<p>The provider collection should fail on a missing provider.</p>', { section: 'RFCs' }),
  'docs/concepts/modifiers/index.html': page('Configuration modifiers', '<p>Modifiers change the configuration of a target.</p>'),
  'docs/rfcs/modifiers/index.html': page('RFC: Configuration modifiers', '<p>This RFC proposes modifiers, modifiers and more modifiers for a configuration.</p>', { section: 'RFCs' }),
  'docs/concepts/examples/index.html': page('Examples', `<p>A big example.</p>${longCode}`),
  'docs/concepts/visibility/index.html': page('Visibility', '<p>Who may depend on a target.</p>'),
  'docs/concepts/configurations/index.html': page('Configurations', `<p>Targets are configured.</p>${h2('Transitions and visibility')}<p>Visibility is checked.</p>`),
  'docs/users/commands/test/index.html': page('buck2 test', `<p>Runs tests.</p>${h2('Filtering by label')}<p>Select tests with their labels.</p>`, { section: 'Users', label: 'test' }),
  'docs/concepts/labels/index.html': page('Labels', '<p>Labels are strings on targets. Query them to filter targets.</p>'),
  'docs/1.0/concepts/daemon/index.html': page('The Buck2 daemon (buckd)', '<p>Old daemon.</p>').replace('version:current', 'version:1.0'),
  'docs/redirect/index.html': '<!doctype html><meta http-equiv="refresh" content="0; url=/docs/">',
};

let dir: string;
let search: LocalSearch;
let textLoads: string[] = [];
const urls = async (q: string, n = 3) => (await (await search.full(q)).slice(0, n)).map((p) => p.url);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'search-site-'));
  for (const [path, html] of Object.entries(SITE)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), html);
  }
  await buildSearchIndex(dir);
  const read = async <T>(file: string) => JSON.parse(await readFile(join(dir, INDEX_DIR, file), 'utf8')) as T;
  search = createLocalSearch({
    loadRecords: () => read<RecordsFile>(RECORDS_FILE),
    loadShard: (file) => read<ShardFile>(`terms/${file}`),
    loadVocabulary: (file) => read<string[]>(file),
    loadText: (file) => (textLoads.push(file), read<PageText>(`text/${file}`)),
    filters: { language: 'en', version: 'current' },
  });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the index build', () => {
  it('indexes every page with content, and names from option tables and member headings', async () => {
    const file = JSON.parse(await readFile(join(dir, INDEX_DIR, RECORDS_FILE), 'utf8')) as RecordsFile;
    expect(file.pages.url).toHaveLength(Object.keys(SITE).length - 1);
    const i = file.pages.url.indexOf('/docs/api/build/ProviderCollection/');
    expect([file.pages.title[i], file.pages.sections[file.pages.section[i]!], file.pages.headings[i], file.pages.label[i]]).toEqual(['ProviderCollection', 'API', ['.get'], 0]);
    const records = unpackRecords(file);
    expect(records.find((p) => p.url === '/docs/api/build/ProviderCollection/')).toMatchObject({ kind: 2, headings: [['ProviderCollection.get', 2]], filters: { version: ['current'], language: ['en'] } });
    expect(records.find((p) => p.url === '/docs/1.0/concepts/daemon/')!.filters).toEqual({ version: ['1.0'], language: ['en'] });
    const build = extractPage(fromHtml(SITE['docs/users/commands/build/index.html']!))!;
    expect(build.sections[1]!.names).toEqual(['--keep-going', '--show-output']);
    expect(build.label).toBe('build');
    expect(extractPage(fromHtml(SITE['docs/concepts/daemon/index.html']!))!.sections[0]!.text.join('')).not.toContain('toc words');
  });

  it('stores headings as strings (an h3 after a space, an anchor after a tab) and reads them back', () => {
    const headings: Heading[] = [['Install', 2], ['From source', 3], ['Tools.run', 2, 'run-1'], [' odd', 3], ['a\tb', 2, 'ab']];
    const record = { url: '/docs/api/Tools/', title: 'Tools', section: 'API', kind: 2 as const, headings, filters: {}, text: 't/0.json' };
    const packed = packRecords([record], {}, 't');
    expect(packed.pages.headings[0]).toEqual(['Install', ' From source', '.run\trun-1', [' odd', 3], ['a\tb', 2, 'ab']]);
    expect(unpackRecords({ ...packed, terms: '', shards: [], vocabulary: { dir: '', firsts: '' } })[0]!.headings).toEqual(headings);
  });

  it('cuts the terms into small shards, each term in exactly one, found by its range', () => {
    const terms = Array.from({ length: 600 }, (_, i) => `${String.fromCharCode(97 + (i % 26))}${i.toString(36)}x`).sort();
    const shards = splitShards(terms.map((t, i) => [t, [i, 1 + (i % 200)]]), 300);
    expect(shards.length).toBeGreaterThan(5);
    const file = { terms: 'd', shards: shards.map(([start]) => start) };
    const contents = shards.map(([, json]) => JSON.parse(json) as ShardFile);
    expect(file.shards[0]).toBe('');
    for (const term of terms) {
      expect(contents.filter((c) => term in c)).toHaveLength(1);
      expect(contents[Number(/\/(\d+)\.json$/.exec(shardFor(file, term)!)![1])]![term]).toBeDefined();
    }
    for (const prefix of ['a', 'b1', 'zz', 'q', '0']) {
      const holding = contents.flatMap((c, i) => (Object.keys(c).some((t) => t.startsWith(prefix)) ? [`d/${i}.json`] : []));
      const found = shardsStartingWith(file, prefix);
      expect(found).toEqual(expect.arrayContaining(holding));
      expect(found.length).toBeLessThanOrEqual(holding.length + 1);
    }
  });

  it('writes the vocabulary in one file per first character', async () => {
    const file = JSON.parse(await readFile(join(dir, INDEX_DIR, RECORDS_FILE), 'utf8')) as RecordsFile;
    for (const first of file.vocabulary.firsts) {
      const terms = JSON.parse(await readFile(join(dir, INDEX_DIR, vocabularyFor(file, first)!), 'utf8')) as string[];
      expect(terms.length).toBeGreaterThan(0);
      expect(terms.filter((t) => !t.startsWith(first))).toEqual([]);
    }
    expect(vocabularyFor(file, 'daemon')).toBeDefined();
  });

  it('keeps short code blocks (quoted errors) and leaves long ones out', async () => {
    expect(await urls('invalid peer certificate')).toEqual(['/docs/users/faq/']);
    expect(await urls('sandcastle')).toEqual([]);
  });
});

describe('ranking', () => {
  it('puts the page titled like the query first, a guide before a command', async () => {
    expect((await urls('daemon'))[0]).toBe('/docs/concepts/daemon/');
    expect((await urls('buck2 kill'))[0]).toBe('/docs/users/commands/kill/');
    expect((await urls('kill daemon'))[0]).toBe('/docs/users/commands/kill/');
  });

  it('puts the page whose title or label is the query first, before pages that use its words more', async () => {
    expect((await urls('configuration modifiers'))[0]).toBe('/docs/concepts/modifiers/');
    expect((await urls('transitive sets'))[0]).toBe('/docs/rule_authors/transitive_sets/');
    expect((await urls('daemon buckd'))[0]).toBe('/docs/concepts/daemon/');
  });

  it('finds a flag however it is typed, the page that defines it first', async () => {
    for (const q of ['--keep-going', 'keep-going', 'keep_going', 'keep going']) expect((await urls(q))[0], q).toBe('/docs/users/commands/build/');
  });

  it('finds the page titled with an identifier’s words and the page that lists it', async () => {
    expect((await urls('--isolation-dir')).slice(0, 2).sort()).toEqual(['/docs/concepts/isolation_dir/', '/docs/users/commands/server/']);
  });

  it('finds two typed words as one identifier', async () => {
    expect((await urls('provider collection'))[0]).toBe('/docs/api/build/ProviderCollection/');
  });

  it('falls back to pages matching most of the words, after the pages that match them all', async () => {
    expect(await urls('daemon state xyzzy', 1)).toEqual(['/docs/concepts/daemon/']);
    const both = await urls('daemon commands', 5);
    expect(both[0]).toBe('/docs/concepts/daemon/');
    expect(both.slice(1)).toEqual(expect.arrayContaining(['/docs/users/commands/kill/']));
  });

  it('reads a misspelt word, after every exact match, but never an exact word as a misspelling', async () => {
    expect((await urls('deamon'))[0]).toBe('/docs/concepts/daemon/');
    expect((await urls('visibilty'))[0]).toBe('/docs/concepts/visibility/');
    expect(await urls('kll')).toEqual([]);
    expect(await urls('labels', 5)).not.toContain('/docs/concepts/modifiers/');
  });

  it('matches a heading together with the page title', async () => {
    const [test] = await (await search.full('filter tests by label')).slice(0, 1);
    expect(test!.url).toBe('/docs/users/commands/test/');
    expect(test!.sub_results.map((s) => s.url)).toEqual(['/docs/users/commands/test/#filtering-by-label']);
  });

  it('searches the current version only', async () => {
    expect(await urls('old daemon')).not.toContain('/docs/1.0/concepts/daemon/');
  });
});

describe('first results and excerpts', () => {
  it('gives the headlines of the ranked pages without loading their text', async () => {
    textLoads = [];
    const first = (await search.full('daemon')).headlines(0, 5);
    expect(first[0]!.url).toBe('/docs/concepts/daemon/');
    expect(first.every((p) => p.excerpt === '')).toBe(true);
    expect(textLoads).toEqual([]);
  });

  it('marks the words that matched in the excerpt, and loads the text of the pages shown only', async () => {
    textLoads = [];
    const ranked = await search.full('show output');
    const [build] = await ranked.slice(0, 1);
    expect(build!.excerpt).toContain('--<mark>show-output</mark>');
    expect(textLoads).toHaveLength(1);
  });

  it('suggests titles close to a query that found nothing', async () => {
    expect((await search.suggest('dameonn')).map((p) => [p.meta['title'], p.url])).toEqual([['Daemon (buckd)', '/docs/concepts/daemon/']]);
    expect(await search.suggest('xylophone')).toEqual([]);
  });
});
