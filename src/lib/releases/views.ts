import { indexHistory, KIND_LABELS, KINDS, type Changes, type ItemHistory, type Kind, type ReleaseHistory } from './history';

/*
 * What the release pages and the comparison island show, from a set of
 * changes: pure, for the build and the browser alike.
 */

export interface ItemView {
  name: string;
  href: string | undefined;
}
/** One kind's changes: an h2 (h3 in the island) and its lists. */
export interface KindChanges {
  id: string;
  heading: string;
  added: ItemView[];
  removed: ItemView[];
  /** Attributes whose default changed. */
  changed: (ItemView & { from: string; to: string })[];
}

export type HrefOf = (kind: Kind, name: string) => string | undefined;

/** The kinds that changed, in the order of KINDS, each item with its page where the site has one. */
export function kindChanges(changes: Changes, hrefOf: HrefOf): KindChanges[] {
  const view = (kind: Kind) => (name: string) => ({ name, href: hrefOf(kind, name) });
  return KINDS.map((kind) => ({
    id: `${kind.toLowerCase()}-changes`,
    heading: KIND_LABELS[kind],
    added: changes.added[kind].map(view(kind)),
    removed: changes.removed[kind].map(view(kind)),
    changed: kind === 'attribute' ? changes.changedDefaults.map((c) => ({ ...view(kind)(c.name), from: c.from, to: c.to })) : [],
  })).filter((k) => k.added.length + k.removed.length + k.changed.length > 0);
}

/** A comparison page's path. */
export const comparePath = (from: string, to: string) => `/docs/releases/compare/${from}...${to}/`;

const DAY = 24 * 60 * 60 * 1000;

/**
 * The comparisons built as pages (no JavaScript needed): the newest release
 * against the one before, the releases about 3, 6 and 12 months older, and
 * the oldest; each once.
 */
export function comparePairs(tags: readonly string[]): { from: string; to: string; label: string }[] {
  const newest = tags.at(-1)!;
  const olderThan = (days: number) => tags.findLast((t) => Date.parse(newest) - Date.parse(t) >= days * DAY);
  const wanted = [
    { from: tags.at(-2), label: 'the release before' },
    { from: olderThan(90), label: 'about 3 months earlier' },
    { from: olderThan(182), label: 'about 6 months earlier' },
    { from: olderThan(365), label: 'about a year earlier' },
    { from: tags[0], label: 'the oldest release' },
  ];
  const seen = new Set<string>([newest]);
  return wanted.flatMap(({ from, label }) => (from && !seen.has(from) && seen.add(from) ? [{ from, to: newest, label }] : []));
}

/**
 * The history as the island downloads it: release tags, then per kind
 * `[name, added, removed, href, defaults]` with releases as indexes into the
 * tag list (removed -1 when still there; href and defaults left out when none).
 */
export interface CompactHistory {
  tags: string[];
  kinds: Partial<Record<Kind, [string, number, number, string?, [number, string, string][]?][]>>;
}

export function compactHistory(history: ReleaseHistory, hrefOf: HrefOf): CompactHistory {
  const tags = history.releases.map((r) => r.tag);
  const at = new Map(tags.map((t, i) => [t, i]));
  const kinds: CompactHistory['kinds'] = {};
  for (const kind of KINDS) {
    const entries = Object.entries(history.items[kind]);
    if (!entries.length) continue;
    kinds[kind] = entries.map(([name, h]) => {
      const href = hrefOf(kind, name);
      const defaults = h.defaults?.map((d) => [at.get(d.release)!, d.from, d.to] as [number, string, string]);
      const row: [string, number, number, string?, [number, string, string][]?] = [name, at.get(h.added)!, h.removed === null ? -1 : at.get(h.removed)!];
      if (href || defaults?.length) row.push(href ?? '');
      if (defaults?.length) row.push(defaults);
      return row;
    });
  }
  return { tags, kinds };
}

/** The history and its links, back from the compact form. */
export function expandHistory(compact: CompactHistory): { history: ReleaseHistory; hrefOf: HrefOf } {
  const { tags } = compact;
  const hrefs = new Map<string, string>();
  const items = Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      Object.fromEntries(
        (compact.kinds[kind] ?? []).map(([name, added, removed, href, defaults]) => {
          if (href) hrefs.set(`${kind}:${name}`, href);
          const item: ItemHistory = { added: tags[added]!, removed: removed < 0 ? null : tags[removed]!, defaults: defaults?.map(([r, from, to]) => ({ release: tags[r]!, from, to })) };
          return [name, item];
        }),
      ),
    ]),
  ) as Record<Kind, Record<string, ItemHistory>>;
  return { history: indexHistory(tags.map((tag) => ({ tag, commit: '' })), items), hrefOf: (kind, name) => hrefs.get(`${kind}:${name}`) };
}
