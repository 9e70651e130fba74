import { z } from 'astro/zod';
import { prose } from './prose';
import { strictObject } from './strict';

/**
 * Schemas of the rules reference data (`src/content/rules/`). Rule names,
 * attribute names, types and defaults are facts of the prelude
 * (`src/data/rules-facts.json`); summaries, descriptions, examples and
 * attribute descriptions are written here.
 */

const summary = prose('a one-sentence summary').refine((s) => s.length <= 200, {
  message: 'expected a summary of at most 200 characters (one sentence)',
});

/** Attribute name → Markdown description. */
const attributeDescriptions = z
  .record(
    z.string().regex(/^[a-z][a-z0-9_]*$/, { message: 'expected an attribute name (lowercase letters, digits and "_")' }),
    prose('an attribute description'),
    { message: 'expected a map of attribute names to Markdown descriptions' },
  )
  .default({});

/** `src/content/rules/<group>/index.yaml`: the landing of a group of rules. */
export const ruleGroupSchema = strictObject({
  title: z.string({ message: 'expected a title: the group name readers use' }).trim().min(1, { message: 'expected a title' }),
  summary,
  description: prose('a description'),
  /** Descriptions of attributes that several rules of the group share. */
  attributes: attributeDescriptions,
  /** A group the prelude declared but never implemented, then removed. */
  removed: z.boolean({ message: 'expected removed to be true or false' }).default(false),
});

/** `src/content/rules/<group>/<rule>.yaml`: one rule. The file name is the rule name. */
export const rulePageSchema = strictObject({
  summary,
  description: prose('a description'),
  example: z.string({ message: 'expected an example: a BUCK file snippet' }).trim().min(1).optional(),
  /** Descriptions of this rule's attributes; they win over the group's wording. */
  attributes: attributeDescriptions,
});

/** `src/content/rules/common-attributes.yaml`: attributes every rule has, described once. */
export const commonAttributeSchema = strictObject({
  description: prose('an attribute description'),
  /** Where the concept is explained. */
  see: z.string().regex(/^\/docs\/.*\/$/, { message: 'expected a site path such as "/docs/concepts/visibility/"' }).optional(),
});
