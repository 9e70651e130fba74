/**
 * The configuration reference as data: the `.buckconfig` keys and the
 * environment variables Buck2 reads (facts extracted from Buck2's source by
 * `tools/extract-buckconfig.mjs` into `src/data/`), joined with the
 * descriptions written in `src/content/reference/`. Pure functions, so the
 * joins and checks are unit-tested.
 */
import { headingSlug } from '../search/engine/format';

export type Origin = 'buck2' | 'prelude';

/** One place in Buck2's source that reads a key. */
export interface ConfigRead {
  origin: Origin;
  path: string;
  line: number;
  reader?: string;
  /** As the source shows it: a Rust type (`bool`, `u64`, `list of String`), or the prelude reader's (`string`, `bool`, `list`). */
  type?: string;
  /** The default as a reader would write it, where the source shows a plain one. */
  default?: string;
  /** The Rust expression of a default that is not a plain value. */
  defaultExpr?: string;
  /** The strings the value's type accepts, where its parser matches on them. */
  values?: string[];
  valuesFrom?: { path: string; line: number };
  /** In code compiled only into Meta's internal build. */
  internal?: boolean;
  /** In code marked as meaningful only inside Meta (`facebook_only()`). */
  meta?: boolean;
  /** In code compiled only into open-source builds. */
  oss?: boolean;
  /** Prelude reads: the root cell's configuration, or that of the cell whose BUCK file is evaluated. */
  cell?: 'root' | 'current';
  note?: string;
}

export interface ConfigKeyFact {
  section: string;
  /** `*`: the whole section is read (every key in it). */
  key: string;
  reads: ConfigRead[];
}

export interface DynamicRead {
  origin: string;
  path: string;
  line: number;
  section?: string | null;
  expression: string;
}

export interface ConfigKeysData {
  repository: string;
  commit: string;
  counts: { sections: number; keys: number };
  keys: ConfigKeyFact[];
  dynamic: DynamicRead[];
}

export interface EnvRead {
  path: string;
  line: number;
  via: string;
  /** `all`: in the registry `buck2 help-env` lists; `internal`/`testing`: registered but hidden; `direct`: read outside the registry. */
  applicability: 'all' | 'internal' | 'testing' | 'direct';
  type?: string;
  default?: string;
  note?: string;
}

export interface EnvVarFact {
  name: string;
  applicability: EnvRead['applicability'];
  reads: EnvRead[];
}

export interface EnvVarsData {
  repository: string;
  commit: string;
  counts: { variables: number };
  variables: EnvVarFact[];
  dynamic: DynamicRead[];
}

/** What a writer adds to a key, a section or a variable (Markdown). */
export interface Prose {
  description: string;
  /** Accepted values, where the parser does not match on strings the extraction can see. */
  values?: string[] | undefined;
  /** The default in words, where the source computes it (for example per platform). */
  default?: string | undefined;
  /** Only meaningful inside Meta, where the code that reads the key does not show it. */
  metaOnly?: true | undefined;
}

export interface SourceLink {
  label: string;
  href: string;
}

export interface KeyView {
  section: string;
  key: string;
  /** `section.key`: the heading, as `-c section.key=value` spells it. */
  name: string;
  /** The heading's id. */
  id: string;
  origins: Origin[];
  /** Markdown. */
  type?: string | undefined;
  /** Markdown: one default, or one per read when they differ. */
  default?: string | undefined;
  values?: string[] | undefined;
  flags: string[];
  description?: string | undefined;
  links: SourceLink[];
}

export interface SectionView {
  name: string;
  id: string;
  /** Buck2 itself reads some key of it (else only the prelude does). */
  readByBuck2: boolean;
  description?: string | undefined;
  /** Reads of the whole section (every key in it). */
  whole: SourceLink[];
  keys: KeyView[];
}

/** A line of Buck2's source at the pinned commit, on GitHub. */
export function sourceHref(repository: string, commit: string, path: string, line: number): string {
  return `${repository}/blob/${commit}/${path}#L${line}`;
}

/**
 * The id of a section's heading (`[buck2]` is `buck2`): what the search index
 * derives from the heading's text, so it need not store the id.
 */
