import { twinPath, type TwinPage } from './page';

/**
 * `llms.txt` (https://llmstxt.org): the site's title and summary, then every
 * page of the current docs as a link to its Markdown twin, grouped by the
 * section search shows it under. `llms-full.txt`: every guide's twin in one
 * file. Pages come in sidebar order.
 */
export interface SiteInfo {
  title: string;
  tagline: string;
  url: string;
}

/**
 * Pages in reading order: by the sidebar they show (the main one, then the
 * API and rules sidebars, as met in path order) and their place in it; pages
 * with no sidebar last, by path. A sidebar's order is the longest list of it
 * that a page holds: its whole sidebar (a page whose first bytes carry only
 * part of it holds the rest in a template).
 */
export function inReadingOrder(pages: readonly TwinPage[]): TwinPage[] {
  const sidebars = new Map<string, { rank: number; order: Map<string, number> }>();
  for (const page of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    const key = page.sidebar[0];
    if (key === undefined || !page.sidebar.includes(page.path)) continue;
    const known = sidebars.get(key);
    if (!known) sidebars.set(key, { rank: sidebars.size, order: positions(page.sidebar) });
    else if (page.sidebar.length > known.order.size) known.order = positions(page.sidebar);
  }
  const rank = (page: TwinPage): [number, number] => {
    const sidebar = page.sidebar[0] === undefined ? undefined : sidebars.get(page.sidebar[0]);
    const at = sidebar?.order.get(page.path) ?? page.sidebar.indexOf(page.path);
    return sidebar && at >= 0 ? [sidebar.rank, at] : [Number.MAX_SAFE_INTEGER, 0];
  };
  return [...pages].sort((a, b) => {
    const [sa, pa] = rank(a);
    const [sb, pb] = rank(b);
    return sa - sb || pa - pb || a.path.localeCompare(b.path);
  });
}

/** Each href's first place in a list. */
function positions(hrefs: readonly string[]): Map<string, number> {
  const order = new Map<string, number>();
  hrefs.forEach((href, i) => order.has(href) || order.set(href, i));
  return order;
}

/** Guides: pages of the docs collection, not of the API or rules reference. */
export const isGuide = (page: TwinPage) => !/^\/docs\/(api|prelude)\//.test(page.path);

const linkText = (s: string) => s.replace(/([\\[\]])/g, '\\$1');

export function llmsTxt(site: SiteInfo, ordered: readonly TwinPage[]): string {
  const sections = new Map<string, TwinPage[]>();
  for (const page of ordered) sections.set(page.section, [...(sections.get(page.section) ?? []), page]);
  const out = [
    `# ${site.title}`,
    '',
    `> ${site.tagline}. The ${site.title} documentation: user guides, the Starlark API reference and the reference of the prelude's rules.`,
    '',
    `Each link is the Markdown version of a page. [llms-full.txt](${new URL('/llms-full.txt', site.url).href}) has every guide in one file.`,
  ];
  for (const [section, list] of sections) {
    out.push('', `## ${section}`, '');
    for (const page of list) {
      const url = new URL(twinPath(page.path), site.url).href;
      out.push(`- [${linkText(page.title)}](${url})${page.description ? `: ${page.description}` : ''}`);
    }
  }
  return `${out.join('\n')}\n`;
}

/** Every guide's twin, each starting with its title and followed by its address. */
export function llmsFullTxt(site: SiteInfo, ordered: readonly TwinPage[]): string {
  return ordered
    .filter(isGuide)
    .map((page) => {
      const [title, ...rest] = page.markdown.split('\n');
      return [title, '', `Source: ${new URL(page.path, site.url).href}`, ...rest].join('\n').trimEnd();
    })
    .join('\n\n')
    .concat('\n');
}
