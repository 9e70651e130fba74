import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { VFile } from 'vfile';
import type { Loader, LoaderContext } from 'astro/loaders';
import { checked, unreadableYaml, yamlKeyLine } from '../../src/content/checked-loader';
import { docFrontmatterSchema } from '../../src/content/frontmatter';
import { rulePageSchema } from '../../src/content/rules-schema';
import {
  ContentError,
  contentFixed,
  failBuild,
  fileChanged,
  formatIssues,
  keepContentErrors,
  pendingContentError,
  renderStarted,
} from '../../src/lib/content-error';
import { lastDates } from '../../src/lib/docs/last-updated';
import { remarkCodeLanguages, unknownLanguage } from '../../src/markdown-plugins/remark-code-languages';
import { imageFile, remarkLocalImages } from '../../src/markdown-plugins/remark-local-images';

/** The dev server's state is shared through globalThis: each test starts from none. */
const state = (globalThis as { __buck2ContentErrors?: { dev: boolean; pending: Map<string, unknown>; onPendingChange?: unknown } }).__buck2ContentErrors;
afterEach(() => {
  if (!state) return;
  state.dev = false;
  state.pending.clear();
  state.onPendingChange = undefined;
});

const FRONTMATTER_FILE = 'src/content/docs/concepts/x.md';

function frontmatterProblems(data: Record<string, unknown>, source: string): string {
  const result = docFrontmatterSchema.safeParse(data);
  if (result.success) throw new Error('expected the frontmatter to be rejected');
  return formatIssues(FRONTMATTER_FILE, result.error, (path) => yamlKeyLine(source, path, { frontmatter: true }));
}

describe('frontmatter and data errors', () => {
  it('name the line of a misspelt key, and the field of a missing one', () => {
    const source = '---\ntitle: X\ndescription: About x.\nsidebar_lable: Oops\n---\n\nText.\n';
    expect(frontmatterProblems({ title: 'X', description: 'About x.', sidebar_lable: 'Oops' }, source)).toMatch(
      /^src\/content\/docs\/concepts\/x\.md:4: sidebar_lable: unknown frontmatter key; expected only: title, description, sidebar_label,/,
    );
    expect(frontmatterProblems({ description: 'About x.' }, '---\ndescription: About x.\n---\n')).toBe(
      'src/content/docs/concepts/x.md: title: expected a title: a non-empty string, not nothing',
    );
  });

  it('refuse a slug that would put the page under /docs/docs/, saying what to write', () => {
    const source = '---\ntitle: X\ndescription: About x.\nslug: /docs/concepts/foo/\n---\n';
    expect(frontmatterProblems({ title: 'X', description: 'About x.', slug: '/docs/concepts/foo/' }, source)).toBe(
      'src/content/docs/concepts/x.md:4: slug: expected a slug relative to /docs/: "/docs/concepts/foo/" would serve the page at /docs/docs/concepts/foo/; write "concepts/foo" for /docs/concepts/foo/',
    );
    expect(docFrontmatterSchema.safeParse({ title: 'X', description: 'About x.', slug: 'docs' }).success).toBe(false);
    expect(docFrontmatterSchema.safeParse({ title: 'X', description: 'About x.', slug: '/concepts/foo' }).success).toBe(true);
    expect(docFrontmatterSchema.safeParse({ title: 'X', description: 'About x.', slug: 'docsets/foo' }).success).toBe(true);
  });

  it("print a misspelt key of a rule's YAML by its name, with the line and the keys that exist", () => {
    const result = rulePageSchema.safeParse({ sumary: 'A rule.', description: 'Text.' });
    expect(result.success).toBe(false);
    const source = 'sumary: A rule.\ndescription: Text.\n';
    const text = formatIssues('src/content/rules/cxx/cxx_library.yaml', result.error!, (path) => yamlKeyLine(source, path));
    expect(text).toContain('src/content/rules/cxx/cxx_library.yaml:1: sumary: unknown key; expected only: summary, description, example, attributes');
    expect(text).not.toContain('****');
  });

  it('find nested keys and list items in YAML, and stay inside the frontmatter', () => {
    const yaml = 'summary: S\nattributes:\n  srcs: The sources.\n  deps: The deps.\nother:\n  deps: x\n';
    expect(yamlKeyLine(yaml, ['attributes', 'deps'])).toBe(4);
    expect(yamlKeyLine(yaml, ['other', 'deps'])).toBe(6);
    expect(yamlKeyLine(yaml, ['attributes', 'nope'])).toBe(2);
    expect(yamlKeyLine(yaml, ['nope'])).toBeUndefined();
    expect(yamlKeyLine('---\ntitle: X\n---\ntitle: not frontmatter\n', ['rfc'], { frontmatter: true })).toBeUndefined();
  });

  it('say where a frontmatter is not YAML', () => {
    expect(unreadableYaml('src/content/docs/x.md', '---\ntitle: X\ndescription: [a, b\nunlisted: true\n---\n', 'loader words')).toMatch(
      /^src\/content\/docs\/x\.md:\d+: the frontmatter is not valid YAML: /,
    );
    expect(unreadableYaml('src/content/docs/x.md', '---\ntitle: X\n---\n', 'loader words')).toBe('src/content/docs/x.md: loader words');
  });
});

