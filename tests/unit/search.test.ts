import { describe, expect, it } from 'vitest';
import {
  isRealMatch,
  safeExcerpt,
  snippet,
  snippetWordsOf,
  toHits,
  wordMatchesTerm,
  type PagefindPage,
} from '../../src/lib/search/hits';
import { createDocSearchClient } from '../../src/lib/search/docsearch-client';
import { createLocalSearch, type PagefindApi } from '../../src/lib/search/local-client';
import { withAttributes, type SearchRecord } from '../../src/lib/search/records';
import { parseSearchConfig } from '../../src/config/search';
import { searchUiConfig } from '../../src/islands/search/config';

function page(url: string, title: string, section: string, excerpt: string, subs: PagefindPage['sub_results'] = []): PagefindPage {
  return { url, meta: { title, section }, excerpt, sub_results: subs };
}

const analysisActions = page(
  '/docs/api/build/AnalysisActions/',
  'AnalysisActions',
  'API',
  'The actions of a rule: <mark>declare_output</mark> reserves a path.',
  [
    { title: 'AnalysisActions', url: '/docs/api/build/AnalysisActions/', excerpt: 'x' },
    { title: 'AnalysisActions.copy_file', url: '/docs/api/build/AnalysisActions/#copy', excerpt: 'copies what <mark>declare_output</mark> made', anchor: { element: 'h2', id: 'copy' } },
    { title: 'AnalysisActions.declare_output', url: '/docs/api/build/AnalysisActions/#do', excerpt: '<mark>AnalysisActions.declare_output.</mark> Reserves', anchor: { element: 'h2', id: 'do' } },
    { title: 'Examples', url: '/docs/api/build/AnalysisActions/#ex', excerpt: 'an <mark>output</mark>', anchor: { element: 'h3', id: 'ex' } },
  ],
);

