import { releasePath } from './history';
import { releaseHistory } from './load';
import { comparePairs, comparePath } from './views';

/* The release pages' routes and titles (no page data here: the sidebar config reads this list). */

export const RELEASES_PATH = '/docs/releases/';
export const HISTORY_DATA_PATH = '/docs/releases/history.json';

/** A page as the sidebar lists it (its id, under `releases`). */
export interface ReleasePageInfo {
  id: string;
  href: string;
  title: string;
  label: string;
  position: number;
}

const releaseTitle = (tag: string) => `Buck2 release ${tag}`;
const compareTitle = (from: string, to: string) => `Buck2 changes from ${from} to ${to}`;

/** Every release page, for the sidebar and the routes: the list, each release newest first, the comparisons. */
export function releasePageInfos(): ReleasePageInfo[] {
  const tags = releaseHistory().releases.map((r) => r.tag);
  return [
    { id: 'releases', href: RELEASES_PATH, title: 'Buck2 releases', label: 'All releases', position: 0 },
    ...tags.map((tag, i) => ({ id: `releases/${tag}`, href: releasePath(tag), title: releaseTitle(tag), label: tag, position: tags.length - i })),
    ...comparePairs(tags).map((p, i) => ({ id: `release-comparisons/${p.from}...${p.to}`, href: comparePath(p.from, p.to), title: compareTitle(p.from, p.to), label: `${p.from} to ${p.to}`, position: i })),
  ];
}

