import type { MarkdownHeading } from 'astro';
import type { NavbarData } from '../navbar/view';
import type { SidebarItemView } from '../sidebar/view';
import type { DocInfo, ResolvedSidebars } from '../sidebar/types';
import type { SourceLinkView } from '../reference/source-links';

/** What a route knows about its page; `getPageData` turns it into everything the page shows. */
export interface PageInput {
  path: string;
  title: string;
  description: string;
  noindex?: boolean | undefined;
  /** Doc-like pages (guides and reference): sidebar, breadcrumbs, TOC, pagination. */
  doc?: DocInput | undefined;
}

export interface DocInput {
  /** Where the page comes from, for error messages. */
  source: string;
  headings: readonly MarkdownHeading[];
  sidebarLabel?: string | undefined;
  displayedSidebar?: string | null | undefined;
  paginationPrev?: string | null | undefined;
  paginationNext?: string | null | undefined;
  hideTitle?: boolean | undefined;
  hideToc?: boolean | undefined;
  tocMin?: number | undefined;
  tocMax?: number | undefined;
  keywords?: string[] | undefined;
  image?: string | undefined;
  editUrl?: string | null | undefined;
  /** Where Buck2's source defines what the page documents (command pages). */
  sourceLink?: SourceLinkView | undefined;
  /** A guide's file (`src/content/docs/x.md`): it gets an edit link and its last-updated date. */
  guideFile?: string | undefined;
  /** The date of the last commit of the guide's file (YYYY-MM-DD). */
  lastUpdated?: string | undefined;
  /** Pages of a released docs version: its sidebars and docs, and the same page in the latest docs. */
  release?: { label: string; sidebars: ResolvedSidebars; infos: ReadonlyMap<string, DocInfo>; latestHref: string } | undefined;
}

export interface TocItem {
  depth: number;
  slug: string;
  text: string;
}

export interface Crumb {
  label: string;
  href?: string | undefined;
}

export interface PageLink {
  label: string;
  href: string;
}

/** Everything a page shows around its content, computed once per page. */
export interface PageData {
  path: string;
  title: string;
  description: string;
  head: {
    /** The page title with the site name. */
    title: string;
    canonical: string;
    noindex: boolean;
    keywords?: string[] | undefined;
    image?: string | undefined;
  };
  lang: string;
  dir: 'ltr' | 'rtl';
  navbar: NavbarData;
  /** Set on doc-like pages. */
  doc?: DocData | undefined;
}

export interface DocData {
  hideTitle: boolean;
  editUrl?: string | undefined;
  sourceLink?: SourceLinkView | undefined;
  /** The date of the guide's last change (YYYY-MM-DD), and as a reader reads it. */
  lastUpdated?: { date: string; text: string } | undefined;
  /** "Was this page helpful?": links that open a prefilled issue, one per answer. */
  feedback?: { yes: string; no: string } | undefined;
  /** The page as Markdown, written after the build by src/integrations/markdown-twins/. */
  markdownHref: string;
  /**
   * `hasClosed`: some category is closed. The page's HTML then shows closed
   * categories as links, and the full sidebar follows the article in a
   * template that the page script swaps in.
   */
  sidebar?: { label: string; entries: SidebarItemView[]; hasClosed: boolean } | undefined;
  breadcrumbs: Crumb[];
  toc: TocItem[];
  pagination: { prev?: PageLink | undefined; next?: PageLink | undefined };
  /** What search records about the page. */
  search: {
    /** The group results appear under ("Concepts", "API", "Rules"). */
    section: string;
    /** The page's sidebar label when it differs from its title ("cquery" for "buck2 cquery"). */
    label?: string | undefined;
    /** The docs version the page belongs to. */
    version: string;
    /** The versions whose search finds the page: its own, or every version for the references, which are not versioned. */
    searchedIn: string[];
    language: string;
  };
  versionBanner?: { version: string; latestHref: string } | undefined;
}
