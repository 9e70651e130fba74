import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the toolchains of a `buck2 init` project need, said the same way on
 * every page. `system_demo_toolchains()` (prelude/toolchains/demo.bzl at the
 * pinned commit) declares `python` with `remote_python_toolchain`, which
 * downloads CPython from python-build-standalone and also makes
 * `python_bootstrap`: the first build needs the network, not a Python on
 * `PATH`.
 */
const CONTENT = 'src/content';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.(mdx?|ya?ml)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** The prose blocks of a page (paragraphs, whole lists, tables), with fenced code left out. */
function blocks(text: string): string[] {
  return text
    .replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, '')
    .split(/\n[ \t]*\n/)
    .map((b) => b.replace(/\s+/g, ' ').trim());
}

/** A block about the toolchains `buck2 init` writes. */
const ABOUT_DEMO = /demo (C\+\+ |Python )?toolchains?|system_demo_toolchains|buck2 init/i;

/**
 * Claims about the demo toolchains that the prelude contradicts, each found
 * in a sentence that does not deny it ("a Python on your PATH is not used").
 * A block that names `remote_python_toolchain` too may name
 * `system_python_toolchain` to tell them apart.
 */
const WRONG: { claim: string; pattern: RegExp; unlessBlock?: RegExp }[] = [
  { claim: 'the demo Python toolchain is system_python_toolchain', pattern: /system_python_toolchain/, unlessBlock: /remote_python_toolchain/ },
  { claim: 'the demo toolchains need Python 3 installed', pattern: /\bPython 3\b(?![.\d])/ },
  { claim: 'the demo toolchains run a python on PATH', pattern: /`?python3?`?[^.;]{0,40}\bon (your )?`?PATH/i },
];

const DENIED = /\b(not|no|never)\b|n't\b/i;

/** The wrong claims a prose block makes, when it is about the demo toolchains. */
function wrongClaims(block: string): string[] {
  if (!ABOUT_DEMO.test(block)) return [];
  const sentences = block.split(/(?<=[.;:])\s+/);
  return WRONG.filter(({ pattern, unlessBlock }) => !unlessBlock?.test(block) && sentences.some((s) => pattern.test(s) && !DENIED.test(s))).map(({ claim }) => claim);
}

/** Pages that tell a reader what a first build needs: each says where the demo's Python comes from. */
const STATES_THE_DOWNLOAD = [
  'src/content/docs/getting_started/index.md',
  'src/content/docs/getting_started/install.mdx',
  'src/content/docs/getting_started/tutorial_first_build.md',
  'src/content/docs/guides/bazel/migration.md',
  'src/content/docs/guides/quick_starts/python.md',
  'src/content/docs/concepts/toolchain.md',
  'src/content/docs/about/language_support.md',
  'src/content/rules/python/index.yaml',
];

describe('the demo toolchains, on every page', () => {
  it('no page says the demo Python comes from the machine or needs Python 3 on PATH', () => {
    const found = files(CONTENT).flatMap((file) =>
      blocks(readFileSync(file, 'utf8'))
        .flatMap((block) => wrongClaims(block).map((claim) => `${file}: says ${claim}: "${block.slice(0, 160)}"`)),
    );
    expect(found).toEqual([]);
  });

  it.each(STATES_THE_DOWNLOAD)('%s says the demo Python toolchain downloads CPython', (file) => {
    expect(readFileSync(file, 'utf8')).toMatch(/python-build-standalone|downloads a standalone CPython/);
  });

  it('catches the contradiction coming back', () => {
    const wrong = (text: string) => blocks(text).some((b) => wrongClaims(b).length > 0);
    expect(wrong('You need:\n\n- the tools the demo C++ toolchain looks for,\n- Python 3 on your `PATH`.\n')).toBe(true);
    expect(wrong("`system_demo_toolchains()` defines `python` with `system_python_toolchain`.")).toBe(true);
    expect(wrong('The demo toolchains download CPython 3.13 from python-build-standalone.')).toBe(false);
    expect(wrong('A `buck2 init` project uses `remote_python_toolchain`; a Python on your `PATH` is not used.')).toBe(false);
  });
});
