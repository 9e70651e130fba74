import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { COMMON_ATTRIBUTES } from '../../src/lib/rules/model';
import { ruleFacts } from '../../src/lib/rules/facts';

/**
 * A rule page's example must be a BUCK snippet a reader can paste: every
 * keyword argument given to a rule of the prelude is one of its attributes.
 * Arguments that the prelude's macro layer takes before calling the rule
 * (prelude/native.bzl) are allowed by name.
 */
const MACRO_ARGUMENTS: Record<string, string[]> = { configured_alias: ['actual', 'fallback_to_unconfigured_alias'] };

const attrsOf = new Map(ruleFacts.rules.map((r) => [r.rule, new Set([...r.attrs.map((a) => a.name), ...COMMON_ATTRIBUTES, ...(MACRO_ARGUMENTS[r.rule] ?? [])])]));

/** Keyword arguments of each top-level `rule_name(` call of a snippet (one argument per line, 4-space indent). */
function ruleCalls(example: string): { rule: string; args: string[] }[] {
  const calls: { rule: string; args: string[] }[] = [];
  for (const m of example.matchAll(/^(\w+)\(\s*$/gm)) {
    const body = example.slice(m.index! + m[0].length);
    const end = body.search(/^\)/m);
    calls.push({ rule: m[1]!, args: [...(end < 0 ? body : body.slice(0, end)).matchAll(/^ {4}(\w+)\s*=/gm)].map((a) => a[1]!) });
  }
  return calls;
}

describe('rule examples', () => {
  it('reads the keyword arguments of each rule call', () => {
    expect(ruleCalls('cxx_binary(\n    name = "a",\n    srcs = ["a.cpp"],\n    deps = [\n        ":b",\n    ],\n)\n')).toEqual([{ rule: 'cxx_binary', args: ['name', 'srcs', 'deps'] }]);
  });

  it('use only attributes the rule has', () => {
    const problems: string[] = [];
    for (const group of readdirSync('src/content/rules', { withFileTypes: true }).filter((e) => e.isDirectory())) {
      for (const file of readdirSync(join('src/content/rules', group.name)).filter((f) => f.endsWith('.yaml'))) {
        const path = join('src/content/rules', group.name, file);
        const data = parse(readFileSync(path, 'utf8')) as { example?: string; description?: string };
        for (const text of [data.example ?? '', ...[...(data.description ?? '').matchAll(/```python\n([\s\S]*?)```/g)].map((m) => m[1]!)]) {
          for (const { rule, args } of ruleCalls(text)) {
            const known = attrsOf.get(rule);
            if (!known) continue;
            for (const arg of args) if (!known.has(arg)) problems.push(`${path}: ${rule}(${arg} = ...)`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
