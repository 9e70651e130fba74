import { siteConfig } from '../../config/site';
import { getDocsContext } from '../docs/docs-context';
import { getDocsVersions, versionLinksFor } from '../docs/versions';
import { versionOfPath } from '../docs/version-of-path';
import { navbarView } from '../navbar/view';
import { breadcrumbTrail, firstLink, prevNext, sidebarOf } from '../sidebar/resolve';
import type { ResolvedSidebars, SidebarEntry } from '../sidebar/types';
import { hasClosedCategory, sidebarView } from '../sidebar/view';
import type { DocData, DocInput, PageData, PageInput, PageLink } from './types';
import { ContentError, failBuild } from '../content-error';

/** The group a page's search results appear under: its top sidebar category, or the reference it belongs to. */
export function searchSectionOf(path: string, trail: readonly { label: string }[]): string {
  if (path.startsWith('/docs/api/')) return 'API';
  if (path.startsWith('/docs/prelude/')) return 'Rules';
  if (path.startsWith('/docs/rfcs/')) return 'RFCs';
  return trail.length > 1 ? trail[0]!.label : 'Docs';
}

/** The references follow current Buck2 in every docs version (tools/docs-version.mjs leaves them out of snapshots). */
const UNVERSIONED = ['/docs/api/', '/docs/prelude/'];

const SIDEBAR_LABELS: Record<string, string> = { apiSidebar: 'API', ruleSidebar: 'Rules', releaseSidebar: 'Releases' };

/** The sidebar a page shows: `displayed_sidebar` when set (null: none), else the sidebar that lists it. */
function sidebarNameOf(path: string, doc: DocInput, sidebars: ResolvedSidebars): string | undefined {
  const declared = doc.displayedSidebar;
  if (declared === null) return undefined;
  if (declared === undefined) return sidebarOf(sidebars, path);
  if (!sidebars[declared]) {
    throw failBuild(new ContentError({ file: doc.source, field: 'displayed_sidebar', expected: `one of ${Object.keys(sidebars).join(', ')}`, value: declared }));
  }
  return declared;
}

