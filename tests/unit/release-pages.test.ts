import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countsOf, type ReleaseHistory } from '../../src/lib/releases/history';
import { parseReleaseHistory } from '../../src/lib/releases/load';
import { comparePairs, compactHistory, expandHistory, kindChanges, type CompactHistory } from '../../src/lib/releases/views';

const sample = JSON.parse(readFileSync('tests/fixtures/release-history-sample.json', 'utf8')) as { releases: { tag: string; commit: string }[]; kinds: Record<string, unknown> };

function load(json: unknown = sample): ReleaseHistory {
  const parsed = parseReleaseHistory(json);
  if ('problems' in parsed) throw new Error(parsed.problems.join('\n'));
  return parsed.history;
}

describe('release history: badges', () => {
  const history = load();
  it('shows "Added in" only for what arrived after the first release', () => {
    expect(history.since('flag', 'server --status')).toEqual({ label: 'Added in 2026-07-01', tag: '2026-07-01' });
    expect(history.since('attribute', 'cxx_library.link_whole')).toEqual({ label: 'Added in 2024-02-01', tag: '2024-02-01' });
    expect(history.since('rule', 'cxx_library')).toBeUndefined();
    expect(history.since('api', 'AnalysisActions.run')).toBeUndefined();
    // A member of a renamed type dates from its first name: no badge for the rename itself.
    expect(history.since('api', 'AnalysisActions.symlink_file')).toBeUndefined();
    expect(history.since('api', 'AnalysisActions.copy_dir')).toEqual({ label: 'Added in 2024-02-01', tag: '2024-02-01' });
  });
  it('shows "Removed in" for what went away, and nothing for unknown names', () => {
    expect(history.since('rule', 'd_binary')).toEqual({ label: 'Removed in 2026-03-11', tag: '2026-03-11' });
    expect(history.since('config', 'no.such_key')).toBeUndefined();
  });
});

describe('release history: what each release changed', () => {
  const history = load();
  it('lists an item under the release that added or removed it, and no other', () => {
    expect(history.changesIn('2026-07-01').added.flag).toEqual(['server --status']);
    expect(history.changesIn('2026-06-15').added.flag).toEqual([]);
    expect(history.changesIn('2026-03-11').removed.rule).toEqual(['d_binary']);
    expect(history.changesIn('2025-01-15').changedDefaults).toEqual([{ name: 'cxx_library.link_whole', from: 'False', to: 'None' }]);
  });
  it('starts the history at the first release: it changes nothing', () => {
    expect(countsOf(history.changesIn('2023-07-11')).every((c) => c.added === 0 && c.removed === 0 && c.changed === 0)).toBe(true);
  });
});

describe('release history: comparing two releases', () => {
  const history = load();
  it('collects every change between them', () => {
    const d = history.diff('2024-01-02', '2026-08-22');
    expect(d.added.flag).toEqual(['build --overall-timeout', 'server --status']);
    expect(d.removed.flag).toEqual(['build --old-flag']);
    expect(d.removed.attribute).toEqual(['rust_library.old_attr']);
    expect(d.added.attribute).toEqual(['cxx_library.link_whole']);
    // Added after the older release: no default change to report for it.
    expect(d.changedDefaults).toEqual([]);
  });
  it('reads backwards when the reader goes back in time', () => {
    const d = history.diff('2026-08-22', '2024-03-01');
    expect(d.removed.flag).toEqual(['build --overall-timeout', 'server --status']);
    expect(d.added.flag).toEqual(['build --old-flag']);
    expect(d.changedDefaults).toEqual([{ name: 'cxx_library.link_whole', from: 'None', to: 'False' }]);
  });
  it('finds nothing between a release and itself', () => {
    expect(countsOf(history.diff('2025-01-15', '2025-01-15')).every((c) => c.added + c.removed + c.changed === 0)).toBe(true);
  });
});

describe('release history: validation', () => {
  const problemsOf = (json: unknown) => {
    const parsed = parseReleaseHistory(json);
    return 'problems' in parsed ? parsed.problems.join('\n') : '';
  };
  it('accepts the releases alone (the placeholder before the first extraction)', () => {
    expect(problemsOf({ releases: sample.releases })).toBe('');
  });
  it('names the item whose release is not in the list', () => {
    expect(problemsOf({ ...sample, kinds: { flag: { 'build --x': { added: '2030-01-01', removed: null } } } })).toContain('kinds.flag.build --x: 2030-01-01 is not a release');
  });
  it('rejects a removal before the addition, unsorted releases and an unknown kind', () => {
    expect(problemsOf({ ...sample, kinds: { rule: { r: { added: '2024-02-01', removed: '2023-07-11' } } } })).toContain('is not after added');
    expect(problemsOf({ ...sample, releases: [...sample.releases].reverse() })).toContain('oldest first');
    expect(problemsOf({ ...sample, kinds: { macro: {} } })).not.toBe('');
  });
});

describe('release history: what the pages and the island show', () => {
  const history = load();
  const hrefOf = (kind: string, name: string) => (kind === 'flag' ? `/docs/users/commands/${name.split(' ')[0]}/` : undefined);
  it('offers the newest release against 1 release back, about 3, 6 and 12 months back, and the oldest', () => {
    const tags = history.releases.map((r) => r.tag);
    expect(comparePairs(tags).map((p) => `${p.from}...${p.to}`)).toEqual([
      '2026-08-01...2026-08-22',
      '2026-05-18...2026-08-22',
      '2026-02-01...2026-08-22',
      '2025-08-15...2026-08-22',
      '2023-07-11...2026-08-22',
    ]);
  });
  it('lists the kinds that changed, each item with its page', () => {
    const sections = kindChanges(history.diff('2026-06-15', '2026-07-01'), hrefOf);
    expect(sections).toEqual([
      {
        id: 'flag-changes',
        heading: 'Command flags',
        added: { items: [{ name: 'server --status', href: '/docs/users/commands/server/' }], total: 1, byOwner: false },
        removed: { items: [], total: 0, byOwner: false },
        changed: [],
      },
    ]);
  });
  it('sums up a list longer than the limit by owner, with counts and the owner’s page', () => {
    const [flags] = kindChanges(history.diff('2023-07-11', '2026-08-22'), hrefOf, 1).filter((k) => k.id === 'flag-changes');
    expect(flags!.added).toEqual({
      items: [
        { name: 'build', href: '/docs/users/commands/build/', count: 1 },
        { name: 'server', href: '/docs/users/commands/server/', count: 1 },
      ],
      total: 2,
      byOwner: true,
    });
    expect(flags!.removed.byOwner).toBe(false);
  });
  it('gives the island the same differences from the compact file', () => {
    const { history: expanded, hrefOf: expandedHref } = expandHistory(JSON.parse(JSON.stringify(compactHistory(history, hrefOf))) as CompactHistory);
    for (const [from, to] of [['2023-07-11', '2026-08-22'], ['2026-08-22', '2024-03-01'], ['2025-01-02', '2025-01-15']] as const) {
      expect(kindChanges(expanded.diff(from, to), expandedHref)).toEqual(kindChanges(history.diff(from, to), hrefOf));
    }
  });
});
