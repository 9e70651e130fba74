/*
 * The release history of Buck2 (issue 40; format in src/data/release-history.json,
 * written by tools/extract-history.mjs): validated once, then what each release
 * added, removed or changed, any two releases' difference, and the badge of
 * one item. No Node, Astro or schema import: the comparison island runs the
 * same diff in the browser. The file is checked by ./load.ts.
 */

export const KINDS = ['rule', 'attribute', 'api', 'command', 'flag', 'config', 'env', 'exit', 'errorTag'] as const;
export type Kind = (typeof KINDS)[number];

/** How a release page names each kind, in its order. */
export const KIND_LABELS: Record<Kind, string> = {
  rule: 'Rules',
  attribute: 'Rule attributes',
  api: 'API members',
  command: 'Commands',
  flag: 'Command flags',
  config: '.buckconfig keys',
  env: 'Environment variables',
  exit: 'Exit codes',
  errorTag: 'Error tags',
};

/** One item's life: the release that added it, the one that removed it, its default's changes (attributes). */
export interface ItemHistory {
  added: string;
  removed: string | null;
  /** The name it had before a release renamed it (an API type): it dates from that name. */
  renamedFrom?: string | undefined;
  /** A null default: none there (the attribute is required). */
  defaults?: { release: string; from: string | null; to: string | null }[] | undefined;
}
export interface Release {
  tag: string;
  commit: string;
}
/** A default that changed between two releases (attributes only). */
export interface DefaultChange {
  name: string;
  /** null: no default (required). */
  from: string | null;
  to: string | null;
}
/** What changed between two releases, per kind, names sorted. */
export interface Changes {
  added: Record<Kind, string[]>;
  removed: Record<Kind, string[]>;
  changedDefaults: DefaultChange[];
}
/** A badge next to an item: "Added in <tag>" or "Removed in <tag>", linking to that release's page. */
export interface Badge {
  label: string;
  tag: string;
}

export interface ReleaseHistory {
  /** Oldest first. */
  releases: readonly Release[];
  first: string;
  newest: string;
  items: Record<Kind, Readonly<Record<string, ItemHistory>>>;
  /** What a release changed since the one before it (the first release: nothing, it is where the history starts). */
  changesIn(tag: string): Changes;
  /** What changed from one release to another (in either order of dates, `from` is the reader's). */
  diff(from: string, to: string): Changes;
  /** The badge an item's entry shows, if any: it was removed, or it arrived after the first release. */
  since(kind: Kind, name: string): Badge | undefined;
}

/** When an item first arrived under any of its names: a renamed one dates from the name it had before. */
function firstAdded(items: Readonly<Record<string, ItemHistory>>, h: ItemHistory): string {
  let at = h;
  const seen = new Set<string>();
  for (let name = at.renamedFrom; name !== undefined && items[name] && !seen.has(name); name = at.renamedFrom) {
    seen.add(name);
    at = items[name]!;
  }
  return at.added;
}

const emptyByKind = (): Record<Kind, string[]> => Object.fromEntries(KINDS.map((k) => [k, []])) as unknown as Record<Kind, string[]>;
const presentAt = (h: ItemHistory, tag: string) => h.added <= tag && (h.removed === null || tag < h.removed);

/** The history of checked data (./load.ts checks the file; the island reads what the build wrote from it). */
export function indexHistory(releases: readonly Release[], items: Record<Kind, Readonly<Record<string, ItemHistory>>>): ReleaseHistory {
  const first = releases[0]!.tag;
  const newest = releases.at(-1)!.tag;
  const diff = (from: string, to: string): Changes => {
    const changes: Changes = { added: emptyByKind(), removed: emptyByKind(), changedDefaults: [] };
    for (const kind of KINDS) {
      for (const [name, h] of Object.entries(items[kind])) {
        const [before, after] = [presentAt(h, from), presentAt(h, to)];
        if (after && !before) changes.added[kind].push(name);
        if (before && !after) changes.removed[kind].push(name);
        const [low, high] = from < to ? [from, to] : [to, from];
        const between = before && after ? (h.defaults ?? []).filter((d) => low < d.release && d.release <= high) : [];
        if (between.length) {
          const [a, b] = [between[0]!, between.at(-1)!];
          const change = from < to ? { from: a.from, to: b.to } : { from: b.to, to: a.from };
          if (change.from !== change.to) changes.changedDefaults.push({ name, ...change });
        }
      }
      changes.added[kind].sort();
      changes.removed[kind].sort();
    }
    changes.changedDefaults.sort((a, b) => a.name.localeCompare(b.name));
    return changes;
  };
  const index = new Map(releases.map((r, i) => [r.tag, i]));
  const perRelease = new Map<string, Changes>();
  return {
    releases,
    first,
    newest,
    items,
    diff,
    changesIn: (tag) => {
      const i = index.get(tag);
      if (i === undefined) throw new Error(`release history: no release ${tag}`);
      if (!perRelease.has(tag)) perRelease.set(tag, diff(releases[Math.max(0, i - 1)]!.tag, tag));
      return perRelease.get(tag)!;
    },
    since: (kind, name) => {
      const h = items[kind][name];
      if (!h) return undefined;
      if (h.removed !== null) return { label: `Removed in ${h.removed}`, tag: h.removed };
      const added = firstAdded(items[kind], h);
      return added > first ? { label: `Added in ${added}`, tag: added } : undefined;
    },
  };
}

/** How many items a set of changes adds or removes, per kind. */
export const countsOf = (changes: Changes) =>
  KINDS.map((kind) => ({ kind, added: changes.added[kind].length, removed: changes.removed[kind].length, changed: kind === 'attribute' ? changes.changedDefaults.length : 0 }));

/** A release's page. */
export const releasePath = (tag: string) => `/docs/releases/${tag}/`;
