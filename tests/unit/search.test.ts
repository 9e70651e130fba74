import { describe, expect, it } from 'vitest';
import { escapeHtml, safeExcerpt, snippet, snippetWordsOf, toHits, type ResultPage } from '../../src/lib/search/hits';
import { createDocSearchClient, excerptKey, noResultsHeading } from '../../src/lib/search/docsearch-client';
import { createLocalSearch, type SearchSources } from '../../src/lib/search/local-client';
import { packRecords, type PageText, type SearchRecord, type ShardFile } from '../../src/lib/search/engine/format';
import { parseSearchConfig } from '../../src/config/search';
import { searchUiConfig } from '../../src/lib/search/ui-config';

function page(url: string, title: string, section: string, excerpt: string, subs: ResultPage['sub_results'] = []): ResultPage {
  return { url, meta: { title, section }, excerpt, sub_results: subs };
}

const analysisActions = page('/docs/api/build/AnalysisActions/', 'AnalysisActions', 'API', 'The actions of a rule: <mark>declare_output</mark> reserves a path.', [
  { title: 'AnalysisActions.declare_output', url: '/docs/api/build/AnalysisActions/#do', excerpt: '<mark>declare_output</mark> reserves a path', anchor: { element: 'h2', id: 'do' } },
]);
const daemon = page('/docs/concepts/daemon/', 'Daemon', 'Concepts', 'The <mark>daemon</mark> keeps state.');
const test = page('/docs/users/commands/test/', 'buck2 test', 'Users', '', [
  { title: 'Filtering by label', url: '/docs/users/commands/test/#filtering-by-label', excerpt: 'select tests by <mark>label</mark>', anchor: { element: 'h3', id: 'filtering-by-label' } },
]);

describe('hit shaping', () => {
  const hits = toHits('declare_output', [analysisActions, daemon], { snippetWords: 10 });

  it('makes one hit per page, so the first hits are as many pages', () => {
    expect(hits.map((h) => h.url_without_anchor)).toEqual(['/docs/api/build/AnalysisActions/', '/docs/concepts/daemon/']);
  });

  it('links a page to the section that matched, with the page as lvl1 and the heading as lvl2', () => {
    expect(hits[0]).toMatchObject({ type: 'lvl2', url: '/docs/api/build/AnalysisActions/#do', anchor: 'do', hierarchy: { lvl0: 'API', lvl1: 'AnalysisActions', lvl2: 'AnalysisActions.declare_output' } });
    expect(hits[0]!._highlightResult.hierarchy.lvl2?.value).toBe('AnalysisActions.<mark>declare_output</mark>');
  });

  it('makes a page hit (lvl1) when no section matched, and a content hit when the heading itself does not hold the query', () => {
    expect(hits[1]).toMatchObject({ type: 'lvl1', url: '/docs/concepts/daemon/', hierarchy: { lvl0: 'Concepts', lvl1: 'Daemon', lvl2: null } });
    const [hit] = toHits('tests by label', [test], { snippetWords: 10 });
    expect(hit).toMatchObject({ type: 'lvl3', url: '/docs/users/commands/test/#filtering-by-label', hierarchy: { lvl3: 'Filtering by label' } });
    const [content] = toHits('select', [test], { snippetWords: 10 });
    expect(content).toMatchObject({ type: 'content', content: 'select tests by <mark>label</mark>' });
  });
});

describe('snippets and escaping', () => {
  it('cuts a snippet to the requested number of words around the first match', () => {
    const excerpt = 'one two three four five six seven eight nine ten eleven twelve <mark>target</mark> fourteen fifteen sixteen seventeen';
    const ten = snippet(excerpt, 10);
    expect(ten.replace(/…/g, '').trim().split(/\s+/)).toHaveLength(10);
    expect(ten).toContain('<mark>target</mark>');
    expect(snippet(excerpt, 5).replace(/…/g, '').trim().split(/\s+/)).toHaveLength(5);
  });

  it('escapes HTML in page text and keeps only the match marks', () => {
    expect(safeExcerpt('use <script>alert(1)</script> and &lt;b&gt; <mark>cmd_args</mark>')).toBe(
      'use &lt;script&gt;alert(1)&lt;/script&gt; and &lt;b&gt; <mark>cmd_args</mark>',
    );
    const [hit] = toHits('x', [page('/a/', '<img src=x onerror=alert(1)>', 'Docs', 'text')], { snippetWords: 10 });
    expect(hit!.hierarchy.lvl1).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(hit!._highlightResult.hierarchy.lvl1?.value).not.toContain('<img');
  });

  it('reads the snippet length DocSearch asks for', () => {
    expect(snippetWordsOf(['hierarchy.lvl1:10', 'content:5'])).toBe(5);
    expect(snippetWordsOf(undefined)).toBe(10);
  });
});

