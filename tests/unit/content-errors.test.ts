import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Root } from 'hast';
import type { Loader, LoaderContext } from 'astro/loaders';
import { VFile } from 'vfile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { docFrontmatterSchema } from '../../src/content/frontmatter';
import { rulePageSchema } from '../../src/content/rules-schema';
import { contentMessage, ContentError, exitOnContentErrors, isContentError } from '../../src/lib/content-error';
import type { PageInput } from '../../src/lib/page-data/types';
import { setCollections } from './fixtures/astro-content';
import { docEntry as doc } from './fixtures/doc-entry';

/**
 * Every kind of writer mistake goes through the one path of
 * src/lib/content-error.ts: in a build, `failBuild` prints the message alone
 * (no stack trace) and exits 1. Each test makes one mistake as a build would
 * meet it, and reads what the writer sees.
 */

// A small site: its own sidebars (each test may change them), no rules reference.
const SIDEBARS = { main: ['index', 'concepts/daemon', 'concepts/labels'], apiSidebar: ['api'], ruleSidebar: ['prelude/rules'] };
const sidebarsInUse: { current: Record<string, string[]> } = { current: SIDEBARS };
vi.mock('../../src/lib/rules/pages', () => ({ getRulesContext: async () => ({ groups: [], rules: [], common: new Map(), commonRows: [] }) }));

const DOCS = [
  doc('index', { title: 'Introduction' }),
  doc('concepts/daemon', { title: 'The daemon' }),
  doc('concepts/labels', { title: 'Labels' }),
  doc('api', { title: 'API' }),
  doc('prelude/rules', { title: 'Rules' }),
];

const state = (globalThis as { __buck2ContentErrors?: { exitOnError: boolean } }).__buck2ContentErrors;
const dirs: string[] = [];

beforeEach(() => {
  vi.resetModules();
  // One mock per test, reading the sidebars the test sets: a second doMock of the same module in a
  // test did not always replace the first (one run in about nine kept the first).
  sidebarsInUse.current = SIDEBARS;
  vi.doMock('../../src/lib/sidebar/sidebars', () => ({ sidebars: sidebarsInUse.current }));
  setCollections({ docs: DOCS });
});

afterEach(() => {
  if (state) state.exitOnError = false;
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs `work` as a build would (content errors end the process) and returns
 * what the build printed before it exited with code 1.
 */
async function buildStopsWith(work: () => unknown): Promise<string> {
  exitOnContentErrors();
  const printed: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
  const exit = vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
    throw new Error(`process.exit(${code})`);
  }) as never);
  await expect(async () => work()).rejects.toThrow('process.exit(1)');
  expect(exit).toHaveBeenCalledTimes(1);
  const output = printed.join('\n');
  // The message alone: no stack trace.
  expect(output).not.toMatch(/^\s+at /m);
  return output.trim();
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-errors-'));
  dirs.push(dir);
  return dir;
}

/** A loader that hands one file's data to parseData, as the glob loader does. */
function oneFile(filePath: string, data: Record<string, unknown>): Loader {
  return { name: 'glob-loader', load: async ({ parseData }) => void (await parseData({ id: 'entry', data, filePath })) };
}

function loaderContext(root: string): LoaderContext {
  return {
    collection: 'test',
    config: { root: pathToFileURL(`${root}/`) },
    parseData: async ({ data }: { data: unknown }) => data,
    logger: { error: () => {}, warn: () => {}, info: () => {} },
    store: { clear: () => {} },
    meta: new Map<string, string>(),
  } as unknown as LoaderContext;
}

describe('the content error', () => {
  it('says the file, the line, the field, what was expected, the value given and the fix, in one message', () => {
    expect(contentMessage({ file: 'src/content/docs/a.md', line: 3, field: 'toc_max_heading_level', expected: 'a number from 2 to 6', value: 9, hint: 'use 3 for ### headings.' })).toBe(
      'src/content/docs/a.md:3: toc_max_heading_level: expected a number from 2 to 6, got 9; use 3 for ### headings.',
    );
    const error = new ContentError({ file: 'a.md', problem: 'no title' }, { name: 'FrontmatterError' });
    expect([error.name, error.message, isContentError(error), isContentError(new Error('a bug'))]).toEqual(['FrontmatterError', 'a.md: no title', true, false]);
  });
});