/** A guide's "Edit this page": its custom_edit_url (null: none), else its file in the site's repository, when that is known. */
function editUrlOf(doc: DocInput): string | undefined {
  if (doc.editUrl !== undefined) return doc.editUrl ?? undefined;
  const repository = siteConfig.sourceRepository;
  if (!siteConfig.docs.editLinks || !doc.guideFile || !repository) return undefined;
  return `${repository.url}/edit/${repository.branch}/${repository.directory}${doc.guideFile}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2026-11-24` as "24 November 2026" (the same in every time zone: it is a date, not a time). */
export function readableDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/**
 * "Was this page helpful?": a link per answer to a new issue in the site's
 * repository (Buck2's when that is unknown), with the page's address, title
 * and docs version filled in.
 * Plain links: no script, no tracking, nothing sent until the reader submits.
 */
export function feedbackLinks(address: string, title: string, version: string): { yes: string; no: string } {
  const link = (helpful: boolean) => {
    const body = [
      `Page: ${address}`,
      `Title: ${title}`,
      `Docs version: ${version}`,
      `Helpful: ${helpful ? 'yes' : 'no'}`,
      '',
      helpful ? 'What helped? (optional)' : 'What were you looking for, and what was missing, wrong or unclear?',
      '',
    ].join('\n');
    const repository = siteConfig.sourceRepository?.url ?? siteConfig.repositoryUrl;
    return `${repository}/issues/new?title=${encodeURIComponent(`Docs feedback: ${title}`)}&body=${encodeURIComponent(body)}`;
  };
  return { yes: link(true), no: link(false) };
}

async function docData(path: string, title: string, doc: DocInput, sidebarName: string | undefined, full: SidebarEntry[]): Promise<DocData> {
  const { infos } = doc.release ?? (await getDocsContext());
  const fromSidebar = prevNext(full, path);
  // Frontmatter can point prev/next at another doc, or turn them off.
  const override = (field: string, value: string | null | undefined, current: PageLink | undefined): PageLink | undefined => {
    if (value === undefined) return current;
    if (value === null) return undefined;
    // Every target was checked when the docs were read (src/lib/docs/pagination-targets.ts).
    const target = infos.get(value);
    if (!target) throw new Error(`${doc.source}: ${field} "${value}" names no doc of this version`);
    return { label: target.paginationLabel ?? target.sidebarLabel ?? target.title, href: target.href };
  };
  const prev = override('pagination_prev', doc.paginationPrev, fromSidebar.prev);
  const next = override('pagination_next', doc.paginationNext, fromSidebar.next);
  const trail = sidebarName ? breadcrumbTrail(full, path) : [];
  // The last crumb is the page itself: shown as text, not a link.
  const breadcrumbs = trail.length ? trail : [{ label: doc.sidebarLabel ?? title }];
  const label = breadcrumbs.at(-1)!.label;
  const entries = sidebarView(full, path);
  const [min, max] = [doc.tocMin ?? 2, doc.tocMax ?? 3];
  const docsVersion = versionOfPath(siteConfig.docs.versions, siteConfig.docs.lastVersion, path);
  const version = docsVersion?.name ?? siteConfig.docs.lastVersion;
  return {
    hideTitle: doc.hideTitle ?? false,
    sourceLink: doc.sourceLink,
    editUrl: editUrlOf(doc),
    lastUpdated: siteConfig.docs.lastUpdated && doc.lastUpdated ? { date: doc.lastUpdated, text: readableDate(doc.lastUpdated) } : undefined,
    feedback: siteConfig.docs.feedback ? feedbackLinks(new URL(path, siteConfig.url).href, title, docsVersion?.label ?? version) : undefined,
    markdownHref: `${path}index.md`,
    sidebar: entries.length ? { label: SIDEBAR_LABELS[sidebarName ?? ''] ?? 'Docs', entries, hasClosed: hasClosedCategory(entries) } : undefined,
    breadcrumbs,
    toc: doc.hideToc ? [] : doc.headings.filter((h) => h.depth >= min && h.depth <= max).map(({ depth, slug, text }) => ({ depth, slug, text })),
    pagination: { prev, next },
    search: {
      section: searchSectionOf(path, trail),
      label: label === title ? undefined : label,
      version,
      searchedIn: UNVERSIONED.some((prefix) => path.startsWith(prefix))
        ? [version, ...siteConfig.docs.versions.map((v) => v.name).filter((name) => name !== version)]
        : [version],
      language: siteConfig.i18n.defaultLocale,
    },
    versionBanner: doc.release ? { version: doc.release.label, latestHref: doc.release.latestHref } : undefined,
  };
}

/** Everything a page shows around its content: the one place page state is computed. */
export async function getPageData(input: PageInput): Promise<PageData> {
  const { path, title, description, doc } = input;
  const current = await getDocsContext();
  const sidebars = doc?.release?.sidebars ?? current.sidebars;
  const sidebarName = doc ? sidebarNameOf(path, doc, sidebars) : sidebarOf(current.sidebars, path);
  const full = sidebarName ? (sidebars[sidebarName] ?? []) : [];
  const hasVersionDropdown = siteConfig.navbar.items.some((i) => i.type === 'docsVersionDropdown');
  const locale = siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale];
  const canonical = new URL(path, siteConfig.url).href;
  return {
    path,
    title,
    description,
    head: {
      title: title === siteConfig.title ? title : `${title} | ${siteConfig.title}`,
      canonical,
      noindex: Boolean(input.noindex || siteConfig.noIndex),
      keywords: doc?.keywords?.length ? doc.keywords : undefined,
      image: doc?.image ? new URL(doc.image, siteConfig.url).href : undefined,
    },
    lang: locale?.htmlLang ?? 'en',
    dir: locale?.direction ?? 'ltr',
    navbar: navbarView({
      config: siteConfig,
      path,
      sidebar: sidebarName,
      docHref: (id) => {
        const info = current.infos.get(id);
        return info && !info.draft ? info.href : undefined;
      },
      sidebarLink: (id) => (current.sidebars[id] ? firstLink(current.sidebars[id]) : undefined),
      versionLinks: hasVersionDropdown ? versionLinksFor(await getDocsVersions(), path) : [],
    }),
    doc: doc ? await docData(path, title, doc, sidebarName, full) : undefined,
  };
}
