#!/usr/bin/env node
// Release history: when each rule, attribute, API member, command, flag,
// .buckconfig key, environment variable, exit code and error tag first
// appeared in a dated Buck2 release (tags YYYY-MM-DD), and when it went away.
// Writes src/data/release-history.json (format: issue 40's contract).
//
// Usage: node tools/extract-history.mjs GIT_DIR [--full] [--until TAG]
// Incremental by default: tags already in the file are kept; the newest of
// them and each new tag are extracted (or read from the per-tag cache under
// node_modules/.cache/history/, keyed by extractor version and tag commit),
// and the new tags are folded onto the file. `--full` extracts every tag again;
// `--until TAG` stops at that tag (to check that an update gives what a full run does).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { extract as extractConfig, groupEnv, groupKeys } from './extract-buckconfig.mjs';
import { extract as extractCli } from './extract-cli-flags.mjs';
import { extractApi } from './history/api.mjs';
import { extractRules } from './history/rules.mjs';
import { extractCodes } from './history/codes.mjs';
import { BlobStore, TagTree } from './history/tree.mjs';

const OUT = 'src/data/release-history.json';
const VERSION = 8; // raise when an extractor changes: the per-tag cache is keyed by it
const CACHE = join('node_modules', '.cache', 'history', `v${VERSION}`);
export const KINDS = ['rule', 'attribute', 'api', 'command', 'flag', 'config', 'env', 'exit', 'errorTag'];

/** Commands ("audit config") and flags ("audit config --output-format") of the clap tree. */
function cliItems(cli) {
  const commands = [];
  const flags = [];
  // A `long` given through a constant may carry its dashes (`EVENT_LOG = "--event-log"`).
  const named = (f) => (f.long ? `--${f.long.replace(/^-+/, '')}` : `-${f.short}`);
  const walk = (prefix, tree) => {
    for (const [name, c] of Object.entries(tree)) {
      const command = prefix ? `${prefix} ${name}` : name;
      commands.push(command);
      for (const set of c.options) for (const f of cli.optionSets[set]?.flags ?? []) flags.push(`${command} ${named(f)}`);
      walk(command, c.subcommands);
    }
  };
  walk('', cli.commands ?? {});
  for (const set of cli.universal ?? []) for (const f of cli.optionSets[set]?.flags ?? []) flags.push(named(f));
  return { command: commands, flag: flags };
}

/** Everything one tag has, as sorted names per kind; attributes with their default. */
function extractTag(tree) {
  const { rules, attributes } = extractRules(tree);
  const config = extractConfig(tree);
  const { exit, errorTag } = extractCodes(tree);
  const sets = {
    rule: rules,
    api: extractApi(tree),
    ...cliItems(extractCli(tree)),
    config: groupKeys(config.reads).map((k) => `${k.section}.${k.key}`),
    env: groupEnv(config.envReads).map((v) => v.name),
    exit,
    errorTag,
  };
  for (const k of Object.keys(sets)) sets[k] = [...new Set(sets[k])].sort();
  return { ...sets, attribute: attributes };
}