/** A loader that hands each entry's data to parseData, as the glob loader does. */
function fakeLoader(entries: { id: string; data: Record<string, unknown> }[]): Loader {
  return {
    name: 'fake-loader',
    load: async ({ parseData }) => {
      for (const e of entries) await parseData({ id: e.id, data: e.data, filePath: `/nowhere/src/content/docs/${e.id}.md` });
    },
  };
}

function context(watcher?: unknown): LoaderContext {
  return {
    collection: 'docs',
    config: { root: new URL('file:///nowhere/') },
    parseData: async ({ data }: { data: unknown }) => data,
    logger: { error: () => {}, warn: () => {}, info: () => {} },
    watcher,
    store: { values: () => [], get: () => undefined, set: () => true, clear: () => {} },
    meta: new Map<string, string>(),
    generateDigest: (text: string) => String(text.length),
  } as unknown as LoaderContext;
}

describe('the checked loader', () => {
  it('fails a build on data that does not fit the schema, naming the file and field', async () => {
    const loader = checked(fakeLoader([{ id: 'concepts/x', data: { description: 'About x.' } }]), docFrontmatterSchema, 'FrontmatterError');
    await expect(loader.load(context())).rejects.toThrow('src/content/docs/concepts/x.md: title: expected a title: a non-empty string, not nothing');
  });

  it('in the dev server, keeps the error for every page to show, keeps the loader going, and forgets the error once the file is fixed', async () => {
    keepContentErrors(() => {});
    const watcher = { on: () => {}, off: () => {}, emit: () => {} };
    await checked(fakeLoader([{ id: 'concepts/x', data: { description: 'About x.' } }]), docFrontmatterSchema, 'FrontmatterError').load(context(watcher));
    const shown = pendingContentError();
    expect(shown?.name).toBe('FrontmatterError');
    expect(shown?.message).toBe('src/content/docs/concepts/x.md: title: expected a title: a non-empty string, not nothing');
    // No stack trace: the message is the fix.
    expect(shown?.stack).toBe(`FrontmatterError: ${shown?.message}`);
    await checked(fakeLoader([{ id: 'concepts/x', data: { title: 'X', description: 'About x.' } }]), docFrontmatterSchema, 'FrontmatterError').load(context(watcher));
    expect(pendingContentError()).toBeUndefined();
  });
});

