import type { MarkdownHeading } from 'astro';
import { countsOf, KIND_LABELS, releasePath, type Kind } from './history';
import { releaseHistory } from './load';
import { getItemLinks } from './links';
import { comparePairs, comparePath, kindChanges, type KindChanges } from './views';

/*
 * The release pages (issue 40), decided once per page: the list of releases,
 * one page per release, and the comparisons built for common pairs. The
 * routes under src/pages/docs/releases/ render these models.
 */

/** What a release changed, in a few words per kind: "2 added, 1 removed". */
const summaryOf = (counts: ReturnType<typeof countsOf>): { kind: Kind; label: string; text: string }[] =>
  counts
    .filter((c) => c.added + c.removed + c.changed > 0)
    .map((c) => ({
      kind: c.kind,
      label: KIND_LABELS[c.kind],
      text: [c.added && `${c.added} added`, c.removed && `${c.removed} removed`, c.changed && `${c.changed} defaults changed`].filter(Boolean).join(', '),
    }));

export interface ReleaseIndexModel {
  rows: { tag: string; href: string; first: boolean; summary: ReturnType<typeof summaryOf> }[];
  pairs: { from: string; to: string; label: string; href: string }[];
  /** Every release, newest first, for the comparison island. */
  tags: string[];
  newest: string;
}

export function releaseIndexModel(): ReleaseIndexModel {
  const history = releaseHistory();
  const tags = history.releases.map((r) => r.tag);
  return {
    rows: [...tags].reverse().map((tag) => ({ tag, href: releasePath(tag), first: tag === history.first, summary: summaryOf(countsOf(history.changesIn(tag))) })),
    pairs: comparePairs(tags).map((p) => ({ ...p, href: comparePath(p.from, p.to) })),
    tags: [...tags].reverse(),
    newest: history.newest,
  };
}

/** One release: the releases on either side, and what it changed since the one before. */
export interface ReleasePageModel {
  tag: string;
  commit: string;
  previous: string | undefined;
  next: string | undefined;
  sections: KindChanges[];
}

export async function releasePageModel(tag: string): Promise<ReleasePageModel> {
  const history = releaseHistory();
  const i = history.releases.findIndex((r) => r.tag === tag);
  return {
    tag,
    commit: history.releases[i]!.commit,
    previous: history.releases[i - 1]?.tag,
    next: history.releases[i + 1]?.tag,
    sections: kindChanges(history.changesIn(tag), await getItemLinks()),
  };
}

/** A comparison of two releases. */
export interface ComparePageModel {
  from: string;
  to: string;
  sections: KindChanges[];
}

export async function comparePageModel(from: string, to: string): Promise<ComparePageModel> {
  return { from, to, sections: kindChanges(releaseHistory().diff(from, to), await getItemLinks()) };
}

export const headingsOf = (sections: readonly KindChanges[]): MarkdownHeading[] => sections.map((s) => ({ depth: 2, slug: s.id, text: s.heading }));
