import type { MarkdownHeading } from 'astro';
import { apiPathOf, type ApiEntry } from '../api/pages';
import type { ApiPageModel } from '../api/page-sections';
import { tocOf } from '../reference/sections';
import type { DocEntry } from '../docs/docs-context';
import { hrefOfDoc } from '../docs/doc-routes';
import type { DocsVersion } from '../docs/versions';
import { lastUpdatedOf } from '../docs/last-updated';
import type { RuleGroupPage, RulePage } from '../rules/pages';
import type { RulePageModel } from '../rules/page-sections';
import { commandSourceLink } from '../reference/source-links';
import type { PageInput } from './types';

type DocLike = Pick<DocEntry, 'id' | 'data' | 'filePath'>;

/** A guide (Markdown or MDX), of the current docs or, with `release`, of a released version. */
export function docPageInput(
  entry: DocLike,
  headings: readonly MarkdownHeading[],
  release?: { version: DocsVersion; href: string; latestHref: string },
): PageInput {
  const d = entry.data;
  return {
    path: release?.href ?? hrefOfDoc(entry),
    title: d.title,
    description: d.description,
    doc: {
      source: entry.filePath ?? entry.id,
      headings,
      sidebarLabel: d.sidebar_label,
      displayedSidebar: d.displayed_sidebar,
      paginationPrev: d.pagination_prev,
      paginationNext: d.pagination_next,
      hideTitle: d.hide_title,
      hideToc: d.hide_table_of_contents,
      tocMin: d.toc_min_heading_level,
      tocMax: d.toc_max_heading_level,
      keywords: d.keywords,
      image: d.image,
      editUrl: d.custom_edit_url,
      // Current docs only: a released version's page may describe older arguments.
      sourceLink: release ? undefined : commandSourceLink(entry.id),
      guideFile: entry.filePath,
      lastUpdated: entry.filePath ? lastUpdatedOf(entry.filePath) : undefined,
      release: release && {
        label: release.version.label,
        sidebars: release.version.sidebars,
        infos: release.version.infos,
        latestHref: release.latestHref,
      },
    },
  };
}

/** An API reference page: its sections are its table of contents. */
export function apiPageInput(entry: ApiEntry, model: ApiPageModel): PageInput {
  const { data } = entry;
  const headings = tocOf(model.descriptionHeadings, model.sections);
  return { path: apiPathOf(entry.id), title: data.title, description: data.summary, doc: { source: `src/content/api/${entry.id}.yaml`, headings } };
}

/** A rules group landing or a rule page: its sections are its table of contents. */
export function rulePageInput(page: RuleGroupPage | RulePage, model: RulePageModel): PageInput {
  const headings = tocOf(model.descriptionHeadings, model.sections);
  const group = !('name' in page);
  return {
    path: page.path,
    title: group ? page.data.title : page.name,
    description: page.data.summary,
    doc: { source: page.file, ...(group ? { sidebarLabel: page.id } : {}), headings },
  };
}
