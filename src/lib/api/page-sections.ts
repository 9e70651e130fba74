import type { MarkdownHeading } from 'astro';
import { fromHtml } from 'hast-util-from-html';
import type { ApiMember, ApiParam } from '../../content/api-schema';
import type { SectionHeading } from '../reference/sections';
import { apiPathOf, type MemberRef } from './model';
import type { Badge } from '../releases/history';
import { releaseHistory } from '../releases/load';

/** Renders Markdown prose to HTML with its headings (the site's pipeline, in src/lib/reference-markdown.ts). */
export type RenderProse = (markdown: string) => Promise<{ html: string; headings: MarkdownHeading[] }>;

/** A parameter as a function's parameter list shows it. */
export interface ApiParamView extends ApiParam {
  /** The name with the stars of `*args` and `**kwargs`. */
  label: string;
  kindLabel: string | undefined;
  required: boolean;
  html: string;
}

/** A member with its prose rendered and the release it arrived in or left. */
export interface ApiMemberView extends Omit<ApiMember, 'params'> {
  descriptionHtml: string;
  since: Badge | undefined;
  params: ApiParamView[] | undefined;
}

export type ApiSection = SectionHeading &
  (
    | { kind: 'member'; member: ApiMemberView }
    | { kind: 'types'; types: { href: string; title: string; summary: string }[] }
    | { kind: 'member-index'; items: { href: string; name: string; kind: ApiMember['kind'] }[] }
    | { kind: 'where-used'; subsections: (SectionHeading & { links: MemberRef[] })[] }
  );

/** Everything an API reference page shows, decided once: the body renders it and the TOC lists its sections. */
export interface ApiPageModel {
  summary: string;
  descriptionHtml: string;
  descriptionHeadings: MarkdownHeading[];
  example: string | undefined;
  sections: ApiSection[];
}

/** What the model reads of a page: its data and, from the whole reference, its child pages and where it is used. */
export interface ApiPageSource {
  data: { title: string; summary: string; description: string; example?: string | undefined; members: ApiMember[] };
  children: readonly { id: string; data: { title: string; summary: string } }[];
  usage: { returnedBy: MemberRef[]; acceptedBy: MemberRef[] } | undefined;
}

const KIND_LABELS: Partial<Record<ApiParam['kind'], string>> = {
  positional_only: 'positional only',
  positional_or_keyword: 'positional or keyword',
  keyword_only: 'keyword only',
};
/** `*args` and `**kwargs` say their kind with their stars. */
const STARS: Partial<Record<ApiParam['kind'], string>> = { var_positional: '*', var_keyword: '**' };

/** A one-paragraph parameter description sits in its list entry without the paragraph: the paragraph's inner HTML, as rendered. */
const unwrapSingleParagraph = (html: string) => {
  const nodes = fromHtml(html, { fragment: true }).children.filter((n) => !(n.type === 'text' && !n.value.trim()));
  const only = nodes.length === 1 && nodes[0]!.type === 'element' && nodes[0]!.tagName === 'p' ? nodes[0] : undefined;
  if (!only) return html;
  const [first, last] = [only.children[0]?.position, only.children.at(-1)?.position];
  return first && last ? html.slice(first.start.offset, last.end.offset) : '';
};

async function memberView(member: ApiMember, render: RenderProse): Promise<ApiMemberView> {
  const params =
    member.params &&
    (await Promise.all(
      member.params.map(async (p) => ({
        ...p,
        label: (p.name.startsWith('*') ? '' : (STARS[p.kind] ?? '')) + p.name,
        kindLabel: KIND_LABELS[p.kind],
        required: p.default === undefined && !STARS[p.kind],
        html: unwrapSingleParagraph((await render(p.description)).html),
      })),
    ));
  return { ...member, params, descriptionHtml: (await render(member.description)).html, since: releaseHistory().since('api', member.name) };
}

const shortName = (name: string) => name.replace(/^[^.]+\./, '');

/**
 * The sections of an API page, in order: its constructor, its types (on
 * landings), the member index, each member, and where the type is used.
 */
export async function apiPageModel({ data, children, usage }: ApiPageSource, render: RenderProse): Promise<ApiPageModel> {
  const constructor = data.members.find((m) => m.anchor === null);
  const members = data.members.filter((m): m is ApiMember & { anchor: string } => m.anchor !== null);
  const views = new Map(await Promise.all(data.members.map(async (m) => [m, await memberView(m, render)] as const)));
  const usageLists = [
    { id: 'returned-by', heading: 'Returned by', links: usage?.returnedBy ?? [] },
    { id: 'accepted-by', heading: 'Accepted by', links: usage?.acceptedBy ?? [] },
  ].filter((l) => l.links.length > 0);
  const sections: ApiSection[] = [
    ...(constructor ? [{ kind: 'member', id: 'constructor', heading: 'Constructor', level: 2, member: views.get(constructor)! } as const] : []),
    ...(children.length
      ? [
          {
            kind: 'types',
            id: 'types',
            heading: 'Types',
            level: 2,
            types: children.map((c) => ({ href: apiPathOf(c.id), title: c.data.title, summary: c.data.summary })),
          } as const,
        ]
      : []),
    ...(members.length
      ? [
          {
            kind: 'member-index',
            id: 'members',
            heading: 'Members',
            level: 2,
            items: members.map((m) => ({ href: `#${m.anchor}`, name: shortName(m.name), kind: m.kind })),
          } as const,
        ]
      : []),
    ...members.map((m) => ({ kind: 'member', id: m.anchor, heading: m.name, level: 2, member: views.get(m)! }) as const),
    ...(usageLists.length
      ? [
          {
            kind: 'where-used',
            id: 'where-used',
            heading: `Where ${data.title} is used`,
            level: 2,
            subsections: usageLists.map((l) => ({ ...l, level: 3 }) as const),
          } as const,
        ]
      : []),
  ];
  const description = await render(data.description);
  return { summary: data.summary, descriptionHtml: description.html, descriptionHeadings: description.headings, example: data.example, sections };
}
