import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { apiPageSchema, type ApiMember } from '../../src/content/api-schema';
import { apiPageModel, type ApiSection } from '../../src/lib/api/page-sections';
import { ruleGroupPageModel, rulePageModel, type RuleSection } from '../../src/lib/rules/page-sections';
import { tocOf, type Section } from '../../src/lib/reference/sections';
import { renderReferenceMarkdownWithHeadings as render } from '../../src/lib/reference-markdown';
import type { AttributeRow } from '../../src/lib/rules/model';

/**
 * A reference page's table of contents and its body come from one list of
 * sections. The body (ApiPageBody.astro, RulePageBody.astro) draws one heading
 * per section and subsection, with the section's id, text and level: what it
 * draws is `bodyHeadings` below, and the TOC lists exactly those the model does
 * not leave out (a rule's attributes).
 */
const bodyHeadings = (sections: readonly Section[]): [number, string, string, boolean][] =>
  sections.flatMap((s) => [[s.level, s.id, s.heading, s.listed !== false] as [number, string, string, boolean], ...bodyHeadings(s.subsections ?? [])]);
/** The body's headings the table of contents lists (a section left out leaves out its subsections). */
const listedHeadings = (sections: readonly Section[]): [number, string, string][] =>
  sections.flatMap((s) => (s.listed === false ? [] : [[s.level, s.id, s.heading] as [number, string, string], ...listedHeadings(s.subsections ?? [])]));
const tocEntries = (toc: ReturnType<typeof tocOf>) => toc.map((h) => [h.depth, h.slug, h.text]);

const member = (name: string, anchor: string | null, extra: Partial<ApiMember> = {}): ApiMember => ({
  name,
  kind: 'function',
  anchor,
  params: [{ name: 'path', kind: 'positional_only', description: 'The `path`.' }],
  description: `Does ${name}.`,
  ...extra,
});

describe('API page sections', () => {
  it('lists the constructor, types, member index, members and where the type is used, in the order the body draws them', async () => {
    const model = await apiPageModel(
      {
        data: { title: 'Artifact', summary: 'S.', description: 'D.', members: [member('Artifact', null), member('Artifact.basename', 'Artifact.basename', { kind: 'attribute', params: undefined })] },
        children: [{ id: 'build/Artifact/Sub', data: { title: 'Sub', summary: 'A sub.' } }],
        usage: { returnedBy: [{ label: 'actions.declare_output', href: '/docs/api/build/AnalysisActions/#declare_output' }], acceptedBy: [] },
      },
      render,
    );
    expect(tocEntries(tocOf(model.descriptionHeadings, model.sections))).toEqual([
      [2, 'constructor', 'Constructor'],
      [2, 'types', 'Types'],
      [2, 'members', 'Members'],
      [2, 'Artifact.basename', 'Artifact.basename'],
      [2, 'where-used', 'Where Artifact is used'],
      [3, 'returned-by', 'Returned by'],
    ]);
    const index = model.sections.find((s): s is Extract<ApiSection, { kind: 'member-index' }> => s.kind === 'member-index');
    expect(index?.items).toEqual([{ href: '#Artifact.basename', name: 'basename', kind: 'attribute' }]);
    const ctor = model.sections[0] as Extract<ApiSection, { kind: 'member' }>;
    expect(ctor.member.descriptionHtml).toBe('<p>Does Artifact.</p>');
    expect(ctor.member.params?.[0]).toMatchObject({ label: 'path', kindLabel: 'positional only', required: true, html: 'The <code>path</code>.' });
  });

  it('has no member index, types or usage sections when there is nothing to list', async () => {
    const model = await apiPageModel({ data: { title: 'T', summary: 'S.', description: 'D.', members: [member('T', null)] }, children: [], usage: undefined }, render);
    expect(tocEntries(tocOf(model.descriptionHeadings, model.sections))).toEqual([[2, 'constructor', 'Constructor']]);
  });

  // Renders the prose of all 131 API pages: the 30 s default failed once with the load at 14.
  it('on every API page of the site, the TOC is the body\'s headings, each id once', async () => {
    const dir = 'src/content/api';
    const files = (d: string): string[] =>
      readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? files(join(d, n)) : n.endsWith('.yaml') ? [join(d, n)] : []));
    const all = files(dir);
    expect(all.length).toBeGreaterThan(50);
    for (const file of all) {
      const data = apiPageSchema.parse(parse(readFileSync(file, 'utf8')));
      const model = await apiPageModel({ data, children: [], usage: undefined }, render);
      const toc = tocEntries(tocOf(model.descriptionHeadings, model.sections));
      // API pages leave nothing out.
      expect(bodyHeadings(model.sections).every(([, , , listed]) => listed), relative(dir, file)).toBe(true);
      expect(toc, relative(dir, file)).toEqual([...model.descriptionHeadings.map((h) => [h.depth, h.slug, h.text]), ...listedHeadings(model.sections)]);
      const ids = toc.map(([, id]) => id);
      expect(new Set(ids).size, relative(dir, file)).toBe(ids.length);
      if (data.members.some((m) => m.anchor !== null)) expect(ids, relative(dir, file)).toContain('members');
    }
  }, 120_000);
});