describe('hit shaping', () => {
  const hits = toHits('declare_output', [analysisActions], { snippetWords: 10 });

  it('makes a page hit with the section as lvl0 and the title as lvl1', () => {
    expect(hits[0]).toMatchObject({
      type: 'lvl1',
      url: '/docs/api/build/AnalysisActions/',
      hierarchy: { lvl0: 'API', lvl1: 'AnalysisActions', lvl2: null },
    });
  });

  it('puts each matching section under its page with its #anchor, exact member first', () => {
    expect(hits.slice(1).map((h) => [h.type, h.url, h.hierarchy.lvl2, h.hierarchy.lvl3])).toEqual([
      ['lvl2', '/docs/api/build/AnalysisActions/#do', 'AnalysisActions.declare_output', null],
      ['content', '/docs/api/build/AnalysisActions/#copy', 'AnalysisActions.copy_file', null],
      ['content', '/docs/api/build/AnalysisActions/#ex', null, 'Examples'],
    ]);
    expect(hits[1]!._highlightResult.hierarchy.lvl2?.value).toBe('AnalysisActions.<mark>declare_output</mark>');
  });

  it('limits the sections per page', () => {
    expect(toHits('declare_output', [analysisActions], { snippetWords: 10, maxSubResultsPerPage: 1 })).toHaveLength(2);
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

describe('matching and ranking', () => {
  it('accepts stems and prefixes, rejects a stray prefix of an unknown word', () => {
    expect(wordMatchesTerm('target', 'targets')).toBe(true);
    expect(wordMatchesTerm('daemon', 'daem')).toBe(true);
    expect(wordMatchesTerm('ctx.actions.declare_output', 'declare_output')).toBe(true);
    expect(wordMatchesTerm('configuration', 'configurations')).toBe(true);
    expect(wordMatchesTerm('x', 'xylophone')).toBe(false);
    expect(wordMatchesTerm('xy', 'xylophone')).toBe(false);
  });

  it('drops pages that only matched a fallback prefix', () => {
    const stray = page('/bool/', 'bool', 'API', 'truth value of <mark>x:</mark> True if <mark>x</mark>');
    expect(isRealMatch('xylophone', stray)).toBe(false);
    expect(isRealMatch('declare_output', analysisActions)).toBe(true);
  });
});

describe('local search client', () => {
  const record = (id: string, url: string, title: string, extra: Partial<SearchRecord> = {}): SearchRecord => ({
    id,
    url,
    title,
    section: 'Concepts',
    kind: 0,
    filters: { language: ['en'], version: ['current'] },
    ...extra,
  });
  const records = [
    record('0', '/docs/api/build/AnalysisActions/', 'AnalysisActions', { section: 'API', kind: 2, headings: [['AnalysisActions.declare_output', 2, 'do']] }),
    record('1', '/docs/concepts/daemon/', 'Daemon'),
    record('old', '/docs/1.0/concepts/daemon/', 'Daemon', { filters: { language: ['en'], version: ['1.0'] } }),
  ];
  const fakePagefind = (pages: PagefindPage[], seen: unknown[] = []): PagefindApi => ({
    search: async (q, options) => {
      seen.push([q, options]);
      return { results: pages.map((p, i) => ({ id: `body${i}`, data: async () => p })) };
    },
  });
  const sources = (pagefind: () => Promise<PagefindApi>, extra: SearchRecord[] = []) => ({
    loadRecords: async () => [...records, ...extra],
    loadAttributes: async () => ({}),
    loadPagefind: pagefind,
    filters: { language: 'en', version: 'current' },
  });

  it('answers a title or member match from memory, without Pagefind, in the current version only', async () => {
    const local = createLocalSearch(sources(() => Promise.reject(new Error('not needed'))));
    const ranked = await local.memory('daemon');
    expect((await ranked.slice(0, 10)).map((p) => p.url)).toEqual(['/docs/concepts/daemon/']);
    const [actions] = await (await local.memory('declare_output')).slice(0, 1);
    expect(actions!.sub_results.map((s) => s.url)).toEqual(['/docs/api/build/AnalysisActions/#do']);
  });

  it('adds the pages Pagefind finds in body text after the memory matches, asking it for the meaningful words', async () => {
    const seen: unknown[] = [];
    const body = page('/docs/users/commands/kill/', 'buck2 kill', 'Users', 'stops the <mark>daemon</mark>');
    const local = createLocalSearch(sources(async () => fakePagefind([body], seen), [record('body0', body.url, 'buck2 kill')]));
    const ranked = await local.full('what is the daemon');
    expect((await ranked.slice(0, 10)).map((p) => p.url)).toEqual(['/docs/concepts/daemon/', '/docs/users/commands/kill/']);
    expect(seen).toEqual([['daemon', { filters: { language: 'en', version: 'current' } }]]);
  });

  it('answers the modal from memory first, then asks it to search again once the full answer is in', async () => {
    const body = page('/docs/users/commands/kill/', 'buck2 kill', 'Users', 'stops the <mark>daemon</mark>');
    const local = createLocalSearch(sources(async () => fakePagefind([body]), [record('body0', body.url, 'buck2 kill')]));
    const again: string[] = [];
    const modal = createDocSearchClient(local, (q) => again.push(q));
    const first = await modal.client.search({ requests: [{ indexName: 'docs', query: 'daemon', hitsPerPage: 10 }] });
    expect(first.results[0]!.nbHits).toBe(1);
    await expect.poll(() => again).toEqual(['daemon']);
    const second = await modal.client.search({ requests: [{ indexName: 'docs', query: 'daemon', hitsPerPage: 10 }] });
    expect(second.results[0]!.nbHits).toBe(2);
    expect(modal.countFor('daemon')).toBe(2);
  });

  it('loads only the body pages a screen shows', async () => {
    const loaded: number[] = [];
    const pages = Array.from({ length: 40 }, (_, i) => page(`/docs/p${i}/`, `Page ${i}`, 'Concepts', 'the <mark>sandcastle</mark>'));
    const pagefind: PagefindApi = { search: async () => ({ results: pages.map((p, i) => ({ id: `p${i}`, data: async () => (loaded.push(i), p) })) }) };
    const extra = pages.map((p, i) => record(`p${i}`, p.url, p.meta['title']!));
    const local = createLocalSearch(sources(async () => pagefind, extra));
    const modal = createDocSearchClient(local, () => {});
    const { results } = await modal.client.search({ requests: [{ indexName: 'docs', query: 'sandcastle', hitsPerPage: 10 }] });
    expect(results[0]!.nbHits).toBe(40);
    expect(new Set(loaded).size).toBe(10);
    expect((await (await local.full('sandcastle')).slice(20, 40)).map((p) => p.url)[0]).toBe('/docs/p20/');
  });

  it('answers nothing for a word the index only matched by a short prefix', async () => {
    const junk = page('/docs/x/', 'X', 'Concepts', 'a lone <mark>x</mark>');
    const local = createLocalSearch(sources(async () => fakePagefind([junk, junk]), [record('body0', '/docs/x/', 'X'), record('body1', '/docs/x/', 'X')]));
    expect((await local.full('xylophone')).total).toBe(0);
  });

  it('reports an index that cannot be loaded as an error, but keeps memory matches without Pagefind', async () => {
    const offline = createLocalSearch(sources(() => Promise.reject(new Error('offline'))));
    await expect(offline.full('sandcastle')).rejects.toThrow('offline');
    expect((await offline.full('daemon')).total).toBe(1);
    const noRecords = createLocalSearch({ ...sources(() => Promise.reject(new Error('offline'))), loadRecords: () => Promise.reject(new Error('HTTP 404')) });
    await expect(noRecords.memory('daemon')).rejects.toThrow('HTTP 404');
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

describe('rule attributes', () => {
  const rule: SearchRecord = { id: 'r', url: '/docs/prelude/rules/core/genrule/', title: 'genrule', section: 'Rules', kind: 2, headings: [['Attributes', 2]], filters: {} };

  it('join a rule page as h3 headings that are reference names', () => {
    expect(withAttributes([rule], { r: ['executable_outs', 'cmd'] })).toEqual([
      { ...rule, headings: [['Attributes', 2], ['executable_outs', 3], ['cmd', 3]], names: [1, 2] },
    ]);
  });

  it('are searched for the full answer, not for the first one', async () => {
    const local = createLocalSearch({
      loadRecords: async () => [rule],
      loadAttributes: async () => ({ r: ['executable_outs'] }),
      loadPagefind: async () => ({ search: async () => ({ results: [] }) }),
      filters: {},
    });
    expect((await local.memory('executable_outs')).total).toBe(0);
    expect((await (await local.full('executable_outs')).slice(0, 1))[0]!.sub_results.map((s) => s.url)).toEqual(['/docs/prelude/rules/core/genrule/#executable_outs']);
  });
});
