import { describe, expect, it } from 'vitest';
import {
  isRealMatch,
  rankPages,
  safeExcerpt,
  snippet,
  snippetWordsOf,
  toHits,
  wordMatchesTerm,
  type PagefindPage,
} from '../../src/lib/search/adapter';
import { createLocalSearch, orderByTitle, type PagefindApi } from '../../src/lib/search/local-client';
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

  it('puts an exact title first, then an exact member', () => {
    const other = page('/docs/concepts/build_rule/', 'Build rules', 'Concepts', 'about <mark>artifact</mark>');
    const artifact = page('/docs/api/build/Artifact/', 'Artifact', 'API', '<mark>Artifact</mark>');
    expect(rankPages('artifact', [other, artifact]).map((p) => p.url)).toEqual(['/docs/api/build/Artifact/', '/docs/concepts/build_rule/']);
    expect(rankPages('declare_output', [other, analysisActions])[0]!.url).toBe('/docs/api/build/AnalysisActions/');
  });

  it('treats a page\'s sidebar label like its title ("cquery" is "buck2 cquery")', () => {
    const concept = page('/docs/concepts/build_target/', 'Build targets', 'Concepts', 'about <mark>targets</mark>');
    const command = { ...page('/docs/users/commands/targets/', 'buck2 targets', 'Users', 'lists <mark>targets</mark>') };
    command.meta = { ...command.meta, label: 'targets' };
    expect(rankPages('targets', [concept, command])[0]!.url).toBe('/docs/users/commands/targets/');
  });
});

describe('local search client', () => {
  const fakePagefind = (pages: PagefindPage[], seen: unknown[] = []): PagefindApi => ({
    search: async (_q, options) => {
      seen.push(options);
      return { results: pages.map((p, i) => ({ id: String(i), data: async () => p })) };
    },
  });

  it('answers DocSearch requests with hits and a per-query count', async () => {
    const seen: unknown[] = [];
    const local = createLocalSearch(async () => fakePagefind([analysisActions], seen), { language: 'en', version: 'current' });
    const { results } = await local.client.search({ requests: [{ indexName: 'docs', query: 'declare_output', hitsPerPage: 20, attributesToSnippet: ['content:5'] }] });
    expect(results[0]).toMatchObject({ nbHits: 1, index: 'docs', query: 'declare_output' });
    expect(results[0]!.hits[0]!.hierarchy.lvl1).toBe('AnalysisActions');
    expect(local.countFor('declare_output')).toBe(1);
    // Contextual search: the current language and docs version only.
    expect(seen).toEqual([{ filters: { language: 'en', version: 'current' } }]);
  });

  it('puts the page whose title or label is the query first, from the title map alone', () => {
    const results = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const titles = { a: ['Key concepts'], b: ['The Buck2 daemon (buckd)', 'Daemon (buckd)'], c: ['Daemon'] } as const;
    expect(orderByTitle('daemon', results, titles as never).map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });

  it('then the pages with a member of that name, also for a dotted query', () => {
    const results = [{ id: 'guide' }, { id: 'globals' }, { id: 'actions' }, { id: 'type' }];
    const titles = { guide: ['Writing rules'], globals: ['Build APIs', '', ['rule', 'transition']], actions: ['AnalysisActions', '', ['AnalysisActions.run']], type: ['Rule'] } as const;
    expect(orderByTitle('rule', results, titles as never).map((r) => r.id)).toEqual(['type', 'globals', 'guide', 'actions']);
    expect(orderByTitle('ctx.actions.run', results, titles as never)[0]!.id).toBe('actions');
  });

  it('loads only the pages a screen shows', async () => {
    const loaded: number[] = [];
    const pages = Array.from({ length: 40 }, (_, i) => page(`/docs/p${i}/`, `Page ${i}`, 'Concepts', 'the <mark>daemon</mark>'));
    const pagefind: PagefindApi = { search: async () => ({ results: pages.map((p, i) => ({ id: String(i), data: async () => (loaded.push(i), p) })) }) };
    const local = createLocalSearch(async () => pagefind, {});
    const { results } = await local.client.search({ requests: [{ indexName: 'docs', query: 'daemon', hitsPerPage: 10 }] });
    expect(results[0]!.nbHits).toBe(40);
    expect(new Set(loaded).size).toBe(10);
    const ranked = await local.search('daemon');
    expect((await ranked.slice(20, 40)).map((p) => p.url)[0]).toBe('/docs/p20/');
  });

  it('answers nothing for a word the index only matched by a short prefix', async () => {
    const junk = page('/docs/x/', 'X', 'Concepts', 'a lone <mark>x</mark>');
    const local = createLocalSearch(async () => fakePagefind([junk, junk]), {});
    const { results } = await local.client.search({ requests: [{ indexName: 'docs', query: 'xylophone' }] });
    expect(results[0]).toMatchObject({ nbHits: 0, hits: [] });
  });

  it('reports an index that cannot be loaded as an error', async () => {
    const local = createLocalSearch(async () => Promise.reject(new Error('offline')), {});
    await expect(local.client.search({ requests: [{ indexName: 'docs', query: 'x' }] })).rejects.toThrow('offline');
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
