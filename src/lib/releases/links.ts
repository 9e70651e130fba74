import exitCodes from '../../data/exit-codes.json';
import { apiPathOf, getApiContext } from '../api/pages';
import { getDocsContext } from '../docs/docs-context';
import { getConfigReference, getEnvReference } from '../reference/pages';
import { getRulesContext } from '../rules/pages';
import type { Kind } from './history';

const BUCKCONFIG = '/docs/users/reference/buckconfig/';
const ENV_VARS = '/docs/users/reference/environment_variables/';
const EXIT_CODES = '/docs/users/commands_extra/exit_codes/';
const commandPage = (command: string) => `/docs/users/commands/${command.split(' ')[0]}/`;

export type ItemLinks = (kind: Kind, name: string) => string | undefined;

let cached: Promise<ItemLinks> | undefined;

/**
 * Where the site documents an item of the release history, if it does: its
 * rule page (an attribute's anchor there), its API member's anchor, its
 * command page, its key or variable in the reference, its exit code's row.
 * Items the site does not document (any more) have no link.
 */
export function getItemLinks(): Promise<ItemLinks> {
  return (cached ??= load());
}

async function load(): Promise<ItemLinks> {
  const [rules, api, docs, config, env] = await Promise.all([getRulesContext(), getApiContext(), getDocsContext(), getConfigReference(), getEnvReference()]);
  const links: Record<Kind, Map<string, string>> = {
    rule: new Map(rules.rules.map((r) => [r.name, r.path])),
    attribute: new Map(rules.rules.flatMap((r) => r.attributes.rule.map((a) => [`${r.name}.${a.name}`, `${r.path}#${a.name}`] as const))),
    api: new Map(api.pages.flatMap((p) => p.data.members.filter((m) => m.anchor !== null).map((m) => [m.name, `${apiPathOf(p.id)}#${m.anchor}`] as const))),
    command: new Map(),
    flag: new Map(),
    config: new Map(docs.byHref.has(BUCKCONFIG) ? config.sections.flatMap((s) => s.keys.map((k) => [k.name, `${BUCKCONFIG}#${k.id}`] as const)) : []),
    env: new Map(docs.byHref.has(ENV_VARS) ? env.variables.map((v) => [v.name, `${ENV_VARS}#${v.id}`] as const) : []),
    exit: new Map(docs.byHref.has(EXIT_CODES) ? exitCodes.codes.map((c) => [c.name, `${EXIT_CODES}#exit-code-${c.code}`] as const) : []),
    errorTag: new Map(),
  };
  return (kind, name) => {
    if (kind === 'command' || kind === 'flag') {
      const page = commandPage(name);
      return docs.byHref.has(page) ? page : undefined;
    }
    return links[kind].get(name);
  };
}
