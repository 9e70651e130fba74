import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The rule-author and BXL guides teach the API by example: every
 * `ctx.actions.*`, `attrs.*` and `ctx.*` their code blocks use must be a
 * member of our API reference data (src/content/api/).
 */
const members = (file: string, prefix: string) =>
  new Set((parse(readFileSync(join('src/content/api', file), 'utf8')) as { members: { name: string }[] }).members.map((m) => m.name.slice(prefix.length)));

const API = {
  actions: members('build/AnalysisActions.yaml', 'AnalysisActions.'),
  analysisContext: members('build/AnalysisContext.yaml', 'AnalysisContext.'),
  attrs: members('build/attrs.yaml', ''),
  bxlContext: members('bxl/Context.yaml', 'Context.'),
};

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? pages(join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** The Starlark code blocks of a page. */
const codeBlocks = (text: string) => [...text.matchAll(/```(?:python|starlark|bzl)[^\n]*\n([\s\S]*?)```/g)].map((m) => m[1]!);

/**
 * Each name used after `prefix` (not preceded by another identifier part);
 * with `calls`, only names that are called (`attrs.string(`, not a rule
 * implementation's `attrs.deps` value).
 */
function uses(code: string, prefix: RegExp, calls = false): string[] {
  return [...code.matchAll(new RegExp(`(?<![\\w.])${prefix.source}\\.(\\w+)${calls ? '\\s*\\(' : ''}`, 'g'))].map((m) => m[1]!);
}

function unknownNames(file: string, ctxMembers: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const code of codeBlocks(readFileSync(file, 'utf8'))) {
    for (const name of uses(code, /ctx\.actions/, true)) if (!API.actions.has(name)) problems.push(`${file}: ctx.actions.${name}`);
    for (const name of uses(code, /attrs/, true)) if (!API.attrs.has(name)) problems.push(`${file}: attrs.${name}`);
    for (const name of uses(code, /ctx/)) if (!ctxMembers.has(name)) problems.push(`${file}: ctx.${name}`);
  }
  return problems;
}

describe('API names in the guides\' examples', () => {
  it('rule-author pages use only members of AnalysisContext, AnalysisActions and attrs', () => {
    const files = pages('src/content/docs/rule_authors');
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((f) => unknownNames(f, API.analysisContext))).toEqual([]);
  });

  it('BXL pages use only members of bxl.Context, AnalysisActions and attrs', () => {
    const files = pages('src/content/docs/bxl');
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((f) => unknownNames(f, API.bxlContext))).toEqual([]);
  });

  it('catches a member the API does not have', () => {
    expect(uses('out = ctx.actions.declare_outputs("x")\nattrs.strng()', /ctx\.actions/, true)).toEqual(['declare_outputs']);
    expect(API.actions.has('declare_outputs')).toBe(false);
    expect(uses('dynattrs.output()\nctx.attrs.srcs\nattrs.string()\nfor d in attrs.deps:', /attrs/, true)).toEqual(['string']);
    expect(uses('ctx.attrs.srcs\nctx.atrs.srcs', /ctx/)).toEqual(['attrs', 'atrs']);
  });
});
