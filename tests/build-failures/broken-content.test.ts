import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Builds a copy of the site with one writer's mistake in it and reads what
 * the build says. Slow (a real build), so each case fails as early as it can.
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

function build(dir: string): { status: number | null; output: string } {
  const run = spawnSync(join(ROOT, 'node_modules/.bin/node'), [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', BUCK2_DOCS_CACHE_DIR: join(dir, '.cache') },
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

describe('a build with a writer mistake', () => {
  it('fails on a diagram that does not parse, naming the file and line, with no stack trace', () => {
    const dir = siteWith({
      'src/content/docs/concepts/zz_broken.md': '---\ntitle: Broken diagram\ndescription: A page whose diagram does not parse.\n---\n\nIntro.\n\n```mermaid\nflowchart TD\n  A[Start --> B{{oops\n```\n',
    });
    const { status, output } = build(dir);
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/docs/concepts/zz_broken.md:10: Mermaid diagram 1 does not parse: Parse error on line 2');
    expect(output).not.toMatch(/^\s+at /m);
  }, 180_000);
});
