import { readFileSync } from 'node:fs';
import { rehypeHeadingIds } from '@astrojs/markdown-remark';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { troubleshootingEntrySchema } from '../../src/content/troubleshooting-schema';
import { configSections, envVarViews, type ConfigKeysData, type EnvVarsData } from '../../src/lib/reference/config';
import { configPageSections, envPageSections, queryFunctionSections } from '../../src/lib/reference/page-sections';
import { tocOf, tocWithEmbedded, type Section } from '../../src/lib/reference/sections';
import { troubleshootingSections } from '../../src/lib/troubleshooting/page-sections';
import { EMBEDS_KEY, rehypeEmbeddedSections } from '../../src/markdown-plugins/rehype-embedded-sections';

const json = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
/** Every heading the body draws, as [level, id, text, listed in the TOC]. */
const bodyHeadings = (sections: readonly Section[]): [number, string, string, boolean][] =>
  sections.flatMap((s) => [[s.level, s.id, s.heading, s.listed !== false] as [number, string, string, boolean], ...bodyHeadings(s.subsections ?? [])]);
const toc = (sections: readonly Section[]) => tocOf([], sections).map((h) => [h.depth, h.slug, h.text]);

describe('.buckconfig reference sections', () => {
  const data = json<ConfigKeysData>('src/data/buckconfig-keys.json');
  const sections = configPageSections(configSections(data, new Map()));

  it('has an h2 per section, written as in the file, and an h3 per key', () => {
    const names = [...new Set(data.keys.map((k) => k.section))].sort((a, b) => a.localeCompare(b));
    expect(sections.map((s) => [s.level, s.heading])).toEqual(names.map((n) => [2, `[${n}]`]));
    const buck2 = sections.find((s) => s.id === 'buck2')!;
    expect(buck2.subsections.length).toBeGreaterThan(5);
    expect(buck2.subsections.every((k) => k.level === 3 && k.heading === `buck2.${k.key.key}` && k.id === k.key.id)).toBe(true);
  });

  it('lists the sections in the TOC, not the keys', () => {
    expect(toc(sections)).toEqual(sections.map((s) => [2, s.id, s.heading]));
    expect(bodyHeadings(sections).filter(([, , , listed]) => !listed)).toHaveLength(data.keys.filter((k) => k.key !== '*').length);
  });
});

describe('environment variable sections', () => {
  const data = json<EnvVarsData>('src/data/buck2-env-vars.json');
  const views = envVarViews(data, new Map());

  it('has an h2 per group, in help-env order, and each variable once under its group', () => {
    const sections = envPageSections(views);
    expect(sections.map((s) => s.heading)).toEqual(['Listed by buck2 help-env', 'Read directly', 'Meta-internal', "For Buck2's own tests"]);
    expect(sections.flatMap((s) => s.subsections.map((v) => v.heading)).sort()).toEqual(views.map((v) => v.name).sort());
    // Buck2's own test variables are h4s; the others h3s.
    for (const s of sections) expect(new Set(s.subsections.map((v) => v.level))).toEqual(new Set([s.id === 'self-tests' ? 4 : 3]));
    expect(toc(sections)).toEqual(sections.map((s) => [2, s.id, s.heading]));
  });

  it('leaves out a group with no variable', () => {
    expect(envPageSections(views.filter((v) => v.applicability !== 'internal')).map((s) => s.id)).toEqual(['registered', 'read-directly', 'self-tests']);
  });
});

describe('query function sections', () => {
  const fn = (name: string, kinds: ('uquery' | 'cquery' | 'aquery')[]) => ({ name, signature: `${name}(x)`, returns: 'targets', kinds, anchor: name, description: 'D.', example: 'buck2 uquery x' });

  it('has an h3 per function of the kind, by name, with its anchor as id, none in the TOC', () => {
    const sections = queryFunctionSections('cquery', [fn('rdeps', ['uquery', 'cquery']), fn('deps', ['cquery']), fn('inputs', ['aquery'])]);
    expect(bodyHeadings(sections)).toEqual([
      [3, 'deps', 'deps', false],
      [3, 'rdeps', 'rdeps', false],
    ]);
    expect(toc(sections)).toEqual([]);
  });

  it('fails on an unknown kind', () => {
    expect(() => queryFunctionSections('bquery', [])).toThrow('<QueryFunctions>: unknown kind "bquery", expected one of uquery, cquery, aquery');
  });

  it('gives every function of the site an anchor unique to its kind', () => {
    for (const kind of ['uquery', 'cquery', 'aquery']) {
      const ids = queryFunctionSections(kind).map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeGreaterThan(20);
    }
  });
});