function tagResults(store, release, useCache) {
  const file = join(CACHE, `${release.commit}.json`);
  if (useCache && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const started = Date.now();
  const result = extractTag(new TagTree(store, release.commit));
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(file, JSON.stringify(result));
  console.log(`extract-history: ${release.tag} ${release.commit.slice(0, 12)} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return result;
}

/** Folds one tag's results onto the history, given the previous tag's results. */
export function fold(kinds, tag, now, before) {
  for (const kind of KINDS) {
    const entries = (kinds[kind] ??= {});
    const has = kind === 'attribute' ? Object.keys(now.attribute) : now[kind];
    const had = new Set(before ? (kind === 'attribute' ? Object.keys(before.attribute) : before[kind]) : []);
    const present = new Set(has);
    for (const name of has) {
      const e = entries[name];
      if (!e) entries[name] = kind === 'attribute' ? { added: tag, removed: null, defaults: [] } : { added: tag, removed: null };
      else if (!had.has(name)) {
        e.removed = null;
        e.readded = tag;
      } else if (kind === 'attribute' && before.attribute[name] !== now.attribute[name]) {
        e.defaults.push({ release: tag, from: before.attribute[name], to: now.attribute[name] });
      }
    }
    const gone = [...had].filter((name) => !present.has(name));
    for (const name of gone) entries[name].removed = tag;
    if (kind === 'api') markRenamedTypes(entries, tag, gone);
  }
}

/**
 * API members of a value type whose name changed in this release (`actions`
 * became `AnalysisActions`): when a type's members all went away and a new
 * type arrived with at least 80% of the same member names, each of those new
 * members records the old name as `renamedFrom`.
 */
function markRenamedTypes(entries, tag, gone) {
  const members = (names) => {
    const byType = new Map();
    for (const name of names) {
      const dot = name.lastIndexOf('.');
      if (dot === -1) continue;
      const type = name.slice(0, dot);
      if (!byType.has(type)) byType.set(type, new Set());
      byType.get(type).add(name.slice(dot + 1));
    }
    return byType;
  };
  const oldTypes = members(gone);
  const newTypes = members(Object.keys(entries).filter((n) => entries[n].added === tag));
  for (const type of members(Object.keys(entries).filter((n) => entries[n].removed === null)).keys()) oldTypes.delete(type);
  for (const [from, was] of oldTypes) {
    for (const [to, now] of newTypes) {
      const common = [...was].filter((m) => now.has(m));
      if (common.length < 0.8 * Math.min(was.size, now.size) || common.length === 0) continue;
      for (const m of common) entries[`${to}.${m}`].renamedFrom ??= `${from}.${m}`;
    }
  }
}

function main() {
  const args = process.argv.slice(2);
  const untilAt = args.indexOf('--until');
  const until = untilAt >= 0 ? args[untilAt + 1] : undefined;
  const gitDir = args.find((a, i) => !a.startsWith('--') && (untilAt < 0 || i !== untilAt + 1));
  const full = args.includes('--full');
  if (!gitDir) {
    console.error('usage: node tools/extract-history.mjs GIT_DIR [--full] [--until TAG]');
    process.exit(2);
  }
  const store = new BlobStore(gitDir);
  const refs = store.git(['for-each-ref', '--format=%(refname:short) %(*objectname) %(objectname)', 'refs/tags']).toString();
  const releases = refs
    .split('\n')
    .map((line) => line.split(' '))
    .filter(([tag]) => /^\d{4}-\d{2}-\d{2}$/.test(tag ?? '') && (!until || tag <= until))
    .map(([tag, peeled, id]) => ({ tag, commit: peeled || id }))
    .sort((a, b) => a.tag.localeCompare(b.tag));
  const old = !full && existsSync(OUT) ? JSON.parse(readFileSync(OUT, 'utf8')) : undefined;
  const known = new Set((old?.releases ?? []).map((r) => `${r.tag} ${r.commit}`));
  const kept = old ? releases.filter((r) => known.has(`${r.tag} ${r.commit}`)) : [];
  if (kept.length !== (old?.releases.length ?? 0) || kept.some((r, i) => r.tag !== releases[i].tag)) {
    console.error('extract-history: the tags in the file differ from the repository; run with --full');
    process.exit(1);
  }
  const kinds = old?.kinds ?? {};
  let before = kept.length ? tagResults(store, kept[kept.length - 1], true) : undefined;
  for (const release of releases.slice(kept.length)) {
    const now = tagResults(store, release, !full);
    fold(kinds, release.tag, now, before);
    before = now;
  }
  for (const kind of KINDS) kinds[kind] = Object.fromEntries(Object.entries(kinds[kind] ?? {}).sort(([a], [b]) => a.localeCompare(b)));
  const out = { note: 'written by tools/extract-history.mjs; do not edit by hand', releases, kinds };
  writeFileSync(OUT, `${JSON.stringify(out, null, 1)}\n`);
  console.log(`extract-history: ${releases.length} releases (${releases.length - kept.length} new); ${KINDS.map((k) => `${Object.keys(kinds[k]).length} ${k}`).join(', ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
