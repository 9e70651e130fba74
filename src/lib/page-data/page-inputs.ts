import type { MarkdownHeading } from 'astro';
import { apiPathOf, type ApiEntry } from '../api/pages';
import type { ApiPageModel } from '../api/page-sections';
import { tocOf, tocWithEmbedded, type EmbeddedSections, type Section } from '../reference/sections';
import { ContentError, failBuild } from '../content-error';
import type { DocEntry } from '../docs/docs-context';
import { hrefOfDoc } from '../docs/doc-routes';
import type { DocsVersion } from '../docs/versions';
import { lastUpdatedOf } from '../docs/last-updated';
import type { RuleGroupPage, RulePage } from '../rules/pages';
import type { RulePageModel } from '../rules/page-sections';
import { commandSourceLink } from '../reference/source-links';
import type { PageInput } from './types';
import type { ReleasePageInfo } from '../releases/routes';

type DocLike = Pick<DocEntry, 'id' | 'data' | 'filePath'>;

/**
 * A guide (Markdown or MDX), of the current docs or, with `release`, of a
 * released version. Its table of contents is its own headings (from
 * `render(entry)`) with the sections of the reference components it embeds
 * joined where each component sits (src/lib/reference/embedded.ts).
 */
export function docPageInput(
  entry: DocLike,
  rendered: { headings: readonly MarkdownHeading[]; embedded?: readonly EmbeddedSections[] | undefined },
  release?: { version: DocsVersion; href: string; latestHref: string },
): PageInput {
  const d = entry.data;
  const embedded = rendered.embedded ?? [];
  const source = entry.filePath ?? entry.id;
  // The page's headings and the components' sections share one namespace of ids.
  const ids = embedded.length ? [...rendered.headings.map((h) => h.slug), ...embedded.flatMap((e) => allIds(e.sections))] : [];
  const clash = ids.find((id, i) => ids.indexOf(id) !== i);
  if (clash) {
    throw failBuild(new ContentError({ file: source, value: clash, problem: `the heading id "${clash}" is used twice on the page (a heading and a section of an embedded reference component)`, hint: 'rename the heading.' }));
  }
  const lost = embedded.find((e) => e.after !== null && !rendered.headings.some((h) => h.slug === e.after));
  if (lost) throw new Error(`${source}: an embedded component follows the heading "${lost.after}", which the page's headings do not have`);
  const headings = tocWithEmbedded(rendered.headings, embedded);
  return {
    path: release?.href ?? hrefOfDoc(entry),
    title: d.title,
    description: d.description,
    doc: {
      source,
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

const allIds = (sections: readonly Section[]): string[] => sections.flatMap((s) => [s.id, ...allIds(s.subsections ?? [])]);

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

/** A release page (the list, a release, a comparison): its table of contents is its kinds of changes; it shows the releases sidebar. */
export function releasePageInput(info: Pick<ReleasePageInfo, 'href' | 'title'>, description: string, headings: MarkdownHeading[]): PageInput {
  return { path: info.href, title: info.title, description, doc: { source: 'src/data/release-history.json', headings, displayedSidebar: 'releaseSidebar' } };
}
