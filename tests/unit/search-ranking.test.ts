import { describe, expect, it } from 'vitest';
import { createIndex } from '../../src/lib/search/ranking';
import { parseQuery } from '../../src/lib/search/query';
import type { SearchRecord } from '../../src/lib/search/records';
import { boundedDistance } from '../../src/lib/edit-distance';

let n = 0;
const page = (url: string, title: string, extra: Partial<SearchRecord> = {}): SearchRecord => ({
  id: String(n++),
  url,
  title,
  section: 'Docs',
  kind: url.startsWith('/docs/api/') ? 2 : url.startsWith('/docs/users/commands/') ? 1 : 0,
  filters: {},
  ...extra,
});

const RECORDS: SearchRecord[] = [
  page('/docs/concepts/key_concepts/', 'Key concepts', { headings: [['Daemon and the build graph', 2]] }),
  page('/docs/concepts/daemon/', 'The Buck2 daemon (buckd)', { label: 'Daemon' }),
  page('/docs/users/commands/kill/', 'buck2 kill', { label: 'kill' }),
  page('/docs/users/commands/killall/', 'buck2 killall', { label: 'killall' }),
  page('/docs/getting_started/install/', 'Install Buck2', { label: 'Install' }),
  page('/docs/users/commands/install/', 'buck2 install', { label: 'install' }),
  page('/docs/getting_started/what_is_buck2/', 'What is Buck2?'),
  page('/docs/concepts/target_pattern/', 'Target patterns'),
  page('/docs/concepts/visibility/', 'Visibility'),
  page('/docs/concepts/configurations/', 'Configurations', { headings: [['Transitions and visibility', 2]] }),
  page('/docs/api/build/AnalysisActions/', 'AnalysisActions', { headings: [['AnalysisActions.run', 2], ['AnalysisActions.declare_output', 2]], names: [0, 1] }),
  page('/docs/api/bxl/Actions/', 'Actions', { headings: [['Actions.run', 2]], names: [0] }),
  page('/docs/api/build/attrs/', 'attrs', { headings: [['attrs.dep', 2], ['attrs.string', 2]], names: [0, 1] }),
  page('/docs/api/build/AnalysisContext/', 'AnalysisContext', { headings: [['AnalysisContext.attrs', 2]], names: [0] }),
  page('/docs/api/build/TransitionInfo/', 'TransitionInfo', { headings: [['TransitionInfo.attrs', 2]], names: [0] }),
  page('/docs/rule_authors/writing_rules/', 'Writing rules', { headings: [['Declaring outputs', 2]] }),
];
const index = createIndex(RECORDS);
const urls = (q: string) => index.rank(q).map((m) => m.record.url);

describe('search ranking tiers', () => {
  it('puts a title or sidebar label equal to the query first', () => {
    expect(urls('daemon')[0]).toBe('/docs/concepts/daemon/');
    expect(urls('Target patterns')[0]).toBe('/docs/concepts/target_pattern/');
  });

  it('then a title that starts with the query, then one holding every query word', () => {
    expect(urls('target pat')[0]).toBe('/docs/concepts/target_pattern/');
    expect(index.rank('buck2 daemon')[0]).toMatchObject({ tier: 0, closeness: 1, record: { url: '/docs/concepts/daemon/' } });
    expect(index.rank('daemon build')[0]).toMatchObject({ tier: 4, record: { url: '/docs/concepts/key_concepts/' } });
    expect(urls('buck2 install')[0]).toBe('/docs/users/commands/install/');
  });

  it('prefers a guide to a command or reference page in the same tier', () => {
    expect(urls('install').slice(0, 2)).toEqual(['/docs/getting_started/install/', '/docs/users/commands/install/']);
  });

  it('finds a reference member by its name or its last dotted part, closer when the other parts are in the title', () => {
    expect(urls('ctx.actions.run')[0]).toBe('/docs/api/build/AnalysisActions/');
    expect(urls('ctx.attrs')[0]).toBe('/docs/api/build/AnalysisContext/');
    expect(urls('attrs.dep')[0]).toBe('/docs/api/build/attrs/');
    expect(index.rank('declare_output')[0]).toMatchObject({ tier: 3, heading: 1 });
  });

  it('ranks a heading match below title and name matches', () => {
    expect(urls('visibility')).toEqual(['/docs/concepts/visibility/', '/docs/concepts/configurations/']);
    expect(index.rank('visibility')[1]).toMatchObject({ tier: 4, heading: 0 });
  });

  it('does not let stop words or "buck2" outweigh the other words', () => {
    expect(urls('what is buck2')[0]).toBe('/docs/getting_started/what_is_buck2/');
    expect(urls('buck2 kill')[0]).toBe('/docs/users/commands/kill/');
    expect(parseQuery('what is the buck2 daemon').content).toEqual(['daemon']);
  });
});

describe('typo tolerance', () => {
  it('allows one edit from 4 letters and two from 8, in titles, labels, headings and names', () => {
    expect(urls('deamon')[0]).toBe('/docs/concepts/daemon/');
    expect(urls('visibilty')[0]).toBe('/docs/concepts/visibility/');
    expect(urls('cnofigurtaions')[0]).toBe('/docs/concepts/configurations/');
    expect(urls('declare_ouptut')[0]).toBe('/docs/api/build/AnalysisActions/');
  });

  it('allows no edit under 4 letters, nor a second edit under 8', () => {
    expect(urls('kll')).toEqual([]);
    expect(urls('daemno x')).toEqual([]);
    expect(urls('visiblty')[0]).toBe('/docs/concepts/visibility/');
    expect(urls('visibty')).toEqual([]);
  });

  it('ranks a misspelt match below every exact match', () => {
    const matches = index.rank('kill');
    expect(matches.map((m) => [m.record.url, m.fuzzy])).toEqual([
      ['/docs/users/commands/kill/', false],
      ['/docs/users/commands/killall/', false],
    ]);
    expect(index.rank('visibilty').every((m) => m.fuzzy)).toBe(true);
  });

  it('suggests up to three titles close to a query that found nothing', () => {
    expect(index.suggest('dameonn', 3)).toEqual(['Daemon']);
    expect(index.suggest('xylophone', 3)).toEqual([]);
    expect(index.suggest('install', 3).length).toBeLessThanOrEqual(3);
  });

  it('stops counting edits past the bound', () => {
    expect(boundedDistance('daemon', 'deamon', 1)).toBe(1);
    expect(boundedDistance('visibility', 'visiblty', 1)).toBe(2);
    expect(boundedDistance('abc', 'abcdef', 1)).toBe(2);
  });
});
