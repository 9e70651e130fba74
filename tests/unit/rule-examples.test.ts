import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { topLevelCalls, unknownAttributes } from './rule-calls';

/**
 * A rule page's example must be a BUCK snippet a reader can paste: every
 * keyword argument given to a rule of the prelude is one of its attributes.
 * The parser is shared with the guides' check (guide-examples.test.ts).
 */
describe('rule examples', () => {
  it('reads the keyword arguments of each rule call', () => {
    expect(topLevelCalls('cxx_binary(\n    name = "a",\n    srcs = ["a.cpp"],\n    deps = [\n        ":b",\n    ],\n)\n').map(({ name, args }) => ({ name, args }))).toEqual([
      { name: 'cxx_binary', args: ['name', 'srcs', 'deps'] },
    ]);
  });

  it('use only attributes the rule has', () => {
    const problems: string[] = [];
    for (const group of readdirSync('src/content/rules', { withFileTypes: true }).filter((e) => e.isDirectory())) {
      for (const file of readdirSync(join('src/content/rules', group.name)).filter((f) => f.endsWith('.yaml'))) {
        const path = join('src/content/rules', group.name, file);
        const data = parse(readFileSync(path, 'utf8')) as { example?: string; description?: string };
        for (const text of [data.example ?? '', ...[...(data.description ?? '').matchAll(/```python\n([\s\S]*?)```/g)].map((m) => m[1]!)]) {
          for (const problem of unknownAttributes(text)) problems.push(`${path}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