describe('a page saved with a mistake while the dev server runs', () => {
  it('keeps the entry it had (the loader is told so) and shows the error until fixed', async () => {
    keepContentErrors(() => {});
    const watcher = { on: () => {}, off: () => {}, emit: () => {} };
    let later: LoaderContext['parseData'] | undefined;
    const loader: Loader = { name: 'fake-loader', load: async ({ parseData }) => void (later = parseData) };
    await checked(loader, docFrontmatterSchema, 'FrontmatterError').load(context(watcher));
    const filePath = '/nowhere/src/content/docs/concepts/x.md';
    await expect(later!({ id: 'concepts/x', data: { description: 'About x.' }, filePath })).rejects.toThrow('src/content/docs/concepts/x.md: title: expected a title');
    expect(pendingContentError()?.message).toBe('src/content/docs/concepts/x.md: title: expected a title: a non-empty string, not nothing');
    await expect(later!({ id: 'concepts/x', data: { title: 'X', description: 'About x.' }, filePath })).resolves.toEqual({ title: 'X', description: 'About x.' });
    expect(pendingContentError()).toBeUndefined();
  });
});

/** A dev server's loader context on a real folder: a store of entries with digests, and a watcher that records what is read again. */
function devContext(root: string, entries: { id: string; filePath: string; digest: string }[]) {
  const emitted: string[] = [];
  const listeners = new Map<string, ((path: string) => void)[]>();
  const watcher = {
    on: (event: string, listener: (path: string) => void) => void listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    off: () => {},
    emit: (event: string, path: string) => {
      emitted.push(path);
      for (const listener of listeners.get(event) ?? []) listener(path);
    },
  };
  const stored = new Map(entries.map((e) => [e.id, e]));
  const store = { values: () => [...stored.values()], get: (id: string) => stored.get(id), set: (e: { id: string; filePath: string; digest: string }) => void stored.set(e.id, e), clear: () => {} };
  const ctx = { ...context(watcher), config: { root: pathToFileURL(`${root}/`) }, store, generateDigest: (text: string) => String(text.length) } as unknown as LoaderContext;
  /** The loader stores the entry of `text` (the first entry's file). */
  const storeText = (text: string) => {
    const [first] = stored.values();
    if (first) stored.set(first.id, { ...first, digest: String(text.length) });
  };
  /** A save the watcher reports (not recorded in `emitted`, which holds what the code under test asks for). */
  const change = (path: string) => {
    for (const listener of listeners.get('change') ?? []) listener(path);
  };
  return { ctx, emitted, change, store: storeText };
}