describe('troubleshooting sections', () => {
  const entries = (parse(readFileSync('src/data/troubleshooting.yaml', 'utf8')) as unknown[]).map((e) => troubleshootingEntrySchema.parse(e));

  it('has an h3 per entry of the topic, in order, titled without backticks, none in the TOC', () => {
    const sections = troubleshootingSections('targets', entries);
    const own = entries.filter((e) => e.topic === 'targets');
    expect(sections.map((s) => s.entry)).toEqual(own);
    expect(bodyHeadings(sections)).toEqual(own.map((e) => [3, e.id, e.title.replaceAll('`', ''), false]));
    expect(sections.some((s) => s.entry.title.includes('`'))).toBe(true);
    expect(toc(sections)).toEqual([]);
  });

  it('fails on an unknown topic', () => {
    expect(() => troubleshootingSections('printers', entries)).toThrow('<TroubleshootingEntries>: unknown topic "printers"');
  });
});

describe('a guide\'s TOC with embedded sections', () => {
  const h = (depth: number, slug: string) => ({ depth, slug, text: slug });
  const s = (id: string, level: 2 | 3, listed = true): Section => ({ id, heading: id, level, ...(listed ? {} : { listed: false as const }) });

  it('joins each component\'s listed sections after the heading it follows, in page order', () => {
    const headings = [h(2, 'intro'), h(2, 'setup'), h(2, 'all')];
    const merged = tocWithEmbedded(headings, [
      { after: null, sections: [s('first', 2)] },
      { after: 'setup', sections: [s('a', 3), s('hidden', 3, false)] },
      { after: 'setup', sections: [s('b', 3)] },
      { after: 'all', sections: [{ ...s('x', 2), subsections: [s('x.key', 3, false)] }] },
    ]);
    expect(merged.map((m) => m.slug)).toEqual(['first', 'intro', 'setup', 'a', 'b', 'all', 'x']);
    expect(tocWithEmbedded(headings, [])).toEqual(headings);
  });
});

describe('rehype-embedded-sections', () => {
  async function embedsOf(mdx: string): Promise<unknown> {
    const { default: remarkMdx } = await import('remark-mdx');
    const file = new VFile({ value: mdx, path: 'src/content/docs/page.mdx', data: { astro: { frontmatter: {} } } });
    const processor = unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(remarkRehype, { passThrough: ['mdxjsEsm', 'mdxJsxFlowElement', 'mdxJsxTextElement'] })
      .use(rehypeHeadingIds)
      .use(rehypeEmbeddedSections);
    await processor.run(processor.parse(file), file);
    return (file.data as { astro: { frontmatter: Record<string, unknown> } }).astro.frontmatter[EMBEDS_KEY];
  }

  it('records each reference component, known by its import, with its props and the heading it follows', async () => {
    const page = [
      "import Entries from '~/components/reference/TroubleshootingEntries.astro';",
      "import QueryFunctions from '~/components/reference/QueryFunctions.astro';",
      "import Other from '~/components/Other.astro';",
      '',
      '<Entries topic="setup" />',
      '',
      '## Setup and `targets`',
      '',
      '<Entries topic="targets" />',
      '',
      '<Other />',
      '',
      '### Functions',
      '',
      '<QueryFunctions kind="cquery" />',
    ].join('\n');
    expect(await embedsOf(page)).toEqual([
      { component: 'TroubleshootingEntries', props: { topic: 'setup' }, after: null },
      { component: 'TroubleshootingEntries', props: { topic: 'targets' }, after: 'setup-and-targets' },
      { component: 'QueryFunctions', props: { kind: 'cquery' }, after: 'functions' },
    ]);
  });

  it('records nothing on a page without one', async () => {
    expect(await embedsOf("import Other from '~/components/Other.astro';\n\n## A\n\n<Other />")).toBeUndefined();
  });

  it('fails on a prop given as an expression', async () => {
    await expect(embedsOf("import Q from '~/components/reference/QueryFunctions.astro';\n\n<Q kind={'cquery'} />")).rejects.toThrow(
      'src/content/docs/page.mdx: <Q kind>: expected a plain string such as kind="…", not an expression',
    );
  });
});
