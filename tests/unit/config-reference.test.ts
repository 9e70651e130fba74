import { readFileSync, readdirSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  configSections,
  describeType,
  envVarViews,
  inlineHtml,
  keyId,
  sectionId,
  sourceHref,
  unknownEnvProse,
  unknownProse,
  type ConfigKeysData,
  type EnvVarsData,
  type Prose,
} from '../../src/lib/reference/config';
import { commandSourceLink, ruleSourceLink, type SourceLinks } from '../../src/lib/reference/source-links';

const json = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;

const pinned = json<{ commit: string }>('src/data/buck2-source.json').commit;
const keys = json<ConfigKeysData>('src/data/buckconfig-keys.json');
const env = json<EnvVarsData>('src/data/buck2-env-vars.json');
const links = json<SourceLinks>('src/data/source-links.json');
/** The reviewed list of what the extraction found: names, and the text of every line read. */
const facts = json<{
  commit: string;
  keys: string[];
  variables: string[];
  /** Crates of the checkout that call a config reader (a plain grep), and the crates the extraction scanned. */
  coverage: { calls: string[]; callingCrates: string[]; scannedCrates: string[] };
  lines: Record<string, string>;
}>('tests/fixtures/buck2-config-facts.json');
const linkFacts = json<{ commit: string; lines: Record<string, string>; removedLines: Record<string, string> }>(
  'tests/fixtures/buck2-source-links-facts.json',
);
const rulesFacts = json<{ rules: { rule: string }[] }>('src/data/rules-facts.json');
const removedFacts = json<{ rules: { rule: string }[] }>('src/data/removed-rules-facts.json');

/** A line that reads `name` names it: as a literal, or through an upper-case constant. */
const names = (text: string, ...candidates: string[]) => candidates.some((c) => text.includes(c)) || /\b[A-Z][A-Z0-9_]{2,}\b/.test(text);

