import type { MarkdownHeading } from 'astro';
import { siteConfig } from '../config/site';
import type { NavbarItem } from '../config/schema';
import { getDocsContext, hrefOfDoc, type DocEntry } from './docs/collection';
import { isNavbarItemActive, navbarItemHref } from './navbar/active';
import { breadcrumbTrail, firstLink, normalizePath, prevNext, sidebarOf, visibleEntries } from './sidebar/resolve';
import type { DocInfo, ResolvedSidebars, SidebarEntry } from './sidebar/types';
import { getDocsVersions, versionLinksFor, type VersionLink } from './docs/versions';

/** Pages that never show a sidebar, whatever the sidebars list. */
const NO_SIDEBAR = [/^\/docs\/developers\/options\/$/, /^\/docs\/developers\/architecture\/buck2_telemetry\/$/, /^\/docs\/rfcs\//];

export interface NavbarItemView {
  item: NavbarItem;
  href?: string | undefined;
  active: boolean;
  /** For the version dropdown: this page in each docs version. */
  versionLinks?: VersionLink[];
}

export interface NavbarData {
  left: NavbarItemView[];
  right: NavbarItemView[];
}

export interface TocItem {
  depth: number;
  slug: string;
  text: string;
}

export interface DocRouteData {
  path: string;
  /** The top-level section search results are grouped under ("Concepts", "API", "Rules"). */
  section: string;
  sidebarName?: string | undefined;
  sidebar: SidebarEntry[];
  breadcrumbs: { label: string; href?: string | undefined }[];
  pagination: { prev?: { label: string; href: string }; next?: { label: string; href: string } };
  toc: TocItem[];
}

const hrefsOfDocs = new WeakMap<readonly DocEntry[], Map<string, string>>();
/** Each doc's href by id, computed once per build (not once per page: that grows with the square of the site). */
function docHrefs(docs: readonly DocEntry[]): Map<string, string> {
  let hrefs = hrefsOfDocs.get(docs);
  if (!hrefs) hrefsOfDocs.set(docs, (hrefs = new Map(docs.map((d) => [d.id, hrefOfDoc(d)]))));
  return hrefs;
}

/** The navbar as seen from `path` (which items are active, where each goes). */
export async function getNavbarData(path: string, sidebarName?: string): Promise<NavbarData> {
  const { docs, sidebars } = await getDocsContext();
  const hrefs = docHrefs(docs);
  const docHref = (id: string) => hrefs.get(id);
  const sidebarLink = (id: string) => (sidebars[id] ? firstLink(sidebars[id]) : undefined);
  const sidebar = sidebarName ?? sidebarOf(sidebars, path);
  const hasVersionDropdown = siteConfig.navbar.items.some((i) => i.type === 'docsVersionDropdown');
  const versionLinks = hasVersionDropdown ? versionLinksFor(await getDocsVersions(), path) : undefined;
  const views = siteConfig.navbar.items.map((item) => ({
    item,
    href: navbarItemHref(item, { docHref, sidebarLink }),
    active: isNavbarItemActive(item, { path, sidebar, docHref }),
    ...(item.type === 'docsVersionDropdown' && versionLinks ? { versionLinks } : {}),
  }));
  return {
    left: views.filter((v) => v.item.position === 'left'),
    right: views.filter((v) => v.item.position !== 'left'),
  };
}

/** The sidebar name of a page, honouring `displayed_sidebar` and the no-sidebar pages. */
export async function resolveSidebarName(
  path: string,
  declared: string | null | undefined,
  source: string,
  sidebars: ResolvedSidebars,
): Promise<string | undefined> {
  const normal = normalizePath(path);
  if (NO_SIDEBAR.some((re) => re.test(normal))) return undefined;
  if (declared === null) return undefined;
  if (declared !== undefined) {
    if (!sidebars[declared]) {
      throw new Error(`${source}: displayed_sidebar: expected one of ${Object.keys(sidebars).join(', ')}, got "${declared}"`);
    }
    return declared;
  }
  return sidebarOf(sidebars, normal);
}

/** The group a page's search results appear under: its top sidebar category, or the reference it belongs to. */
export function searchSectionOf(path: string, trail: readonly { label: string }[]): string {
  if (path.startsWith('/docs/api/')) return 'API';
  if (path.startsWith('/docs/prelude/')) return 'Rules';
  if (path.startsWith('/docs/rfcs/')) return 'RFCs';
  return trail.length > 1 ? trail[0]!.label : 'Docs';
}

/** What the route-data module needs to know about any page with a sidebar. */
export interface PageMeta {
  path: string;
  title: string;
  /** Where the page comes from, for error messages. */
  source: string;
  sidebarLabel?: string | undefined;
  displayedSidebar?: string | null | undefined;
  paginationPrev?: string | null | undefined;
  paginationNext?: string | null | undefined;
  hideToc?: boolean | undefined;
  tocMin?: number | undefined;
  tocMax?: number | undefined;
  headings: readonly MarkdownHeading[];
  /** The sidebars and docs of the page's version (default: the current docs). */
  version?: { sidebars: ResolvedSidebars; infos: ReadonlyMap<string, DocInfo> } | undefined;
}

/** Everything a layout shows around the content of one page. */
export async function getRouteData(page: PageMeta): Promise<DocRouteData> {
  const { sidebars, infos } = page.version ?? (await getDocsContext());
  const path = page.path;
  const sidebarName = await resolveSidebarName(path, page.displayedSidebar, page.source, sidebars);
  const full = sidebarName ? (sidebars[sidebarName] ?? []) : [];
  const pagination = prevNext(full, path);
  // Frontmatter can point prev/next at another doc, or turn them off.
  const override = (value: string | null | undefined, current: typeof pagination.prev) => {
    if (value === undefined) return current;
    if (value === null) return undefined;
    const target = infos.get(value);
    if (!target) throw new Error(`${page.source}: pagination: no doc with id "${value}"`);
    return { label: target.paginationLabel ?? target.sidebarLabel ?? target.title, href: target.href };
  };
  const prev = override(page.paginationPrev, pagination.prev);
  const next = override(page.paginationNext, pagination.next);
  const min = page.tocMin ?? 2;
  const max = page.tocMax ?? 3;
  const trail = sidebarName ? breadcrumbTrail(full, path) : [];
  return {
    path,
    section: searchSectionOf(path, trail),
    sidebarName,
    sidebar: visibleEntries(full, path),
    // The last crumb is the page itself: shown as text, not a link.
    breadcrumbs: trail.length ? trail : [{ label: page.sidebarLabel ?? page.title }],
    pagination: { ...(prev ? { prev } : {}), ...(next ? { next } : {}) },
    toc: page.hideToc
      ? []
      : page.headings.filter((h) => h.depth >= min && h.depth <= max).map(({ depth, slug, text }) => ({ depth, slug, text })),
  };
}

/** Route data of a doc (Markdown/MDX) page, of the current docs or of a released version. */
export function getDocRouteData(
  entry: Pick<DocEntry, 'id' | 'data' | 'filePath'>,
  headings: MarkdownHeading[],
  released?: { href: string; version: NonNullable<PageMeta['version']> },
): Promise<DocRouteData> {
  return getRouteData({
    path: released?.href ?? hrefOfDoc(entry),
    version: released?.version,
    title: entry.data.title,
    source: entry.filePath ?? entry.id,
    sidebarLabel: entry.data.sidebar_label,
    displayedSidebar: entry.data.displayed_sidebar,
    paginationPrev: entry.data.pagination_prev,
    paginationNext: entry.data.pagination_next,
    hideToc: entry.data.hide_table_of_contents,
    tocMin: entry.data.toc_min_heading_level,
    tocMax: entry.data.toc_max_heading_level,
    headings,
  });
}
