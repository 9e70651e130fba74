import { getCollection, type CollectionEntry } from 'astro:content';
import { REMOVED_GROUPS, ruleFacts as facts } from './facts';
import { ContentError, failOnContentError } from '../content-error';
import { ruleSourceLink, type SourceLinkView } from '../reference/source-links';
import {
  attributeRows,
  checkRulesData,
  COMMON_ATTRIBUTES,
  indexFacts,
  rulesPath,
  type AttributeKind,
  type AttributeRow,
  type CommonAttributeProse,
  type RuleFact,
} from './model';




export interface RulePage {
  /** `cxx/cxx_library` */
  id: string;
  group: string;
  name: string;
  path: string;
  file: string;
  data: CollectionEntry<'rules'>['data'];
  fact: RuleFact;
  attributes: Record<AttributeKind, AttributeRow[]>;
  /** Where the prelude declares the rule, at the pinned commit (none for the removed groups). */
  source: SourceLinkView | undefined;
}

export interface RuleGroupPage {
  id: string;
  path: string;
  file: string;
  data: CollectionEntry<'ruleGroups'>['data'];
  /** Declared but never implemented, and removed from the prelude. */
  removed: boolean;
  /** Published rules of the group, in the prelude's order. */
  rules: RulePage[];
}

export interface RulesContext {
  groups: RuleGroupPage[];
  rules: RulePage[];
  common: ReadonlyMap<string, CommonAttributeProse>;
  /** The common attributes with their types and defaults, for the rules landing. */
  commonRows: AttributeRow[];
}

let cached: Promise<RulesContext> | undefined;

async function load(): Promise<RulesContext> {
  const [groupEntries, ruleEntries, commonEntries] = await Promise.all([
    getCollection('ruleGroups'),
    getCollection('rules'),
    getCollection('ruleCommonAttributes'),
  ]);
  const common = new Map(commonEntries.map((e) => [e.id, e.data]));
  const groupFile = (id: string) => `src/content/rules/${id}/index.yaml`;
  const ruleFile = (id: string) => `src/content/rules/${id}.yaml`;
  const problems = checkRulesData(
    facts,
    groupEntries.map((g) => ({ id: g.id, file: groupFile(g.id), attributes: g.data.attributes })),
    ruleEntries.map((r) => ({ id: r.id, file: ruleFile(r.id), attributes: r.data.attributes })),
    common.keys(),
  );
  for (const g of groupEntries) {
    if (Boolean(g.data.removed) !== REMOVED_GROUPS.has(g.id)) {
      problems.push(
        g.data.removed
          ? `${groupFile(g.id)}: removed: expected false or nothing: the prelude still declares the "${g.id}" rules.`
          : `${groupFile(g.id)}: removed: expected true: the prelude no longer declares the "${g.id}" rules.`,
      );
    }
  }
  if (problems.length) throw new ContentError(`The rules reference data has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`, { name: 'RulesDataError' });

  const { byId, groups: factGroups } = indexFacts(facts);
  const groupData = new Map(groupEntries.map((g) => [g.id, g.data]));
  const order = (id: string) => {
    const [group, rule] = id.split('/') as [string, string];
    return (factGroups.get(group) ?? []).indexOf(rule);
  };
  const rules: RulePage[] = ruleEntries
    .map((entry) => {
      const [group, name] = entry.id.split('/') as [string, string];
      const fact = byId.get(entry.id)!;
      return {
        id: entry.id,
        group,
        name,
        path: rulesPath(entry.id),
        file: ruleFile(entry.id),
        data: entry.data,
        fact,
        attributes: attributeRows(fact, entry.data, groupData.get(group)!, common),
        source: ruleSourceLink(name),
      };
    })
    .sort((a, b) => a.group.localeCompare(b.group) || order(a.id) - order(b.id));
  const groups: RuleGroupPage[] = groupEntries
    .map((entry) => ({
      id: entry.id,
      path: rulesPath(entry.id),
      file: groupFile(entry.id),
      data: entry.data,
      removed: REMOVED_GROUPS.has(entry.id),
      rules: rules.filter((r) => r.group === entry.id),
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
  // Types and defaults of the common attributes are the same on every rule: take them from one that has them all.
  const complete = facts.rules.find((r) => COMMON_ATTRIBUTES.every((name) => r.attrs.some((a) => a.name === name)))!;
  const commonRows = attributeRows(complete, { attributes: {} }, { attributes: {} }, common).common;
  return { groups, rules, common, commonRows };
}

/** The rules reference, checked against the prelude's facts once per build. */
export function getRulesContext(): Promise<RulesContext> {
  cached ??= load().catch((error: unknown) => {
    throw failOnContentError(error);
  });
  return cached;
}
