import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPage } from './site';

const DIST = process.env.DIST_DIR ?? 'dist';

/** Every built page and Markdown twin. */
function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return builtFiles(path);
    return /\.(html|md|txt)$/.test(e.name) ? [path] : [];
  });
}

describe('rule signatures show open-source defaults', () => {
  it('no built page, Markdown twin or llms file names the Meta-internal shim cell', () => {
    const files = builtFiles(DIST);
    expect(files.length).toBeGreaterThan(500);
    expect(files.filter((f) => readFileSync(f, 'utf8').includes('shims_meta'))).toEqual([]);
  });

  it('the C++ and Apple rule pages show toolchains// defaults', () => {
    const cxx = builtPage('/docs/prelude/rules/cxx/cxx_library/') ?? '';
    expect(cxx).toContain('toolchains//:cxx_no_default_deps');
    const apple = builtPage('/docs/prelude/rules/apple/apple_bundle/') ?? '';
    expect(apple).toContain('toolchains//:apple-bundle');
  });
});
