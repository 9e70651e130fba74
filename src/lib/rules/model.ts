/**
 * The rules reference as data: facts of the prelude (rule names, attribute
 * names, types, defaults) joined with the prose written in
 * `src/content/rules/`. Pure functions, so the checks are unit-tested.
 */

export interface AttributeFact {
  name: string;
  type: string;
  default?: string;
  required: boolean;
}

export interface RuleFact {
  group: string;
  rule: string;
  signature: string;
  attrs: AttributeFact[];
}

export interface RuleFacts {
  groups: { group: string; rules: string[] }[];
  rules: RuleFact[];
}

/** Attributes that Buck2 or the prelude give every rule; described once, in `common-attributes.yaml`. */
export const COMMON_ATTRIBUTES = [
  'name',
  'visibility',
  'within_view',
  'labels',
  'contacts',
  'licenses',
  'tests',
  'default_target_platform',
  'target_compatible_with',
  'compatible_with',
  'exec_compatible_with',
  'modifiers',
  'metadata',
] as const;

const COMMON = new Set<string>(COMMON_ATTRIBUTES);

/** Attributes whose names start with `_` are set by the prelude, not in BUCK files. */
export const isInternalAttribute = (name: string) => name.startsWith('_');

export type AttributeKind = 'rule' | 'common' | 'internal';

export const attributeKindOf = (name: string): AttributeKind =>
  isInternalAttribute(name) ? 'internal' : COMMON.has(name) ? 'common' : 'rule';

export interface AttributeRow extends AttributeFact {
  kind: AttributeKind;
  /** Markdown; undefined when nobody described it yet (internal attributes never are). */
  description: string | undefined;
  /** Where a common attribute's concept is explained. */
  see?: string | undefined;
}

export interface RuleProse {
  attributes: Record<string, string>;
}

export interface CommonAttributeProse {
  description: string;
  see?: string | undefined;
}

/**
 * The attribute rows of a rule page, in three lists: the rule's own
 * attributes (required ones first, then the declaration order), the common
 * ones, and the internal ones. A rule's description of an attribute wins over
 * its group's.
 */
export function attributeRows(
  fact: RuleFact,
  rule: RuleProse,
  group: RuleProse,
  common: ReadonlyMap<string, CommonAttributeProse>,
): Record<AttributeKind, AttributeRow[]> {
  const rows: Record<AttributeKind, AttributeRow[]> = { rule: [], common: [], internal: [] };
  for (const attr of fact.attrs) {
    const kind = attributeKindOf(attr.name);
    const shared = common.get(attr.name);
    const description =
      kind === 'internal' ? undefined : kind === 'common' ? shared?.description : (rule.attributes[attr.name] ?? group.attributes[attr.name]);
    rows[kind].push({ ...attr, kind, description, ...(kind === 'common' && shared?.see ? { see: shared.see } : {}) });
  }
  // Required attributes first; otherwise keep the declaration order (stable sort).
  rows.rule.sort((a, b) => Number(b.required) - Number(a.required));
  return rows;
}

/** Index of the facts by group and by `group/rule`. */
export function indexFacts(facts: RuleFacts) {
  const byId = new Map(facts.rules.map((r) => [`${r.group}/${r.rule}`, r]));
  const groups = new Map(facts.groups.map((g) => [g.group, g.rules]));
  return { byId, groups };
}

export interface RuleFileRef {
  /** `cxx/cxx_library` */
  id: string;
  /** For messages: `src/content/rules/cxx/cxx_library.yaml` */
  file: string;
  attributes: Record<string, string>;
}

export interface GroupFileRef {
  /** `cxx` */
  id: string;
  file: string;
  attributes: Record<string, string>;
}

/**
 * Checks the written data against the facts. Each problem names the file, the
 * field and what was expected.
 */
export function checkRulesData(
  facts: RuleFacts,
  groups: readonly GroupFileRef[],
  rules: readonly RuleFileRef[],
  commonNames: Iterable<string>,
): string[] {
  const problems: string[] = [];
  const { byId, groups: factGroups } = indexFacts(facts);
  const groupIds = new Set(groups.map((g) => g.id));
  /** Each described attribute must be one of `known`, and not a common or internal one. */
  const checkAttributeKeys = (file: string, attributes: Record<string, string>, known: ReadonlySet<string>, owner: string) => {
    for (const key of Object.keys(attributes)) {
      if (attributeKindOf(key) !== 'rule') {
        problems.push(`${file}: attributes.${key}: "${key}" is described once for all rules in src/content/rules/common-attributes.yaml${isInternalAttribute(key) ? ' (internal attributes are not described)' : ''}.`);
      } else if (!known.has(key)) {
        problems.push(`${file}: attributes.${key}: expected an attribute of ${owner} named "${key}".`);
      }
    }
  };

  for (const group of groups) {
    const ruleNames = factGroups.get(group.id);
    if (!ruleNames) {
      problems.push(`${group.file}: expected the folder name to be a rule group of the prelude (one of: ${[...factGroups.keys()].join(', ')}), not "${group.id}".`);
      continue;
    }
    const known = new Set(ruleNames.flatMap((r) => byId.get(`${group.id}/${r}`)?.attrs.map((a) => a.name) ?? []));
    checkAttributeKeys(group.file, group.attributes, known, `a rule of the group "${group.id}"; none has one`);
  }

  for (const rule of rules) {
    const [groupId, ruleName] = rule.id.split('/') as [string, string | undefined];
    const fact = byId.get(rule.id);
    if (!ruleName || !fact) {
      const inGroup = factGroups.get(groupId);
      problems.push(
        inGroup
          ? `${rule.file}: expected the file name to be a rule of the group "${groupId}" (one of: ${inGroup.join(', ')}), not "${ruleName ?? ''}".`
          : `${rule.file}: expected the folder name to be a rule group of the prelude (one of: ${[...factGroups.keys()].join(', ')}), not "${groupId}".`,
      );
      continue;
    }
    if (!groupIds.has(groupId)) problems.push(`${rule.file}: the group "${groupId}" needs its landing: src/content/rules/${groupId}/index.yaml.`);
    checkAttributeKeys(rule.file, rule.attributes, new Set(fact.attrs.map((a) => a.name)), `${ruleName}; it has none`);
  }

  for (const group of groups) {
    if (factGroups.has(group.id) && !rules.some((r) => r.id.startsWith(`${group.id}/`))) {
      problems.push(`${group.file}: the group "${group.id}" has no rule pages yet; publish it with at least one (src/content/rules/${group.id}/<rule>.yaml).`);
    }
  }

  const common = new Set(commonNames);
  for (const name of COMMON_ATTRIBUTES) {
    if (!common.has(name)) problems.push(`src/content/rules/common-attributes.yaml: expected a description of the common attribute "${name}".`);
  }
  for (const name of common) {
    if (!COMMON.has(name)) problems.push(`src/content/rules/common-attributes.yaml: "${name}" is not a common attribute (expected one of: ${COMMON_ATTRIBUTES.join(', ')}).`);
  }
  return problems;
}

/** Attributes of a rule that a reader can set but that have no description. */
export function undescribedAttributes(rows: Record<AttributeKind, AttributeRow[]>): string[] {
  return [...rows.rule, ...rows.common].filter((r) => !r.description).map((r) => r.name);
}

export const rulesPath = (id?: string) => (id ? `/docs/prelude/rules/${id}/` : '/docs/prelude/rules/');
