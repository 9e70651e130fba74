import { indexHistory, KIND_LABELS, KINDS, type Changes, type ItemHistory, type Kind, type ReleaseHistory } from './history';

/*
 * What the release pages and the comparison island show, from a set of
 * changes: pure, for the build and the browser alike.
 */

export interface ItemView {
  name: string;
  href: string | undefined;
  /** When a long list is summarised: how many of the owner's items it stands for. */
  count?: number;
}
/** A list of added or removed items; a long one is summarised by owner (rule, type, command, section) with counts. */
export interface ItemList {
  items: ItemView[];
  total: number;
  byOwner: boolean;
}
/** One kind's changes: an h2 (h3 in the island) and its lists. */
export interface KindChanges {
  id: string;
  heading: string;
  added: ItemList;
  removed: ItemList;
  /** Attributes whose default changed. */
  changed: (ItemView & { from: string | null; to: string | null })[];
}

export type HrefOf = (kind: Kind, name: string) => string | undefined;

/**
 * Longer lists of a kind with owners are summarised on the pages built
 * without JavaScript: thousands of attributes between releases years apart
 * would not fit the page budget, nor help a reader.
 */
export const LIST_LIMIT = 150;

/** What an item belongs to: the rule of an attribute, the type of a member, the command of a flag, the section of a key. */
function ownerOf(kind: Kind, name: string): string | undefined {
  if (kind === 'attribute' || kind === 'api' || kind === 'config') return name.includes('.') ? name.slice(0, name.indexOf('.')) : undefined;
  if (kind === 'flag') return name.includes(' ') ? name.slice(0, name.lastIndexOf(' ')) : 'every command';
  return undefined;
}

function itemList(kind: Kind, names: string[], hrefOf: HrefOf, limit: number): ItemList {
  const items = names.map((name) => ({ name, href: hrefOf(kind, name) }));
  if (names.length <= limit || !names.every((n) => ownerOf(kind, n) !== undefined)) return { items, total: names.length, byOwner: false };
  const owners = new Map<string, ItemView & { count: number }>();
  for (const item of items) {
    const owner = ownerOf(kind, item.name)!;
    const entry = owners.get(owner) ?? { name: owner, href: undefined, count: 0 };
    entry.count += 1;
    // The owner's page: an item's page without its anchor.
    entry.href ??= item.href?.split('#')[0];
    owners.set(owner, entry);
  }
  return { items: [...owners.values()], total: names.length, byOwner: true };
}

/** The kinds that changed, in the order of KINDS, each item with its page where the site has one; lists over `limit` by owner. */
export function kindChanges(changes: Changes, hrefOf: HrefOf, limit = LIST_LIMIT): KindChanges[] {
  return KINDS.map((kind) => ({
    id: `${kind.toLowerCase()}-changes`,
    heading: KIND_LABELS[kind],
    added: itemList(kind, changes.added[kind], hrefOf, limit),
    removed: itemList(kind, changes.removed[kind], hrefOf, limit),
    changed: kind === 'attribute' ? changes.changedDefaults.map((c) => ({ name: c.name, href: hrefOf(kind, c.name), from: c.from, to: c.to })) : [],
  })).filter((k) => k.added.total + k.removed.total + k.changed.length > 0);
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
  kinds: Partial<Record<Kind, [string, number, number, string?, [number, string | null, string | null][]?][]>>;
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
      const defaults = h.defaults?.map((d) => [at.get(d.release)!, d.from, d.to] as [number, string | null, string | null]);
      const row: [string, number, number, string?, [number, string | null, string | null][]?] = [name, at.get(h.added)!, h.removed === null ? -1 : at.get(h.removed)!];
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
