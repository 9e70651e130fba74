import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ossLabel, rewrite } from '../../tools/rules-facts-oss-defaults.mjs';
import { ruleFacts } from '../../src/lib/rules/facts';

/** Every file under a directory, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

const SHIM = 'shims_meta';

describe('rule defaults as open-source Buck2 sees them', () => {
  it('no data or content file names the Meta-internal shim cell', () => {
    const files = [...filesUnder('src/data'), ...filesUnder('src/content')];
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => readFileSync(f, 'utf8').includes(SHIM))).toEqual([]);
  });

  it('no rule signature or attribute default names it', () => {
    expect(ruleFacts.rules.filter((r) => r.signature.includes(SHIM)).map((r) => r.rule)).toEqual([]);
    const attrs = ruleFacts.rules.flatMap((r) => r.attrs.filter((a) => a.default?.includes(SHIM)).map((a) => `${r.rule}.${a.name}`));
    expect(attrs).toEqual([]);
  });

  it('toolchain attributes default to the toolchains cell', () => {
    const rule = (name: string) => ruleFacts.rules.find((r) => r.rule === name)!;
    const attr = (r: string, a: string) => rule(r).attrs.find((x) => x.name === a)?.default;
    expect(attr('cxx_library', '_cxx_toolchain')).toBe('select({"prelude//:none": "toolchains//:cxx_no_default_deps", "DEFAULT": "toolchains//:cxx"})');
    expect(attr('android_binary', '_android_toolchain')).toBe('"toolchains//:android"');
    expect(attr('apple_bundle', '_apple_toolchain')).toBe('"toolchains//:apple-bundle"');
    expect(attr('erlang_app', '_toolchain')).toBe('"toolchains//:erlang-default"');
    expect(attr('sh_test', '_test_toolchain')).toBe('"toolchains//:test"');
    expect(rule('rust_library').signature).toContain('_rust_toolchain: str = "toolchains//:rust"');
  });

  it('the rewrite maps the toolchain shims to toolchains// and the rest to fbsource//, once', () => {
    expect(ossLabel('gh_facebook_buck2_shims_meta//:python_bootstrap')).toBe('toolchains//:python_bootstrap');
    expect(ossLabel('gh_facebook_buck2_shims_meta//xplat/buck2/platform/apple:watch_simulator')).toBe('fbsource//xplat/buck2/platform/apple:watch_simulator');
    expect(ossLabel('prelude//:none')).toBe('prelude//:none');
    const select = 'select({"gh_facebook_buck2_shims_meta//tools/js:resolver[android]": "android", "DEFAULT": "gh_facebook_buck2_shims_meta//:cxx"})';
    const once = rewrite(select);
    expect(once).toBe('select({"fbsource//tools/js:resolver[android]": "android", "DEFAULT": "toolchains//:cxx"})');
    expect(rewrite(once)).toBe(once);
  });
});
