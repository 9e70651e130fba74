import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { docIdFromPath } from '../../src/content/doc-id';
import { attributesOf, topLevelCalls, unknownAttributes } from './rule-calls';

/**
 * The guides under src/content/docs/guides/ are checked against the Buck2
 * commit pinned in src/data/buck2-source.json. Their BUCK examples must be
 * pasteable: every prelude rule they call takes the keyword arguments they
 * give it, and a block titled as a BUCK file calls nothing that is neither a
 * rule, a built-in, nor loaded or defined in the block.
 */
const DOCS = 'src/content/docs';
const GUIDES = join(DOCS, 'guides');

const source = JSON.parse(readFileSync('src/data/buck2-source.json', 'utf8')) as { commit: string; checkedGuides?: string[] };

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? pages(join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

interface CodeBlock {
  title: string;
  code: string;
}

/** The ```python blocks of a page (also indented ones, in lists), with their titles. */
function pythonBlocks(text: string): CodeBlock[] {
  return [...text.matchAll(/^([ \t]*)```python([^\n]*)\n([\s\S]*?)^\1```/gm)].map((m) => {
    const indent = m[1]!.length;
    return {
      title: /title="([^"]*)"/.exec(m[2]!)?.[1] ?? '',
      code: m[3]!
        .split('\n')
        .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
        .join('\n'),
    };
  });
}

/** Bazel's own files, shown for comparison: their calls are Bazel's rules, not the prelude's. */
const isBazelFile = (title: string) => /(^|\/)(BUILD(\.bazel)?|WORKSPACE(\.bazel)?|MODULE\.bazel|[\w.-]*\.bazelrc)$/.test(title);
/** A block that is a whole BUCK or PACKAGE file. */
const isBuildFile = (title: string) => /(^|\/)(BUCK(\.v2)?|PACKAGE)$/.test(title);

/** Globals of BUCK files (the build API's functions) and of Starlark. */
const BUILT_INS = new Set([
  ...(parse(readFileSync('src/content/api/build/index.yaml', 'utf8')) as { members: { name: string }[] }).members.map((m) => m.name),
  ...['load', 'print', 'fail', 'struct', 'len', 'list', 'dict', 'range', 'enumerate', 'zip', 'sorted', 'getattr', 'hasattr'],
  // A macro of prelude/native.bzl that every BUCK file can call.
  'rust_with_workspace',
]);

/** Names a block brings in with load() or defines itself. */
function namesDefinedIn(code: string): Set<string> {
  const names = new Set<string>();
  for (const call of topLevelCalls(code)) if (call.name === 'load') for (const s of call.strings.slice(1)) names.add(s);
  for (const m of code.matchAll(/^load\([\s\S]*?\)/gm)) for (const a of m[0].matchAll(/(\w+)\s*=\s*["']/g)) names.add(a[1]!);
  for (const m of code.matchAll(/^(?:def\s+(\w+)|(\w+)\s*=)/gm)) names.add((m[1] ?? m[2])!);
  return names;
}

/** Problems of one page: `file: block title: problem`. */
function problemsOf(file: string, text: string): string[] {
  const problems: string[] = [];
  for (const { title, code } of pythonBlocks(text)) {
    if (isBazelFile(title)) continue;
    const where = `${file}${title ? ` (${title})` : ''}`;
    for (const problem of unknownAttributes(code)) problems.push(`${where}: ${problem}`);
    if (isBuildFile(title)) {
      const defined = namesDefinedIn(code);
      for (const { name } of topLevelCalls(code)) {
        if (!attributesOf.has(name) && !BUILT_INS.has(name) && !defined.has(name)) problems.push(`${where}: ${name}() is not a prelude rule, a built-in, or loaded`);
      }
    }
  }
  return problems;
}

const guideFiles = pages(GUIDES);
const guideIds = guideFiles.map((f) => docIdFromPath(relative(DOCS, f)));

describe('guide examples', () => {
  it('finds the guides', () => {
    expect(guideFiles.length).toBeGreaterThanOrEqual(5);
    expect(guideIds).toContain('guides/bazel');
  });

  it('give prelude rules only attributes they have, and call nothing unknown in BUCK files', () => {
    expect(guideFiles.flatMap((f) => problemsOf(f, readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('check rule calls in every BUCK block of the guides', () => {
    // Guards the parser: the guides' examples do call prelude rules.
    const ruleCalls = guideFiles.flatMap((f) => pythonBlocks(readFileSync(f, 'utf8')).flatMap((b) => topLevelCalls(b.code))).filter((c) => attributesOf.has(c.name));
    expect(ruleCalls.length).toBeGreaterThanOrEqual(8);
  });

  it('fail on an attribute the rule does not have', () => {
    const page = [
      '```python title="lib/BUCK"',
      'cxx_library(',
      '    name = "greet",',
      '    srcs = ["greet.cpp"],',
      '    hdrs = ["greet.h"],',
      ')',
      '',
      'cxx_test(name = "t", srcs = ["t.cpp"], size = "small", deps = [":greet"])',
      '```',
    ].join('\n');
    expect(problemsOf('x.md', page)).toEqual(['x.md (lib/BUCK): cxx_library(hdrs = ...)', 'x.md (lib/BUCK): cxx_test(size = ...)']);
  });

  it('fail on a misspelt rule in a BUCK file, but not on loaded macros or Bazel files', () => {
    const buck = '```python title="BUCK"\nload("@prelude//third-party/pkgconfig.bzl", "external_pkgconfig_library")\n\nexternal_pkgconfig_library(name = "gtest_main")\n\ncxx_libary(\n    name = "x",\n)\n```';
    expect(problemsOf('x.md', buck)).toEqual(['x.md (BUCK): cxx_libary() is not a prelude rule, a built-in, or loaded']);
    const bazel = '```python title="lib/BUILD.bazel"\ncc_library(name = "x", hdrs = ["x.h"])\n\ngenrule(\n    name = "g",\n    tools = [":t"],\n)\n```';
    expect(problemsOf('x.md', bazel)).toEqual([]);
  });

  it('ignores brackets, commas and = inside strings and comments', () => {
    expect(topLevelCalls('genrule(\n    name = "g",  # a comment, with = and (\n    cmd = "echo a=b, (c) > $OUT",\n    out = "o",\n)\n').map((c) => c.args)).toEqual([['name', 'cmd', 'out']]);
  });

  it('are all listed as checked against the pinned Buck2 commit', () => {
    expect(source.commit).toMatch(/^[0-9a-f]{40}$/);
    const listed = new Set(source.checkedGuides ?? []);
    expect(guideIds.filter((id) => !listed.has(id))).toEqual([]);
    expect([...listed].filter((id) => !guideIds.includes(id))).toEqual([]);
  });
});
