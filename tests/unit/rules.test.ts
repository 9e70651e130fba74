import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { commonAttributeSchema, ruleGroupSchema, rulePageSchema } from '../../src/content/rules-schema';
import { formatIssues } from '../../src/lib/content-error';
import {
  COMMON_ATTRIBUTES,
  attributeRows,
  checkRulesData,
  undescribedAttributes,
  type RuleFact,
  type RuleFacts,
} from '../../src/lib/rules/model';

import { REMOVED_GROUPS, ruleFacts as facts } from '../../src/lib/rules/facts';
const RULES_DIR = 'src/content/rules';

const fact: RuleFact = {
  group: 'g',
  rule: 'r',
  signature: 'def r(...)',
  attrs: [
    { name: 'name', type: 'str', required: true },
    { name: 'visibility', type: 'list[str]', default: '[]', required: false },
    { name: 'srcs', type: 'list[str]', default: '[]', required: false },
    { name: 'out', type: 'str', required: true },
    { name: '_toolchain', type: 'str', default: '"//t:t"', required: false },
  ],
};
const tinyFacts: RuleFacts = { groups: [{ group: 'g', rules: ['r'] }], rules: [fact] };
const common = new Map(COMMON_ATTRIBUTES.map((n) => [n, { description: `About ${n}.` }]));

describe('rule attribute rows', () => {
  it('splits own, common and internal attributes, required ones first', () => {
    const rows = attributeRows(fact, { attributes: { out: 'Rule wording.' } }, { attributes: { srcs: 'Group wording.', out: 'Group out.' } }, common);
    expect(rows.rule.map((r) => r.name)).toEqual(['out', 'srcs']);
    expect(rows.common.map((r) => r.name)).toEqual(['name', 'visibility']);
    expect(rows.internal.map((r) => r.name)).toEqual(['_toolchain']);
    // The rule's wording wins over the group's.
    expect(rows.rule.find((r) => r.name === 'out')?.description).toBe('Rule wording.');
    expect(rows.rule.find((r) => r.name === 'srcs')?.description).toBe('Group wording.');
    expect(rows.common[0]?.description).toBe('About name.');
  });

  it('reports the attributes nobody described', () => {
    const rows = attributeRows(fact, { attributes: {} }, { attributes: {} }, new Map());
    expect(undescribedAttributes(rows)).toEqual(['out', 'srcs', 'name', 'visibility']);
  });
});

describe('rules data checks', () => {
  const group = { id: 'g', file: 'src/content/rules/g/index.yaml', attributes: {} };
  const rule = (id: string, attributes: Record<string, string> = {}) => ({ id, file: `src/content/rules/${id}.yaml`, attributes });

  it('accepts data that matches the facts', () => {
    expect(checkRulesData(tinyFacts, [group], [rule('g/r', { srcs: 'x' })], COMMON_ATTRIBUTES)).toEqual([]);
  });

  it('names the file, the field and what was expected', () => {
    const problems = checkRulesData(
      tinyFacts,
      [{ ...group, attributes: { nope: 'x', labels: 'y' } }, { id: 'zz', file: 'src/content/rules/zz/index.yaml', attributes: {} }],
      [rule('g/r', { srcz: 'x', _toolchain: 'y' }), rule('g/q'), rule('h/r')],
      COMMON_ATTRIBUTES.filter((n) => n !== 'metadata'),
    );
    expect(problems).toContain('src/content/rules/g/index.yaml: attributes.nope: expected an attribute of a rule of the group "g"; none has one named "nope".');
    expect(problems).toContain('src/content/rules/g/index.yaml: attributes.labels: "labels" is described once for all rules in src/content/rules/common-attributes.yaml.');
    expect(problems).toContain('src/content/rules/g/r.yaml: attributes.srcz: expected an attribute of r; it has none named "srcz".');
    expect(problems.some((p) => p.startsWith('src/content/rules/g/r.yaml: attributes._toolchain:') && p.includes('internal attributes are not described'))).toBe(true);
    expect(problems).toContain('src/content/rules/g/q.yaml: expected the file name to be a rule of the group "g" (one of: r), not "q".');
    expect(problems).toContain('src/content/rules/h/r.yaml: expected the folder name to be a rule group of the prelude (one of: g), not "h".');
    expect(problems).toContain('src/content/rules/zz/index.yaml: expected the folder name to be a rule group of the prelude (one of: g), not "zz".');
    expect(problems).toContain('src/content/rules/common-attributes.yaml: expected a description of the common attribute "metadata".');
  });

  it('needs a landing for every group with rules, and a rule for every landing', () => {
    expect(checkRulesData(tinyFacts, [], [rule('g/r')], COMMON_ATTRIBUTES)).toEqual([
      'src/content/rules/g/r.yaml: the group "g" needs its landing: src/content/rules/g/index.yaml.',
    ]);
    expect(checkRulesData(tinyFacts, [group], [], COMMON_ATTRIBUTES)[0]).toMatch(/the group "g" has no rule pages yet/);
  });

  it('rejects a rule file with a misspelt key or an empty description', () => {
    const bad = rulePageSchema.safeParse({ summary: 'S.', description: '', exampel: 'x' });
    const messages = formatIssues('src/content/rules/cxx/cxx_library.yaml', bad.error!).split('\n');
    expect(messages.some((m) => m.startsWith('src/content/rules/cxx/cxx_library.yaml: description: expected a description'))).toBe(true);
    // The misspelt key by its name (not "****"), with the keys that exist.
    expect(messages).toContain('src/content/rules/cxx/cxx_library.yaml: exampel: unknown key; expected only: summary, description, example, attributes');
  });
});

