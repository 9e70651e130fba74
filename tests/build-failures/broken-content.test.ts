import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Builds a copy of the site with one writer's mistake in it and reads what
 * `npm run build` says. Slow (a real build), so each case fails as early as
 * it can. The summary of a build that succeeds is read from the test site's
 * build instead (tests/built-fixture/).
 */
const ROOT = resolve('.');
const copies: string[] = [];

function siteWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'buck2-docs-'));
  copies.push(dir);
  for (const entry of ['src', 'public', 'astro.config.mjs', 'ec.config.mjs', 'redirects.ts', 'tsconfig.json', 'package.json', 'versions.json', 'versioned_docs', 'versioned_sidebars']) {
    cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  return dir;
}

/** `npm run build` (tools/build.mjs) in the copy. */
function build(dir: string): { status: number | null; output: string } {
  const run = spawnSync(join(ROOT, 'node_modules/.bin/node'), [join(ROOT, 'tools/build.mjs')], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', BUCK2_DOCS_LINKED_MODULES: '1', BUCK2_DOCS_CACHE_DIR: join(dir, '.cache') },
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

// Each copy holds the site's sources: removing them can take longer than a hook's default 10 s on a busy machine.
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
}, 120_000);

const page = (frontmatter: string, body: string) => `---\ntitle: A test page\ndescription: A page with a writer's mistake in it.\n${frontmatter}---\n\n${body}\n`;

describe('a build with a writer mistake', () => {
  it('fails on a slug that would serve the page under /docs/docs/, and leaves no dist/ behind', () => {
    const dir = siteWith({ 'src/content/docs/concepts/zz_slug.md': page('slug: /docs/concepts/foo/\n', 'Text.') });
    // A site built before: a failed build must not leave it looking complete.
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist/index.html'), '<!doctype html><title>old</title>');
    const { status, output } = build(dir);
    expect(status).not.toBe(0);
    expect(output).toContain(
      'FrontmatterError: src/content/docs/concepts/zz_slug.md:4: slug: expected a slug relative to /docs/: "/docs/concepts/foo/" would serve the page at /docs/docs/concepts/foo/; write "concepts/foo" for /docs/concepts/foo/',
    );
    expect(output).not.toMatch(/^\s+at /m);
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  }, 600_000);

  it('fails on an unknown code block language, naming the file, the line and the nearest names', () => {
    const dir = siteWith({ 'src/content/docs/concepts/zz_lang.md': page('', 'Intro.\n\n```python\nx = 1\n```\n\n```starlarkk\ny = 2\n```') });
    const { status, output } = build(dir);
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/docs/concepts/zz_lang.md:12: code block language "starlarkk" is unknown, so the block would not be highlighted. The nearest names are: starlark,');
    expect(output).not.toMatch(/^\s+at /m);
  }, 600_000);

  it('fails on a missing image, naming the page, the line and the file looked for', () => {
    const dir = siteWith({ 'src/content/docs/concepts/zz_image.md': page('', 'Intro.\n\n![The layout](./no-such-layout.png)') });
    const { status, output } = build(dir);
    expect(status).not.toBe(0);
    expect(output).toContain(
      'src/content/docs/concepts/zz_image.md:8: image "./no-such-layout.png" not found: there is no file src/content/docs/concepts/no-such-layout.png; add the file or fix the path.',
    );
    expect(output).not.toMatch(/^\s+at /m);
  }, 600_000);

  it('fails on MDX that does not parse, naming the file, line and column, with no stack trace', () => {
    const dir = siteWith({ 'src/content/docs/concepts/zz_mdx.mdx': page('', 'Intro.\n\n<Tabs groupId={ />') });
    const { status, output } = build(dir);
    expect(status).not.toBe(0);
    expect(output).toContain('MDXError: src/content/docs/concepts/zz_mdx.mdx:9:1: Unexpected end of file in expression');
    expect(output).not.toMatch(/^\s+at /m);
  }, 600_000);

  it('fails on a pagination_next that names no doc, naming the file, the field, the value and what was expected', () => {
    const dir = siteWith({ 'src/content/docs/concepts/zz_next.md': page('pagination_next: concepts/deamon\n', 'Text.') });
    const { status, output } = build(dir);
    expect(status).not.toBe(0);
    expect(output).toContain(
      'ContentError: src/content/docs/concepts/zz_next.md: pagination_next: expected a doc id (the page\'s path under src/content/docs without its extension) or null, got "concepts/deamon"; the nearest doc ids are: concepts/daemon,',
    );
    expect(output).not.toMatch(/^\s+at /m);
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  }, 600_000);

  it('fails on a diagram that does not parse, naming the file and line, with no stack trace', () => {
    const dir = siteWith({
      'src/content/docs/concepts/zz_broken.md': '---\ntitle: Broken diagram\ndescription: A page whose diagram does not parse.\n---\n\nIntro.\n\n```mermaid\nflowchart TD\n  A[Start --> B{{oops\n```\n',
    });
    const { status, output } = build(dir);
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/docs/concepts/zz_broken.md:10: Mermaid diagram 1 does not parse: Parse error on line 2');
    expect(output).not.toMatch(/^\s+at /m);
  }, 600_000);
});