const row = (name: string, description?: string): AttributeRow => ({ name, type: 'list[str]', required: false, default: '[]', kind: 'rule', description });
const rule = (description: string, own: AttributeRow[], example?: string) => ({
  name: 'cxx_library',
  file: 'src/content/rules/cxx/cxx_library.yaml',
  data: { summary: 'S.', description, ...(example ? { example } : {}) },
  attributes: { rule: own, common: [], internal: [row('_cxx_toolchain')] },
  source: undefined,
  fact: { signature: 'cxx_library(name)' },
});

describe('rule page sections', () => {
  it("lists the description's headings, the example, Attributes (each attribute is a heading the TOC leaves out), then the fixed sections", async () => {
    const model = await rulePageModel(rule('Intro.\n\n## When to use it\n\nText.', [row('srcs', 'The `sources`.'), row('deps')], 'cxx_library(name = "x")') as never, render);
    expect(bodyHeadings(model.sections)).toEqual([
      [2, 'example', 'Example', true],
      [2, 'attributes', 'Attributes', true],
      [3, 'srcs', 'srcs', false],
      [3, 'deps', 'deps', false],
      [2, 'common-attributes', 'Common attributes', true],
      [2, 'signature', 'Signature', true],
    ]);
    expect(tocEntries(tocOf(model.descriptionHeadings, model.sections))).toEqual([
      [2, 'when-to-use-it', 'When to use it'],
      [2, 'example', 'Example'],
      [2, 'attributes', 'Attributes'],
      [2, 'common-attributes', 'Common attributes'],
      [2, 'signature', 'Signature'],
    ]);
    const attributes = model.sections.find((s): s is Extract<RuleSection, { kind: 'attributes' }> => s.kind === 'attributes');
    expect(attributes?.subsections.map((a) => a.descriptionHtml)).toEqual(['<p>The <code>sources</code>.</p>', '']);
    const signature = model.sections.at(-1) as Extract<RuleSection, { kind: 'signature' }>;
    expect(signature.internalCount).toBe(1);
  });

  it('has no Example or Attributes section when the rule has neither', async () => {
    const model = await rulePageModel(rule('Intro.', []) as never, render);
    expect(tocEntries(tocOf(model.descriptionHeadings, model.sections))).toEqual([
      [2, 'common-attributes', 'Common attributes'],
      [2, 'signature', 'Signature'],
    ]);
    expect(listedHeadings(model.sections)).toEqual(tocEntries(tocOf([], model.sections)));
  });

  it("a group landing lists its description's headings, then its rules", async () => {
    const model = await ruleGroupPageModel(
      { data: { title: 'C++', summary: 'S.', description: '## Toolchains\n\nText.\n\n### Linking\n\nMore.' }, rules: [{ path: '/docs/prelude/rules/cxx/cxx_library/', name: 'cxx_library', data: { summary: 'A library.' } }] } as never,
      render,
    );
    expect(tocEntries(tocOf(model.descriptionHeadings, model.sections))).toEqual([
      [2, 'toolchains', 'Toolchains'],
      [3, 'linking', 'Linking'],
      [2, 'rules', 'Rules'],
    ]);
  });
});