describe('a build stops on one message naming the file, the field or line, the value and what was expected', () => {
  it('a frontmatter field', async () => {
    const root = tempDir();
    mkdirSync(join(root, 'src/content/docs'), { recursive: true });
    const file = join(root, 'src/content/docs/x.md');
    writeFileSync(file, '---\ntitle: X\ndescription: About x.\ntoc_max_heading_level: 9\n---\n\nText.\n');
    const { checked } = await import('../../src/content/checked-loader');
    const loader = checked(oneFile(file, { title: 'X', description: 'About x.', toc_max_heading_level: 9 }), docFrontmatterSchema, 'FrontmatterError');
    expect(await buildStopsWith(() => loader.load(loaderContext(root)))).toBe(
      'FrontmatterError: src/content/docs/x.md:4: toc_max_heading_level: expected a heading level: a whole number from 2 to 6, not 9',
    );
  });

  it("a rule's YAML key", async () => {
    const root = tempDir();
    mkdirSync(join(root, 'src/content/rules/cxx'), { recursive: true });
    const file = join(root, 'src/content/rules/cxx/cxx_library.yaml');
    writeFileSync(file, 'sumary: A rule.\ndescription: Text.\n');
    const { checked } = await import('../../src/content/checked-loader');
    const loader = checked(oneFile(file, { sumary: 'A rule.', description: 'Text.' }), rulePageSchema, 'RulesDataError');
    expect(await buildStopsWith(() => loader.load(loaderContext(root)))).toBe(
      'RulesDataError: src/content/rules/cxx/cxx_library.yaml: summary: expected a one-sentence summary: Markdown text\n' +
        'src/content/rules/cxx/cxx_library.yaml:1: sumary: unknown key; expected only: summary, description, example, attributes',
    );
  });

  it('a duplicate route', async () => {
    setCollections({ docs: [...DOCS, doc('concepts/daemon_old', { title: 'Old daemon', slug: '/concepts/daemon/' })] });
    const { getDocsContext } = await import('../../src/lib/docs/docs-context');
    expect(await buildStopsWith(getDocsContext)).toBe(
      'ContentError: src/content/docs/concepts/daemon_old.md: slug: two pages would be served at /docs/concepts/daemon/: this one and src/content/docs/concepts/daemon.md; change the slug (or the file name) of one of them.',
    );
  });

  it('an unknown sidebar id (displayed_sidebar)', async () => {
    const { getPageData } = await import('../../src/lib/page-data/page-data');
    const input: PageInput = { path: '/docs/concepts/labels/', title: 'Labels', description: 'x', doc: { source: 'src/content/docs/concepts/labels.md', headings: [], displayedSidebar: 'mian' } };
    expect(await buildStopsWith(() => getPageData(input))).toBe(
      'ContentError: src/content/docs/concepts/labels.md: displayed_sidebar: expected one of main, apiSidebar, ruleSidebar, got "mian"',
    );
  });

  it('an unknown doc id in a sidebar', async () => {
    sidebarsInUse.current = { ...SIDEBARS, main: ['index', 'concepts/deamon'] };
    const { getDocsContext } = await import('../../src/lib/docs/docs-context');
    expect(await buildStopsWith(getDocsContext)).toContain(
      'SidebarError: src/lib/sidebar/sidebars.ts: the sidebar "main" refers to the doc id "concepts/deamon", which does not exist.\nThe nearest doc ids are:\n- concepts/daemon',
    );
  });

  it('an unknown pagination id, when the docs are read (before any page renders)', async () => {
    setCollections({ docs: DOCS.map((d) => (d.id === 'concepts/labels' ? doc('concepts/labels', { title: 'Labels', pagination_next: 'concepts/deamon' }) : d)) });
    const { getDocsContext } = await import('../../src/lib/docs/docs-context');
    expect(await buildStopsWith(getDocsContext)).toBe(
      'ContentError: src/content/docs/concepts/labels.md: pagination_next: expected a doc id (the page\'s path under src/content/docs without its extension) or null, got "concepts/deamon"; the nearest doc ids are: concepts/daemon, concepts/labels, index.',
    );
  });

  it("a heading of a rule's description that clashes with a section", async () => {
    const { rulePageModel } = await import('../../src/lib/rules/page-sections');
    const rule = { name: 'cxx_library', file: 'src/content/rules/cxx/cxx_library.yaml', data: { summary: 'S', description: 'D' }, attributes: { rule: [], common: [], internal: [] }, source: undefined, fact: { signature: '' } };
    const render = async () => ({ html: '', headings: [{ depth: 2, slug: 'signature', text: 'Signature' }] });
    expect(await buildStopsWith(() => rulePageModel(rule as never, render))).toBe(
      'ContentError: src/content/rules/cxx/cxx_library.yaml: description: the heading id "signature" is also used by a section or an attribute of cxx_library; rename the heading.',
    );
  });

  it('a code block of an unknown language in reference prose (the same plugins as pages)', async () => {
    const root = tempDir();
    const file = join(root, 'cxx_library.yaml');
    writeFileSync(file, 'summary: S\ndescription: |\n  Text.\n\n  ```starlarkk\n  x = 1\n  ```\n');
    const { renderReferenceMarkdownWithHeadings } = await import('../../src/lib/reference-markdown');
    const output = await buildStopsWith(() => renderReferenceMarkdownWithHeadings('Text.\n\n```starlarkk\nx = 1\n```\n', file));
    expect(output).toMatch(/^CodeLanguageError: \S*cxx_library\.yaml:5: code block language "starlarkk" is unknown/);
  });

  it("a docs version's missing sidebars", async () => {
    const root = tempDir();
    writeFileSync(join(root, 'versions.json'), '[\n  "2025.2",\n  "2025.1"\n]\n');
    const { versionSidebars } = await import('../../src/lib/docs/versions');
    expect(await buildStopsWith(() => versionSidebars('2025.1', root))).toBe(
      `VersionError: ${root}/versions.json:3: the docs version "2025.1" has no sidebars: ${root}/versioned_sidebars/version-2025.1-sidebars.json is missing; restore that file (npm run docs:version writes it), or take "2025.1" out of versions.json.`,
    );
  });

  it("a tab's value in MDX", async () => {
    const { rehypeTabs } = await import('../../src/markdown-plugins/rehype-tabs');
    const tree = {
      type: 'root',
      children: [{ type: 'mdxJsxFlowElement', name: 'Tabs', attributes: [], children: [{ type: 'mdxJsxFlowElement', name: 'TabItem', attributes: [{ type: 'mdxJsxAttribute', name: 'label', value: 'Linux' }], children: [] }] }],
    } as unknown as Root;
    const file = new VFile({ path: `${process.cwd()}/src/content/docs/x.mdx` });
    expect(await buildStopsWith(() => rehypeTabs()(tree, file))).toBe('TabsError: src/content/docs/x.mdx: <TabItem>: expected a value, such as value="linux"');
  });

  it('a site configuration field', async () => {
    const { parseNavbarItem } = await import('../../src/config/validate');
    expect(await buildStopsWith(() => parseNavbarItem({ type: 'fancyLink', label: 'x' }, 0))).toBe('ConfigError: No NavbarItem component found for type "fancyLink".');
  });
});