/** The written data, as the site reads it. */
const groupDirs = readdirSync(RULES_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const load = (file: string) => parse(readFileSync(file, 'utf8')) as unknown;
const groupsData = groupDirs.filter((g) => existsSync(join(RULES_DIR, g, 'index.yaml'))).map((g) => ({ id: g, file: join(RULES_DIR, g, 'index.yaml'), data: ruleGroupSchema.parse(load(join(RULES_DIR, g, 'index.yaml'))) }));
const rulesData = groupDirs.flatMap((g) =>
  readdirSync(join(RULES_DIR, g))
    .filter((f) => f.endsWith('.yaml') && f !== 'index.yaml')
    .map((f) => ({ id: `${g}/${f.replace(/\.yaml$/, '')}`, file: join(RULES_DIR, g, f), data: rulePageSchema.parse(load(join(RULES_DIR, g, f))) })),
);
const commonData = new Map(
  Object.entries(load(join(RULES_DIR, 'common-attributes.yaml')) as Record<string, unknown>).map(([k, v]) => [k, commonAttributeSchema.parse(v)]),
);

describe('the published rules reference', () => {
  it('matches the prelude facts', () => {
    const problems = checkRulesData(
      facts,
      groupsData.map((g) => ({ id: g.id, file: g.file, attributes: g.data.attributes })),
      rulesData.map((r) => ({ id: r.id, file: r.file, attributes: r.data.attributes })),
      commonData.keys(),
    );
    expect(problems).toEqual([]);
  });

  it('has a page for every rule of the prelude and of the removed groups, and a landing for each of the 24 groups', () => {
    const published = new Set(rulesData.map((r) => r.id));
    expect(facts.rules.map((r) => `${r.group}/${r.rule}`).filter((id) => !published.has(id))).toEqual([]);
    expect(groupsData.map((g) => g.id).sort()).toEqual(facts.groups.map((g) => g.group).sort());
    expect(groupsData).toHaveLength(24);
    expect(groupsData.filter((g) => g.data.removed).map((g) => g.id).sort()).toEqual([...REMOVED_GROUPS].sort());
  });

  // Rules nobody writes in a BUCK file: the prelude declares go_stdlib itself, and the open-source
  // prelude cannot build external_test_runner, versioned_alias, java_test_runner or python_test_runner
  // (their pages say so).
  const NO_EXAMPLE = new Set(['core/external_test_runner', 'core/versioned_alias', 'go/go_stdlib', 'java/java_test_runner', 'python/python_test_runner']);

  it('describes every attribute a BUCK file can set, and gives every rule an example', () => {
    const byId = new Map(facts.rules.map((r) => [`${r.group}/${r.rule}`, r]));
    for (const rule of rulesData) {
      const group = groupsData.find((g) => rule.id.startsWith(`${g.id}/`))!;
      const rows = attributeRows(byId.get(rule.id)!, rule.data, group.data, commonData);
      expect(undescribedAttributes(rows), `${rule.file}: attributes without a description`).toEqual([]);
      if (!NO_EXAMPLE.has(rule.id)) expect(rule.data.example, `${rule.file}: example`).toBeTruthy();
    }
  });
});
