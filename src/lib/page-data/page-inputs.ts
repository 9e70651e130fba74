import type { MarkdownHeading } from 'astro';
import { getApiContext, apiPathOf, type ApiEntry } from '../api/pages';
import type { DocEntry } from '../docs/docs-context';
import { hrefOfDoc } from '../docs/doc-routes';
import type { DocsVersion } from '../docs/versions';
import { lastUpdatedOf } from '../docs/last-updated';
import type { RuleGroupPage, RulePage } from '../rules/pages';
import { commandSourceLink } from '../reference/source-links';
import type { PageInput } from './types';
import { ContentError, failBuild } from '../content-error';

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

const h2 = (slug: string, text: string): MarkdownHeading => ({ depth: 2, slug, text });

/** An API reference page: its members are its table of contents. */
export async function apiPageInput(entry: ApiEntry): Promise<PageInput> {
  const context = await getApiContext();
  const path = apiPathOf(entry.id);
  const { data } = entry;
  const usage = context.usage.get(path);
  const headings = [
    ...(data.members.some((m) => m.anchor === null) ? [h2('constructor', 'Constructor')] : []),
    ...((context.children.get(path) ?? []).length ? [h2('types', 'Types')] : []),
    ...data.members.flatMap((m) => (m.anchor === null ? [] : [h2(m.anchor, m.name)])),
    ...(usage && (usage.returnedBy.length || usage.acceptedBy.length) ? [h2('where-used', `Where ${data.title} is used`)] : []),
  ];
  return { path, title: data.title, description: data.summary, doc: { source: `src/content/api/${entry.id}.yaml`, headings } };
}

/** A rules group landing: its description's headings, then its list of rules. */
export function ruleGroupPageInput(group: RuleGroupPage, descriptionHeadings: readonly MarkdownHeading[]): PageInput {
  return {
    path: group.path,
    title: group.data.title,
    description: group.data.summary,
    doc: { source: group.file, sidebarLabel: group.id, headings: [...descriptionHeadings, h2('rules', 'Rules')] },
  };
}

/** A rule page: its description's headings, then its fixed sections. */
export function rulePageInput(rule: RulePage, descriptionHeadings: readonly MarkdownHeading[]): PageInput {
  const headings = [
    ...descriptionHeadings,
    ...(rule.data.example ? [h2('example', 'Example')] : []),
    ...(rule.attributes.rule.length ? [h2('attributes', 'Attributes')] : []),
    h2('common-attributes', 'Common attributes'),
    h2('signature', 'Signature'),
  ];
  // Ids on the page must be unique: description headings, sections and attributes share one namespace.
  const ids = [...headings.map((h) => h.slug), ...rule.attributes.rule.map((a) => a.name)];
  const clash = ids.find((id, i) => ids.indexOf(id) !== i);
  if (clash) {
    throw failBuild(
      new ContentError({
        file: rule.file,
        field: 'description',
        value: clash,
        problem: `the heading id "${clash}" is also used by a section or an attribute of ${rule.name}`,
        hint: 'rename the heading.',
      }),
    );
  }
  return { path: rule.path, title: rule.name, description: rule.data.summary, doc: { source: rule.file, headings } };
}