export function sectionId(section: string): string {
  return headingSlug(`[${section}]`);
}

/** The id of a key's heading (`buck2.file_watcher`). */
export function keyId(section: string, key: string): string {
  return `${section}.${key}`.replace(/[<>]/g, '').replace(/[^A-Za-z0-9_.-]+/g, '-');
}

const RUST_INTEGER = /^[iu](8|16|32|64|128|size)$/;

/**
 * A type as a reader writes the value, in Markdown. Types the source names
 * but this table does not know are shown as they are named.
 */
export function describeType(type: string): string {
  const list = /^list of (.+)$/.exec(type);
  if (list) return `comma-separated list of ${describeType(list[1]!).replace(/^(an?|one) /, '')}`;
  const split = /^list \(split at (.+)\)$/.exec(type);
  if (split) return split[1] === '" "' ? 'space-separated list' : `list separated by \`${split[1]!.replace(/^"|"$/g, '')}\``;
  if (type === 'list') return 'comma-separated list';
  if (type === 'bool') return '`true` or `false`';
  if (type === 'String' || type === 'string') return 'string';
  if (type === 'int' || type === 'integer') return 'integer';
  if (type === 'float') return 'number';
  if (/^u(8|16|32|64|128|size)$/.test(type)) return 'non-negative integer';
  if (RUST_INTEGER.test(type)) return 'integer';
  if (/^f(32|64)$/.test(type)) return 'number';
  if (type === 'RolloutPercentage') return '[rollout](#value-types)';
  if (type === 'HttpHeader') return '`Name: Value` header';
  return `\`${type}\``;
}

const joinDistinct = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => v !== undefined))];

/** Markdown for the default(s) of a key's reads. */
function defaultOf(reads: ConfigRead[]): string | undefined {
  const shown = reads.map((r) => {
    if (r.default !== undefined) {
      // Prelude defaults are Starlark (`"true"`, `None`, `False`); `None` is no default.
      if (r.origin === 'prelude') return r.default === 'None' ? undefined : `\`${r.default}\``;
      return r.default === '' ? 'empty' : `\`${r.default}\``;
    }
    if (r.defaultExpr === 'Default::default()') return /^list/.test(r.type ?? '') ? 'empty list' : undefined;
    if (r.defaultExpr) return `computed: \`${r.defaultExpr}\``;
    return undefined;
  });
  const distinct = joinDistinct(shown);
  if (!distinct.length) return undefined;
  if (distinct.length === 1 && shown.every((s) => s === distinct[0])) return distinct[0];
  // Reads disagree (or some have none): say which read has which.
  return reads.map((r, i) => `${shown[i] ?? 'none'} (${r.path.split('/').pop()}:${r.line})`).join('; ');
}

function flagsOf(reads: ConfigRead[], metaOnly: boolean): string[] {
  const flags: string[] = [];
  if (reads.every((r) => r.internal)) flags.push("Meta's internal build only");
  else if (metaOnly || reads.every((r) => r.internal || r.meta)) flags.push('meaningful only inside Meta');
  if (reads.every((r) => r.oss)) flags.push('open-source build only');
  const prelude = reads.filter((r) => r.origin === 'prelude');
  if (prelude.length) {
    const cells = new Set(prelude.map((r) => r.cell));
    if (cells.size === 1) flags.push(cells.has('root') ? 'root cell' : 'cell of the BUCK file');
  }
  return flags;
}