describe('the dev server holds errors against the file on disk, whatever order events and reads come in', () => {
  afterEach(() => vi.useRealTimers());
  const RULE = 'src/content/rules/cxx/cxx_library.yaml';
  const GOOD = 'summary: A rule.\ndescription: Text.\n';
  const BAD = 'sumary: A rule.\ndescription: Text.\n';

  /** A dev server holding a rule; `stored`: the text its store holds (the original, or other text). */
  async function ruleSite(stored = GOOD) {
    vi.useFakeTimers();
    keepContentErrors(() => {});
    const root = mkdtempSync(join(tmpdir(), 'settle-'));
    mkdirSync(join(root, 'src/content/rules/cxx'), { recursive: true });
    const file = join(root, RULE);
    writeFileSync(file, GOOD);
    let parse: LoaderContext['parseData'] | undefined;
    const loader: Loader = { name: 'glob-loader', load: async ({ parseData }) => void (parse = parseData) };
    const dev = devContext(root, [{ id: 'cxx/cxx_library', filePath: RULE, digest: String(stored.length) }]);
    await checked(loader, rulePageSchema, 'RulesDataError').load(dev.ctx);
    const read = (data: Record<string, unknown>) => parse!({ id: 'cxx/cxx_library', data, filePath: file });
    /** The loader reads the misspelt key and reports it. */
    const readMistake = () => expect(read({ sumary: 'A rule.', description: 'Text.' })).rejects.toThrow('sumary: unknown key');
    return { file, dev, read, readMistake };
  }

  it('a read of the mistake that ends after the fix was saved leaves no error', async () => {
    const { file, dev, readMistake } = await ruleSite();
    // The writer saves the mistake; the loader reads it; the writer fixes it and the event comes first; then the old read fails.
    writeFileSync(file, BAD);
    dev.change(file);
    writeFileSync(file, GOOD);
    dev.change(file);
    await readMistake();
    expect(pendingContentError()?.message).toContain('sumary: unknown key');
    await vi.advanceTimersByTimeAsync(300);
    expect(pendingContentError()).toBeUndefined();
  });

  it('a save the watcher reported before it was written is looked at again once the file holds still', async () => {
    const { file, readMistake } = await ruleSite();
    writeFileSync(file, BAD);
    await readMistake();
    // The fix is written with no event of its own (the watcher merged it into an earlier one).
    await vi.advanceTimersByTimeAsync(300);
    writeFileSync(file, GOOD);
    expect(pendingContentError()?.message).toContain('sumary: unknown key');
    await vi.advanceTimersByTimeAsync(1000);
    expect(pendingContentError()).toBeUndefined();
  });

  it('a file read while being saved is read again once, when the store holds other text than the disk', async () => {
    const { file, dev, read } = await ruleSite('an older text of the rule\n');
    // The file holds its keys now; the loader read it empty (an editor truncates, then writes).
    await expect(read({})).rejects.toThrow('read while being saved');
    expect(pendingContentError()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(300);
    expect(dev.emitted).toEqual([file]);
    // Still other text than the store holds, but already read again for this text: no loop.
    await vi.advanceTimersByTimeAsync(5000);
    expect(dev.emitted).toEqual([file]);
  });

  it('a render of the mistake stored after the fix was saved makes the loader read the file again', async () => {
    const { file, dev } = await ruleSite();
    // The writer saves a broken page and fixes it; the store held the first text at each look.
    writeFileSync(file, BAD);
    dev.change(file);
    writeFileSync(file, `${GOOD}\n`);
    dev.change(file);
    await vi.advanceTimersByTimeAsync(300);
    expect(dev.emitted).toEqual([file]);
    // Then the render of the broken text ends: it is stored, failed, over the fixed one.
    dev.store(BAD);
    failBuild(new ContentError(`${RULE}:3: diagram does not parse`), `render/mermaid:${RULE}`);
    await vi.advanceTimersByTimeAsync(300);
    expect(dev.emitted).toEqual([file, file]);
  });

  it('a second render of the mistake, ending after the fix was read again, makes the loader read the file once more', async () => {
    const { file, dev } = await ruleSite();
    // The broken text is saved; the store still holds the first text at the look, so the loader reads it again (a second render of it).
    writeFileSync(file, BAD);
    dev.change(file);
    await vi.advanceTimersByTimeAsync(300);
    expect(dev.emitted).toEqual([file]);
    // The first render of the mistake lands; the writer fixes the page, and the loader is asked to read the fix.
    dev.store(BAD);
    failBuild(new ContentError(`${RULE}:3: diagram does not parse`), `render/mermaid:${RULE}`);
    writeFileSync(file, `${GOOD}\n`);
    dev.change(file);
    await vi.advanceTimersByTimeAsync(300);
    expect(dev.emitted).toEqual([file, file]);
    // The second render of the mistake lands last, over the fix: the fix is read once more.
    dev.store(BAD);
    failBuild(new ContentError(`${RULE}:3: diagram does not parse`), `render/mermaid:${RULE}`);
    await vi.advanceTimersByTimeAsync(300);
    expect(dev.emitted).toEqual([file, file, file]);
    // Once the store holds the text on disk, nothing more is read.
    dev.store(`${GOOD}\n`);
    await vi.advanceTimersByTimeAsync(5000);
    expect(dev.emitted).toEqual([file, file, file]);
  });

  it('the same mistake saved again later is read again', async () => {
    const { file, dev } = await ruleSite();
    for (const round of [1, 2]) {
      writeFileSync(file, BAD);
      dev.change(file);
      await vi.advanceTimersByTimeAsync(300);
      expect(dev.emitted).toHaveLength(round);
      writeFileSync(file, GOOD);
      dev.change(file);
      await vi.advanceTimersByTimeAsync(2000);
    }
  });

  it('a mistake still on disk stays shown', async () => {
    const { file, dev, readMistake } = await ruleSite();
    writeFileSync(file, BAD);
    dev.change(file);
    await readMistake();
    await vi.advanceTimersByTimeAsync(5000);
    expect(pendingContentError()?.message).toContain(`${RULE}:1: sumary: unknown key`);
  });
});

describe('content errors in the dev server', () => {
  it('are kept by key, shown together, and go when fixed, rendered again or deleted', () => {
    let changes = 0;
    keepContentErrors(() => changes++);
    failBuild(new ContentError('a.md:3: one'), 'render/mermaid:a.md');
    failBuild(new ContentError('b.md:1: two'), 'schema#b:b.md');
    expect(pendingContentError()?.message).toBe('2 content errors:\n\na.md:3: one\n\nb.md:1: two');
    renderStarted('a.md');
    expect(pendingContentError()?.message).toBe('b.md:1: two');
    contentFixed('schema#b:b.md');
    expect(pendingContentError()).toBeUndefined();
    failBuild(new ContentError('c.md: three'), 'reload:c.md');
    fileChanged('c.md');
    expect(pendingContentError()).toBeUndefined();
    expect(changes).toBe(6);
  });

  it('are not kept outside the dev server (tests, and builds, which stop at once)', () => {
    const error = failBuild(new ContentError('x.md: nope'), 'render/image:x.md');
    expect(error.message).toBe('x.md: nope');
    expect(pendingContentError()).toBeUndefined();
  });
});

async function render(markdown: string, path: string, plugin: () => unknown): Promise<string> {
  const out = await unified()
    .use(remarkParse)
    .use(plugin as never)
    .use(remarkRehype)
    .use(rehypeStringify)
    .process(new VFile({ value: markdown, path }));
  return String(out);
}

describe('code block languages', () => {
  it('accept Shiki languages, their aliases, the site aliases, plain text and diagrams', () => {
    for (const lang of ['python', 'bash', 'sh', 'ini', 'toml', 'json', 'rust', 'cpp', 'java', 'kotlin', 'powershell', 'text', 'starlark', 'bzl', 'mermaid', undefined]) {
      expect(unknownLanguage(lang), String(lang)).toBeUndefined();
    }
  });

  it('fail on an unknown language, with the file, the line and the nearest names', async () => {
    await expect(render('Intro.\n\n```python\nx = 1\n```\n\n```starlarkk\ny = 2\n```\n', 'src/content/docs/nowhere.md', remarkCodeLanguages)).rejects.toThrow(
      /^src\/content\/docs\/nowhere\.md: code block language "starlarkk" is unknown, so the block would not be highlighted\. The nearest names are: starlark, /,
    );
  });
});

describe('images', () => {
  it('are looked for beside the page, or in public/ for a root path; URLs are not files', () => {
    expect(imageFile('./x.png', '/site/src/content/docs/a.md')).toBe('/site/src/content/docs/x.png');
    expect(imageFile('/img/logo.svg', '/site/src/content/docs/a.md', 'public')).toBe('public/img/logo.svg');
    expect(imageFile('https://example.com/x.png', '/site/a.md')).toBeUndefined();
  });

  it('that do not exist fail, naming the page, the line and the file looked for', async () => {
    await expect(render('Intro.\n\n![A diagram](./missing-diagram.png)\n', `${process.cwd()}/src/content/docs/nowhere.md`, remarkLocalImages)).rejects.toThrow(
      'src/content/docs/nowhere.md: image "./missing-diagram.png" not found: there is no file src/content/docs/missing-diagram.png; add the file or fix the path.',
    );
    await expect(render('![Logo](/img/logo.svg)\n', `${process.cwd()}/src/content/docs/nowhere.md`, remarkLocalImages)).resolves.toContain('<img');
  });
});

describe('last updated dates', () => {
  const log = '\0abc 2026-11-24\n\nsrc/content/docs/a.md\n\0def 2026-10-01\n\nsrc/content/docs/a.md\nsrc/content/docs/b.md\n';

  it('take each file from its newest commit', () => {
    expect(Object.fromEntries(lastDates(log))).toEqual({ 'src/content/docs/a.md': '2026-11-24', 'src/content/docs/b.md': '2026-10-01' });
  });

  it('give no date for a file whose last commit a shallow clone cut off', () => {
    expect(Object.fromEntries(lastDates(log, new Set(['def'])))).toEqual({ 'src/content/docs/a.md': '2026-11-24', 'src/content/docs/b.md': '' });
  });
});

describe("Astro's glob loader in the dev server", () => {
  // The loader reports a file it cannot read only in its log ("Failed to reload <file>: ..."), which
  // checked() turns into the error every page shows. This runs the real loader, so an Astro upgrade
  // that changes the log line fails here instead of silently losing the error in `npm run dev`.
  it('a YAML file that no longer parses shows with its line, and goes when fixed', async () => {
    keepContentErrors(() => {});
    const { EventEmitter } = await import('node:events');
    const { glob } = await import('astro/loaders');
    const { parse } = await import('yaml');
    const root = mkdtempSync(join(tmpdir(), 'glob-dev-'));
    mkdirSync(join(root, 'src/content/rules/cxx'), { recursive: true });
    const file = join(root, 'src/content/rules/cxx/cxx_library.yaml');
    writeFileSync(file, 'summary: A rule.\ndescription: Text.\n');
    const watcher = Object.assign(new EventEmitter(), { add: () => {} });
    const entries = new Map<string, { id: string; filePath?: string; digest?: string }>();
    const store = {
      get: (id: string) => entries.get(id),
      set: (entry: { id: string }) => void entries.set(entry.id, entry),
      delete: (id: string) => void entries.delete(id),
      has: (id: string) => entries.has(id),
      keys: () => [...entries.keys()],
      values: () => [...entries.values()],
      entries: () => [...entries.entries()],
      clear: () => entries.clear(),
      addModuleImport: () => {},
      addAssetImports: () => {},
    };
    const ctx = {
      ...context(watcher),
      collection: 'rules',
      config: { root: pathToFileURL(`${root}/`), srcDir: pathToFileURL(`${root}/src/`) },
      store,
      watcher,
      generateDigest: (text: string) => String(text.length),
      entryTypes: new Map([['.yaml', { getEntryInfo: ({ contents }: { contents: string }) => ({ data: parse(contents) ?? {}, body: contents }) }]]),
    } as unknown as LoaderContext;
    const loader = checked(glob({ pattern: '*/*.yaml', base: join(root, 'src/content/rules'), generateId: ({ entry }) => entry.replace(/\.yaml$/, '') }), rulePageSchema, 'RulesDataError');
    await loader.load(ctx);
    expect(entries.has('cxx/cxx_library')).toBe(true);
    writeFileSync(file, 'summary: A rule.\ndescription: [Text.\n');
    watcher.emit('change', file);
    await vi.waitFor(() => expect(pendingContentError()?.message).toMatch(/^src\/content\/rules\/cxx\/cxx_library\.yaml:\d+: the file is not valid YAML/));
    writeFileSync(file, 'summary: A rule.\ndescription: Text again.\n');
    watcher.emit('change', file);
    await vi.waitFor(() => expect(pendingContentError()).toBeUndefined());
  });
});