describe('local search client', () => {
  const record = (id: string, url: string, title: string, extra: Partial<SearchRecord> = {}): SearchRecord => ({
    url,
    title,
    section: 'Concepts',
    kind: 0,
    filters: { language: ['en'], version: ['current'] },
    text: `t/${id}.json`,
    ...extra,
  });
  const pages = [
    record('0', '/docs/api/build/AnalysisActions/', 'AnalysisActions', { section: 'API', kind: 2, headings: [['AnalysisActions.declare_output', 2, 'do']] }),
    record('1', '/docs/concepts/daemon/', 'Daemon'),
    record('2', '/docs/1.0/concepts/daemon/', 'Daemon', { filters: { language: ['en'], version: ['1.0'] } }),
    record('3', '/docs/users/commands/kill/', 'buck2 kill', { section: 'Users', kind: 1 }),
    ...Array.from({ length: 40 }, (_, i) => record(String(10 + i), `/docs/p${i}/`, `Page ${i}`)),
  ];
  // The daemon is named by two pages; the sandcastle by forty.
  const shard: ShardFile = { daemon: [1, 40, 2, 40, 3, 20], sandcastle: Array.from({ length: 40 }, (_, i) => [4 + i, 10]).flat() };
  const texts = (id: string): PageText => ({ headings: [], sections: [`the daemon and the sandcastle of page ${id}`] });
  const sources = (overrides: Partial<SearchSources> = {}): SearchSources & { loaded: string[] } => {
    const loaded: string[] = [];
    return {
      loaded,
      loadRecords: async () => ({ ...packRecords(pages, { language: ['en'], version: ['current'] }, 't'), terms: 'x', shards: [''], vocabulary: { dir: 'x', firsts: 'ds' } }),
      loadShard: async () => shard,
      loadVocabulary: async () => Object.keys(shard),
      loadText: async (id) => (loaded.push(id), texts(id)),
      filters: { language: 'en', version: 'current' },
      ...overrides,
    };
  };

  it('gives a title match its headline, in the current version only, without loading any page text', async () => {
    const src = sources();
    const local = createLocalSearch(src);
    expect((await local.full('daemon')).headlines(0, 10).map((p) => p.url)).toEqual(['/docs/concepts/daemon/', '/docs/users/commands/kill/']);
    expect(src.loaded).toEqual([]);
  });

  it('adds the pages whose text matches, after the title match', async () => {
    const local = createLocalSearch(sources());
    const ranked = await local.full('what is the daemon');
    expect((await ranked.slice(0, 10)).map((p) => p.url)).toEqual(['/docs/concepts/daemon/', '/docs/users/commands/kill/']);
  });

  it('answers the modal once per query, in the final order, and its excerpts afterwards for the pages shown only', async () => {
    const src = sources();
    const local = createLocalSearch(src);
    const excerpts = new Map<string, { html: string; url: string }>();
    const modal = createDocSearchClient(local, { onExcerpt: (key, excerpt) => excerpts.set(key, excerpt) });
    const { results } = await modal.client.search({ requests: [{ indexName: 'docs', query: 'sandcastle', hitsPerPage: 10 }] });
    expect(results[0]!.nbHits).toBe(40);
    expect(modal.countFor('sandcastle')).toBe(40);
    const first = results[0]!.hits[0]!;
    expect(first.excerptKey).toBe(excerptKey('sandcastle', '/docs/p0/'));
    await expect.poll(() => excerpts.size).toBe(10);
    expect(new Set(src.loaded).size).toBe(10);
    expect(excerpts.get(first.excerptKey!)!.html).toContain('<mark>sandcastle</mark>');
  });

  it('answers a query that matches nothing with the closest page titles, in a group that says so', async () => {
    const modal = createDocSearchClient(createLocalSearch(sources()), { onExcerpt: () => {} });
    const { results } = await modal.client.search({ requests: [{ indexName: 'docs', query: 'deamonx', hitsPerPage: 10 }] });
    expect(results[0]!.nbHits).toBe(0);
    expect(results[0]!.hits.map((h) => [h.url, h._highlightResult.hierarchy.lvl0?.value, h.hierarchy.lvl0])).toEqual([['/docs/concepts/daemon/', escapeHtml(noResultsHeading('deamonx')), 'Concepts']]);
    expect(results[0]!.hits[0]!.excerptKey).toBeUndefined();
  });

  it('reports an index that cannot be loaded as an error; a page text that cannot be loaded leaves its excerpt out', async () => {
    const offline = createLocalSearch(sources({ loadShard: () => Promise.reject(new Error('offline')) }));
    await expect(offline.full('sandcastle')).rejects.toThrow('offline');
    const noRecords = createLocalSearch(sources({ loadRecords: () => Promise.reject(new Error('HTTP 404')) }));
    await expect(noRecords.full('daemon')).rejects.toThrow('HTTP 404');
    const noText = createLocalSearch(sources({ loadText: () => Promise.reject(new Error('HTTP 404')) }));
    expect((await (await noText.full('sandcastle')).slice(0, 1))[0]).toMatchObject({ url: '/docs/p0/', excerpt: '' });
  });
});

describe('search configuration', () => {
  it('defaults to the embedded index', () => {
    expect(parseSearchConfig({ backend: 'embedded' })).toMatchObject({ backend: 'embedded', searchPagePath: 'search', contextualSearch: true });
  });

  it('fails a hosted backend without credentials, naming what is missing', () => {
    expect(() => parseSearchConfig({ backend: 'hosted', indexName: 'buck2' })).toThrow(/its appId and apiKey are missing/);
    expect(() => parseSearchConfig({ backend: 'hosted', indexName: 'buck2', appId: 'APP' })).toThrow(/its apiKey is missing/);
    expect(() => parseSearchConfig({ backend: 'hosted', indexName: 'buck2', apiKey: 'KEY' })).toThrow(/its appId is missing/);
  });

  it('adds contextual facet filters for the hosted backend', () => {
    const config = parseSearchConfig({ backend: 'hosted', indexName: 'buck2', appId: 'APP', apiKey: 'KEY', searchParameters: { facetFilters: ['type:content'] } });
    const ui = searchUiConfig(config, { language: 'en', version: 'current', repositoryUrl: 'https://github.com/facebook/buck2' });
    expect(ui.facetFilters).toEqual(['type:content', 'language:en', ['docusaurus_tag:docs-default-current']]);
    expect(ui.filters).toEqual({ language: 'en', version: 'current' });
  });
});
