import type { MarkdownHeading } from 'astro';
import { ContentError, failBuild } from '../content-error';
import type { RenderProse } from '../api/page-sections';
import type { SourceLinkView } from '../reference/source-links';
import type { SectionHeading } from '../reference/sections';
import type { Badge } from '../releases/history';
import { releaseHistory } from '../releases/load';
import type { AttributeRow } from './model';
import type { RuleGroupPage, RulePage } from './pages';

/** One attribute of a rule, with its description rendered and the release it arrived in or left. */
export type RuleAttributeSection = SectionHeading & { attribute: AttributeRow; descriptionHtml: string; since: Badge | undefined };

export type RuleSection = SectionHeading &
  (
    | { kind: 'example'; code: string }
    | { kind: 'attributes'; subsections: RuleAttributeSection[] }
    | { kind: 'common-attributes'; rows: AttributeRow[] }
    | { kind: 'signature'; name: string; source: SourceLinkView | undefined; internalCount: number; signature: string }
    | { kind: 'rules'; rules: { href: string; name: string; summary: string }[] }
  );

/** Everything a rule page or a group landing shows, decided once: the body renders it and the TOC lists it. */
export interface RulePageModel {
  summary: string;
  /** The release a rule arrived in or left (none on group landings). */
  since: Badge | undefined;
  descriptionHtml: string;
  descriptionHeadings: MarkdownHeading[];
  sections: RuleSection[];
}

/** A group landing: its prose, then its rules. */
export async function ruleGroupPageModel(group: Pick<RuleGroupPage, 'data' | 'rules'>, render: RenderProse): Promise<RulePageModel> {
  const description = await render(group.data.description);
  return {
    summary: group.data.summary,
    since: undefined,
    descriptionHtml: description.html,
    descriptionHeadings: description.headings,
    sections: [{ kind: 'rules', id: 'rules', heading: 'Rules', level: 2, rules: group.rules.map((r) => ({ href: r.path, name: r.name, summary: r.data.summary })) }],
  };
}

/**
 * A rule page: its prose, its example, its own attributes (one subsection
 * each, left out of the table of contents), the attributes every rule
 * shares, and its signature.
 */
export async function rulePageModel(
  rule: Pick<RulePage, 'name' | 'file' | 'data' | 'attributes' | 'source'> & { fact: Pick<RulePage['fact'], 'signature'> },
  render: RenderProse,
): Promise<RulePageModel> {
  const { rule: own, common, internal } = rule.attributes;
  const description = await render(rule.data.description);
  const history = releaseHistory();
  const attributes = await Promise.all(
    own.map(async (attribute) => ({
      id: attribute.name,
      heading: attribute.name,
      level: 3 as const,
      // The table of contents stays short (a rule can have a hundred attributes, and the
      // list is on the first screen of a phone): each attribute has its direct link instead.
      listed: false as const,
      attribute,
      descriptionHtml: attribute.description ? (await render(attribute.description)).html : '',
      since: history.since('attribute', `${rule.name}.${attribute.name}`),
    })),
  );
  const sections: RuleSection[] = [
    ...(rule.data.example ? [{ kind: 'example', id: 'example', heading: 'Example', level: 2, code: rule.data.example } as const] : []),
    ...(own.length ? [{ kind: 'attributes', id: 'attributes', heading: 'Attributes', level: 2, subsections: attributes } as const] : []),
    { kind: 'common-attributes', id: 'common-attributes', heading: 'Common attributes', level: 2, rows: common },
    { kind: 'signature', id: 'signature', heading: 'Signature', level: 2, name: rule.name, source: rule.source, internalCount: internal.length, signature: rule.fact.signature },
  ];
  // Ids on the page must be unique: description headings, sections and attributes share one namespace.
  const ids = [...description.headings.map((h) => h.slug), ...sections.flatMap((s) => [s.id, ...('subsections' in s ? s.subsections.map((a) => a.id) : [])])];
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
  return { summary: rule.data.summary, since: history.since('rule', rule.name), descriptionHtml: description.html, descriptionHeadings: description.headings, sections };
}