/** Keys grouped into sections, sorted by name, joined with their prose. */
export function configSections(data: ConfigKeysData, prose: ReadonlyMap<string, Prose>): SectionView[] {
  const link = (r: { path: string; line: number }): SourceLink => ({
    label: `${r.path}:${r.line}`,
    href: sourceHref(data.repository, data.commit, r.path, r.line),
  });
  const sections = new Map<string, SectionView>();
  for (const fact of data.keys) {
    let section = sections.get(fact.section);
    if (!section) {
      section = {
        name: fact.section,
        id: sectionId(fact.section),
        readByBuck2: false,
        description: prose.get(fact.section)?.description,
        whole: [],
        keys: [],
      };
      sections.set(fact.section, section);
    }
    if (fact.reads.some((r) => r.origin === 'buck2')) section.readByBuck2 = true;
    if (fact.key === '*') {
      section.whole.push(...fact.reads.map(link));
      continue;
    }
    const name = `${fact.section}.${fact.key}`;
    const own = prose.get(name);
    const types = joinDistinct(fact.reads.map((r) => r.type));
    section.keys.push({
      section: fact.section,
      key: fact.key,
      name,
      id: keyId(fact.section, fact.key),
      origins: joinDistinct(fact.reads.map((r) => r.origin)) as Origin[],
      type: types.length ? types.map(describeType).join(' or ') : undefined,
      default: own?.default ?? defaultOf(fact.reads),
      values: own?.values ?? fact.reads.find((r) => r.values)?.values,
      flags: flagsOf(fact.reads, own?.metaOnly === true),
      description: own?.description,
      links: fact.reads.map(link),
    });
  }
  return [...sections.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Prose entries that name a key or section the data does not have. */
export function unknownProse(data: ConfigKeysData, ids: Iterable<string>): string[] {
  const known = new Set<string>();
  for (const k of data.keys) {
    known.add(k.section);
    if (k.key !== '*') known.add(`${k.section}.${k.key}`);
  }
  return [...ids].filter((id) => !known.has(id));
}

export interface EnvVarView {
  name: string;
  id: string;
  applicability: EnvVarFact['applicability'];
  type?: string | undefined;
  default?: string | undefined;
  description?: string | undefined;
  links: SourceLink[];
}

/** Environment variables, in the groups the page lists them in. */
export const ENV_GROUPS: { applicability: EnvVarFact['applicability']; id: string; title: string }[] = [
  { applicability: 'all', id: 'registered', title: 'Listed by buck2 help-env' },
  { applicability: 'direct', id: 'read-directly', title: 'Read directly' },
  { applicability: 'internal', id: 'meta-internal', title: 'Meta-internal' },
  { applicability: 'testing', id: 'self-tests', title: "For Buck2's own tests" },
];

export function envVarViews(data: EnvVarsData, prose: ReadonlyMap<string, Prose>): EnvVarView[] {
  return data.variables.map((v) => {
    const types = joinDistinct(v.reads.map((r) => r.type));
    const defaults = joinDistinct(v.reads.map((r) => r.default));
    const own = prose.get(v.name);
    return {
      name: v.name,
      // Lower case: what the search index derives from the heading's text, so it need not store the id.
      id: headingSlug(v.name),
      applicability: v.applicability,
      type: types.length ? types.map(describeType).join(' or ') : undefined,
      default: own?.default ?? (defaults.length === 1 ? `\`${defaults[0]}\`` : undefined),
      description: own?.description,
      links: v.reads.map((r) => ({ label: `${r.path}:${r.line}`, href: sourceHref(data.repository, data.commit, r.path, r.line) })),
    };
  });
}

/** Prose entries that name a variable the data does not have. */
export function unknownEnvProse(data: EnvVarsData, ids: Iterable<string>): string[] {
  const known = new Set(data.variables.map((v) => v.name));
  return [...ids].filter((id) => !known.has(id));
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The inline Markdown of facts (types, defaults) as HTML: `code` spans and
 * links to an anchor or a site page; everything else is escaped text.
 */
export function inlineHtml(markdown: string): string {
  const parts: string[] = [];
  const re = /`([^`]+)`|\[([^\]]+)\]\(((?:#|\/docs\/)[^)\s]*)\)/g;
  let last = 0;
  for (let m = re.exec(markdown); m; m = re.exec(markdown)) {
    parts.push(escapeHtml(markdown.slice(last, m.index)));
    parts.push(m[1] !== undefined ? `<code>${escapeHtml(m[1])}</code>` : `<a href="${escapeHtml(m[3]!)}">${escapeHtml(m[2]!)}</a>`);
    last = m.index + m[0].length;
  }
  parts.push(escapeHtml(markdown.slice(last)));
  return parts.join('');
}