describe('the configuration reference data', () => {
  it('comes from the pinned Buck2 commit', () => {
    expect(keys.commit).toBe(pinned);
    expect(env.commit).toBe(pinned);
    expect(links.commit).toBe(pinned);
    expect(facts.commit).toBe(pinned);
    expect(linkFacts.commit).toBe(pinned);
  });

  it('has exactly the keys of the reviewed list, with the counts it states', () => {
    const names = keys.keys.map((k) => `${k.section}.${k.key}`);
    expect(names).toEqual(facts.keys);
    expect(new Set(names).size).toBe(names.length);
    expect(keys.counts.keys).toBe(names.length);
    expect(keys.counts.sections).toBe(new Set(keys.keys.map((k) => k.section)).size);
    // The sections readers ask about most are there.
    for (const name of ['test.v2_test_executor', 'test.timeout_default_s', 'test.use_internal_runner', 'buck2.test_builds_targets', 'cells.*', 'external_cells.*', 'cell_aliases.*', 'buck2.file_watcher', 'buck2.materializations', 'buck2.sqlite_materializer_state', 'buck2.digest_algorithms', 'build.execution_platforms', 'parser.target_platform_detector_spec', 'project.ignore', 'buildfile.name', 'buck2_re_client.engine_address', 'buck2_re_client.tls']) {
      expect(names, name).toContain(name);
    }
  });

  it('scans every crate that calls a config reader', () => {
    expect(facts.coverage.calls).toEqual(['get_legacy_config_property', 'parse_legacy_config_property']);
    // The grep found the crates known to call them (the `buck2 test` crate was once left out).
    expect(facts.coverage.callingCrates).toEqual(expect.arrayContaining(['app/buck2_test', 'app/buck2_server_commands', 'app/buck2_build_api']));
    const missed = facts.coverage.callingCrates.filter((crate) => !facts.coverage.scannedCrates.includes(crate));
    expect(missed).toEqual([]);
  });

  it('has exactly the environment variables of the reviewed list', () => {
    const names = env.variables.map((v) => v.name);
    expect(names).toEqual(facts.variables);
    expect(env.counts.variables).toBe(names.length);
    for (const name of ['BUCKD_STARTUP_TIMEOUT', 'BUCK_LOG', 'BUCK_ISOLATION_DIR', 'HTTPS_PROXY']) expect(names).toContain(name);
  });

  it('links every read to a line of the pinned source that names the key', () => {
    const bad: string[] = [];
    for (const k of keys.keys) {
      for (const r of k.reads) {
        const text = facts.lines[`${r.path}:${r.line}`];
        if (text === undefined) bad.push(`${k.section}.${k.key}: ${r.path}:${r.line} is not in the facts`);
        else if (!names(text, k.key === '*' ? k.section : k.key, k.key.replace(/<name>/, ''))) bad.push(`${k.section}.${k.key}: ${r.path}:${r.line} reads "${text}"`);
      }
    }
    for (const v of env.variables) {
      for (const r of v.reads) {
        const text = facts.lines[`${r.path}:${r.line}`];
        if (text === undefined) bad.push(`${v.name}: ${r.path}:${r.line} is not in the facts`);
        else if (!names(text, v.name)) bad.push(`${v.name}: ${r.path}:${r.line} reads "${text}"`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('describes only keys, sections and variables the extraction found', () => {
    const configProse = parse(readFileSync('src/content/reference/buckconfig.yaml', 'utf8')) as Record<string, Prose>;
    const envProse = parse(readFileSync('src/content/reference/environment-variables.yaml', 'utf8')) as Record<string, Prose>;
    expect(unknownProse(keys, Object.keys(configProse))).toEqual([]);
    expect(unknownEnvProse(env, Object.keys(envProse))).toEqual([]);
    // The keys readers ask about most have a description.
    for (const name of ['cells', 'external_cells', 'cell_aliases', 'buck2.file_watcher', 'buck2.materializations', 'buck2.sqlite_materializer_state', 'buck2.digest_algorithms', 'build.execution_platforms', 'parser.target_platform_detector_spec', 'project.ignore', 'buildfile.name', 'buck2_re_client.engine_address', 'buck2_re_client.http_headers']) {
      expect(configProse[name]?.description, name).toBeTruthy();
    }
  });
});

describe('configSections', () => {
  const data: ConfigKeysData = {
    repository: 'https://github.com/facebook/buck2',
    commit: 'c0ffee',
    counts: { sections: 2, keys: 4 },
    dynamic: [],
    keys: [
      { section: 'buck2', key: 'file_watcher', reads: [{ origin: 'buck2', path: 'a.rs', line: 3, type: 'String' }] },
      {
        section: 'buck2',
        key: 'restarter',
        reads: [
          { origin: 'buck2', path: 'b.rs', line: 1, type: 'RolloutPercentage', default: 'false' },
          { origin: 'buck2', path: 'c.rs', line: 2, type: 'RolloutPercentage', default: 'true' },
        ],
      },
      { section: 'cells', key: '*', reads: [{ origin: 'buck2', path: 'cells.rs', line: 9 }] },
      { section: 'apple', key: 'strip_level', reads: [{ origin: 'prelude', path: 'x.bzl', line: 4, type: 'string', default: '"unstripped"', cell: 'root' }] },
    ],
  };
  const prose = new Map<string, Prose>([
    ['buck2.file_watcher', { description: 'How files are watched.', values: ['notify', 'watchman'], default: '`notify`' }],
    ['cells', { description: 'The cells.' }],
  ]);
  const sections = configSections(data, prose);

  it('groups keys by section, sorted, and joins the prose', () => {
    expect(sections.map((s) => s.name)).toEqual(['apple', 'buck2', 'cells']);
    const watcher = sections[1]!.keys[0]!;
    expect(watcher).toMatchObject({ name: 'buck2.file_watcher', id: 'buck2.file_watcher', description: 'How files are watched.', values: ['notify', 'watchman'], default: '`notify`', type: 'string' });
    expect(watcher.links).toEqual([{ label: 'a.rs:3', href: 'https://github.com/facebook/buck2/blob/c0ffee/a.rs#L3' }]);
    expect(sections[1]!.readByBuck2).toBe(true);
    expect(sections[0]!.readByBuck2).toBe(false);
  });

  it('shows a whole-section read under the section, not as a key', () => {
    expect(sections[2]).toMatchObject({ description: 'The cells.', keys: [], whole: [{ label: 'cells.rs:9' }] });
  });

  it('says which read has which default when they differ', () => {
    expect(sections[1]!.keys[1]!.default).toBe('`false` (b.rs:1); `true` (c.rs:2)');
  });

  it('marks a key the prose says is meaningful only inside Meta', () => {
    const marked = configSections(data, new Map([['buck2.file_watcher', { description: 'x', metaOnly: true }]]));
    expect(marked[1]!.keys[0]!.flags).toEqual(['meaningful only inside Meta']);
    expect(sections[1]!.keys[0]!.flags).toEqual([]);
  });

  it('marks prelude reads with the cell whose configuration counts', () => {
    expect(sections[0]!.keys[0]!.flags).toEqual(['root cell']);
    expect(sections[0]!.keys[0]!.default).toBe('`"unstripped"`');
  });

  it('makes ids that a URL fragment and the search index can use', () => {
    expect(sectionId('buck2_re_client')).toBe('buck2_re_client');
    expect(sectionId('external_cell_<name>')).toBe('external_cell_name');
    expect(keyId('external_cell_<name>', 'git_origin')).toBe('external_cell_name.git_origin');
    expect(keyId('agent_context#<name>', 'values')).toBe('agent_context-name.values');
  });
});

describe('describeType', () => {
  it('says how to write the value', () => {
    expect(describeType('bool')).toBe('`true` or `false`');
    expect(describeType('u64')).toBe('non-negative integer');
    expect(describeType('i32')).toBe('integer');
    expect(describeType('f64')).toBe('number');
    expect(describeType('list of String')).toBe('comma-separated list of string');
    expect(describeType('list of HttpHeader')).toBe('comma-separated list of `Name: Value` header');
    expect(describeType('list (split at " ")')).toBe('space-separated list');
    expect(describeType('RolloutPercentage')).toBe('[rollout](#value-types)');
    expect(describeType('DetectCycles')).toBe('`DetectCycles`');
  });
});

describe('inlineHtml', () => {
  it('renders code spans and site links, and escapes the rest', () => {
    expect(inlineHtml('`a<b>` or [rollout](#value-types) & <i>')).toBe('<code>a&lt;b&gt;</code> or <a href="#value-types">rollout</a> &amp; &lt;i&gt;');
  });
  it('leaves links to other sites as text', () => {
    expect(inlineHtml('[x](https://example.com)')).toBe('[x](https://example.com)');
  });
});

describe('envVarViews', () => {
  it('keeps the type and the one default, and ids the search index derives', () => {
    const [view] = envVarViews(
      { repository: 'https://github.com/facebook/buck2', commit: 'c0ffee', counts: { variables: 1 }, dynamic: [], variables: [{ name: 'BUCKD_STARTUP_TIMEOUT', applicability: 'all', reads: [{ path: 'c.rs', line: 5, via: 'buck2_env!', applicability: 'all', type: 'u64', default: '10' }] }] },
      new Map(),
    );
    expect(view).toMatchObject({ id: 'buckd_startup_timeout', type: 'non-negative integer', default: '`10`' });
    expect(sourceHref('https://github.com/facebook/buck2', 'c0ffee', 'c.rs', 5)).toBe('https://github.com/facebook/buck2/blob/c0ffee/c.rs#L5');
  });
});

describe('source links', () => {
  it('link every rule to the line of the pinned prelude that declares it', () => {
    const bad: string[] = [];
    for (const { rule } of rulesFacts.rules) {
      const link = ruleSourceLink(rule);
      if (!link) {
        bad.push(`${rule}: no link`);
        continue;
      }
      expect(link.href).toBe(`https://github.com/facebook/buck2/blob/${pinned}/${link.path}#L${link.line}`);
      const text = linkFacts.lines[`${link.path}:${link.line}`];
      if (!text?.includes(rule)) bad.push(`${rule}: ${link.path}:${link.line} reads "${text}"`);
    }
    expect(bad).toEqual([]);
  });

  it('link the removed rules to the last commit that declared them', () => {
    for (const { rule } of removedFacts.rules) {
      const link = ruleSourceLink(rule)!;
      expect(link.removedAt, rule).toMatch(/^[0-9a-f]{40}$/);
      expect(linkFacts.removedLines[`${link.removedAt}:${link.path}:${link.line}`], rule).toContain(`"${rule}"`);
    }
  });

  it('link every command page to the type that defines its arguments', () => {
    const pages = readdirSync('src/content/docs/users/commands').map((f) => f.replace(/\.mdx?$/, ''));
    for (const page of pages) {
      const link = commandSourceLink(page === 'index' ? 'users/commands' : `users/commands/${page}`);
      expect(link, page).toBeDefined();
      expect(linkFacts.lines[`${link!.path}:${link!.line}`], page).toMatch(new RegExp(`\\b(struct|enum) ${link!.type}\\b`));
    }
    expect(commandSourceLink('users/commands_extra/exit_codes')).toBeUndefined();
  });
});
