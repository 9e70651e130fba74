import queryData from '../../data/query-functions.json';
import { ContentError, failBuild } from '../content-error';
import { ENV_GROUPS, type EnvVarView, type KeyView, type SectionView } from './config';
import type { SectionHeading } from './sections';
import type { Badge } from '../releases/history';
import { releaseHistory } from '../releases/load';

/*
 * The headed sections of the reference components that guides embed in MDX
 * (.buckconfig keys, environment variables, query functions). The component
 * renders these headings and the page's table of contents lists them
 * (src/lib/reference/embedded.ts), so the two cannot differ. The deep levels
 * (a key, a variable, a function) are left out of the TOC: each page has
 * its own index of them, and a TOC of hundreds of entries is no help.
 */

/** One `.buckconfig` key, with the release it arrived in or left. */
export type ConfigKeySection = SectionHeading & { key: KeyView; since: Badge | undefined };
/** One `.buckconfig` section (an h2, `[buck2]`) and its keys. */
export type ConfigSection = SectionHeading & { view: SectionView; subsections: ConfigKeySection[] };

/** The sections of the `.buckconfig` reference, in the order of `sections`. */
export function configPageSections(sections: readonly SectionView[]): ConfigSection[] {
  return sections.map((view) => ({
    id: view.id,
    heading: `[${view.name}]`,
    level: 2,
    view,
    subsections: view.keys.map((key) => ({ id: key.id, heading: key.name, level: 3, listed: false, key, since: releaseHistory().since('config', key.name) })),
  }));
}

/** One environment variable. */
export type EnvVarSection = SectionHeading & { variable: EnvVarView };
/** One group of environment variables (an h2) and its variables. */
export type EnvGroupSection = SectionHeading & { subsections: EnvVarSection[] };

/**
 * The groups of the environment variables reference (as `buck2 help-env`
 * sorts them), the empty ones left out. The variables of Buck2's own tests
 * are h4s, so that search does not offer them as headings.
 */
export function envPageSections(variables: readonly EnvVarView[]): EnvGroupSection[] {
  return ENV_GROUPS.map((g) => ({
    id: g.id,
    heading: g.title,
    level: 2 as const,
    subsections: variables
      .filter((v) => v.applicability === g.applicability)
      .map((variable) => ({ id: variable.id, heading: variable.name, level: g.applicability === 'testing' ? (4 as const) : (3 as const), listed: false as const, variable })),
  })).filter((g) => g.subsections.length);
}

export const QUERY_KINDS = ['uquery', 'cquery', 'aquery'] as const;
type QueryKind = (typeof QUERY_KINDS)[number];

export interface QueryFunction {
  name: string;
  signature: string;
  returns: string;
  kinds: QueryKind[];
  anchor: string;
  description: string;
  example: string;
}

/** One query function: an h3 whose id is its anchor, so links such as /docs/users/query/cquery/#deps keep working. */
export type QueryFunctionSection = SectionHeading & { fn: QueryFunction };

/** The functions of one query kind, by name; an unknown kind (a writer's `<QueryFunctions kind>`) fails the build. */
export function queryFunctionSections(kind: string, functions: readonly QueryFunction[] = queryData.functions as QueryFunction[]): QueryFunctionSection[] {
  if (!(QUERY_KINDS as readonly string[]).includes(kind)) {
    throw failBuild(new ContentError(`<QueryFunctions>: unknown kind "${kind}", expected one of ${QUERY_KINDS.join(', ')}`, { name: 'ComponentError' }));
  }
  return functions
    .filter((fn) => fn.kinds.includes(kind as QueryKind))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((fn) => ({ id: fn.anchor, heading: fn.name, level: 3, listed: false, fn }));
}
