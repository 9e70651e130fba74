import liveFactsJson from '../../data/rules-facts.json';
import removedFactsJson from '../../data/removed-rules-facts.json';
import type { RuleFacts } from './model';

const live = liveFactsJson as RuleFacts;
/** Groups the prelude declared but never implemented, then removed (their pages say so). */
const removed = removedFactsJson as RuleFacts;

/** Every rule the reference documents: the prelude's, then the removed groups'. */
export const ruleFacts: RuleFacts = { groups: [...live.groups, ...removed.groups], rules: [...live.rules, ...removed.rules] };

export const REMOVED_GROUPS: ReadonlySet<string> = new Set(removed.groups.map((g) => g.group));
