#!/usr/bin/env node
// Extracts the command-line options of every `buck2` subcommand from the clap
// definitions at one commit of Buck2's source, and writes them with the commit:
//   src/data/cli-flags.json
//
// Usage: node tools/extract-cli-flags.mjs GIT_DIR COMMIT [--out FILE]
//   node tools/extract-cli-flags.mjs /work/.mirror/facebook+buck2/repo 13baa8a1d181428b17e1873fcb129793fa36d463
//
// It starts at the struct that holds `#[clap(subcommand)]` of type
// `CommandKind` (app/buck2/src/), whose own options are the universal ones,
// and follows `#[clap(flatten)]` fields and `#[clap(subcommand)]` enums to
// the structs that define each command's options, wherever they are in
// `app/`. A field with `long` or `short` in its `#[clap(...)]`/`#[arg(...)]`
// attribute is an option: `long` alone is the field's name in kebab-case,
// `short` alone its first letter; aliases are kept. Fields without either
// are positional arguments and are not listed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Checkout, lineIndex } from './buck2-source/source.mjs';
import { attributeSettings, items, text, tokenTrees, tokenize } from './buck2-source/rust-items.mjs';

const CLAP = ['clap', 'arg', 'command'];
const ARGFILES = 'app/buck2_client_ctx/src/argfiles.rs';
const TEST_RUNNER = { type: 'Config', path: 'app/buck2_test_runner/src/config.rs' };
const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/_/g, '-').toLowerCase();
const crateOf = (path) => path.split('/').slice(0, 2).join('/');
const asList = (v) => (Array.isArray(v) ? v : typeof v === 'string' ? [v] : []);

/** The type a field or tuple variant names: `a::b::Name`, `Option<Name>`, `Box<Name>` give `Name` and its path. */
function namedType(trees) {
  let list = trees;
  for (;;) {
    const idents = [];
    let i = 0;
    while (i < list.length && (list[i].kind === 'ident' || (list[i].kind === 'punct' && list[i].value === ':'))) {
      if (list[i].kind === 'ident') idents.push(list[i].value);
      i++;
    }
    const name = idents[idents.length - 1];
    if (name && ['Option', 'Box', 'Vec'].includes(name) && list[i]?.value === '<') {
      list = list.slice(i + 1, -1);
      continue;
    }
    return name ? { name, path: idents.slice(0, -1) } : undefined;
  }
}

/** `const NAME: &str = "...";` and `static NAME: &'static str = "...";` in a token list. */
function stringConstants(tokens) {
  const out = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!(tokens[i].value === 'const' || tokens[i].value === 'static') || tokens[i + 2]?.value !== ':') continue;
    let j = i + 3;
    const type = [];
    while (j < tokens.length && tokens[j].value !== '=' && tokens[j].value !== ';') type.push(tokens[j++].value);
    if (type.join('').replace("'static", '') === '&str' && tokens[j + 1]?.kind === 'str' && tokens[j + 2]?.value === ';') out.push([tokens[i + 1].value, tokens[j + 1].value]);
  }
  return out;
}

export function extract(checkout) {
  const problems = [];
  // Files that define clap types; every struct and enum in them, by name.
  const files = checkout
    .grepFiles('derive\\([^)]*\\b(Parser|Args|Subcommand)\\b', 'app')
    .filter((p) => p.endsWith('.rs') && !/(^|\/)(tests?|benches)\//.test(p));
  /** `const NAME: &str = "..."` of those files: a name's values. */
  const constants = new Map();
  /** @type {Map<string, {item: import('./buck2-source/rust-items.mjs').Item, path: string, src: string, line: (o: number) => number}[]>} */
  const byName = new Map();
  for (const path of files) {
    const src = checkout.read(path);
    const line = lineIndex(src);
    const tokens = tokenize(src);
    for (const [name, value] of stringConstants(tokens)) {
      if (!constants.has(name)) constants.set(name, new Set());
      constants.get(name).add(value);
    }
    for (const item of items(tokenTrees(tokens))) {
      if (!byName.has(item.name)) byName.set(item.name, []);
      byName.get(item.name).push({ item, path, src, line });
    }
  }

  /** The definition a reference from `from` means: the same file, then the crate its path or a `use` names, then the only one. */
  const resolve = (type, from) => {
    const all = byName.get(type.name) ?? [];
    if (all.length <= 1) return all[0];
    const same = all.find((d) => d.path === from.path);
    if (same) return same;
    const crate = (name) => (name === 'crate' || name === 'self' || name === 'super' ? crateOf(from.path) : `app/${name}`);
    let named = type.path[0];
    if (!named) {
      const use = new RegExp(`\\buse\\s+(\\w+)::[^;]*\\b${type.name}\\b[^;]*;`).exec(from.src);
      named = use?.[1] ?? 'crate';
    }
    const inCrate = all.filter((d) => crateOf(d.path) === crate(named));
    if (inCrate.length === 1) return inCrate[0];
    problems.push(`${from.path}: ${type.name} is defined ${all.length} times (${all.map((d) => d.path).join(', ')}); cannot tell which`);
    return undefined;
  };

  /** A string setting, with a constant's name (`long = EVENT_LOG`) replaced by its one value. */
  const constant = (value) => {
    const values = typeof value === 'string' && /^[A-Z][A-Z0-9_]*$/.test(value) ? constants.get(value) : undefined;
    return values?.size === 1 ? [...values][0] : value;
  };

  /** Each struct's own options (its fields with `long` or `short`), by struct name (with its file where the name is not unique). */
  const optionSets = {};
  const keyOf = (def) => ((byName.get(def.item.name)?.length ?? 0) > 1 ? `${def.item.name} (${def.path})` : def.item.name);

  /**
   * The structs whose options a struct takes (itself, then those it
   * flattens), and the subcommands of its `subcommand` field.
   */
  const structOptions = (def, seen) => {
    const flags = [];
    const structs = [keyOf(def)];
    const subcommands = {};
    for (const field of def.item.fields) {
      const s = attributeSettings(field.attrs, ...CLAP);
      if (s.get('skip')) continue;
      if (s.get('flatten') || s.get('subcommand')) {
        const type = namedType(field.type);
        const inner = type && resolve(type, def);
        if (!inner) {
          problems.push(`${def.path}:${def.line(field.offset)}: cannot find ${text(field.type)}`);
          continue;
        }
        if (s.get('subcommand')) Object.assign(subcommands, commandsOf(inner, seen));
        else {
          const o = options(inner, seen);
          structs.push(...o.structs.filter((x) => !structs.includes(x)));
          Object.assign(subcommands, o.subcommands);
        }
        continue;
      }
      const long = s.get('long') === true ? kebab(field.name) : constant(s.get('long'));
      const short = s.get('short') === true ? field.name[0] : s.get('short');
      if (typeof long !== 'string' && typeof short !== 'string') continue; // positional
      const flag = { line: def.line(field.offset) };
      if (typeof long === 'string') flag.long = long;
      if (typeof short === 'string') flag.short = short;
      const aliases = [...asList(s.get('alias')), ...asList(s.get('aliases')), ...asList(s.get('visible_alias')), ...asList(s.get('visible_aliases'))];
      if (aliases.length) flag.aliases = aliases;
      const shortAliases = [...asList(s.get('short_alias')), ...asList(s.get('short_aliases')), ...asList(s.get('visible_short_alias')), ...asList(s.get('visible_short_aliases'))];
      if (shortAliases.length) flag.shortAliases = shortAliases;
      const action = String(s.get('action') ?? '');
      flag.takesValue = !(text(field.type) === 'bool' || /\b(SetTrue|SetFalse|Count|Help|Version)\b/.test(action));
      if (s.get('global') === true) flag.global = true;
      if (s.get('hide') === true) flag.hidden = true;
      flags.push(flag);
    }
    optionSets[keyOf(def)] = { path: def.path, line: def.line(def.item.offset), flags };
    return { structs, subcommands };
  };

  /** Options of a struct, or of the variants of an enum whose variants are flattened. */
  const options = (def, seen) => {
    if (seen.has(def)) return { structs: [], subcommands: {} };
    const next = new Set(seen).add(def);
    return def.item.kind === 'struct' ? structOptions(def, next) : { structs: [], subcommands: commandsOf(def, next) };
  };

  /** The subcommands a `#[clap(subcommand)]` type defines: an enum's variants, or the struct itself when it is one command. */
  const commandsOf = (def, seen) => {
    if (def.item.kind === 'struct') return options(def, seen).subcommands;
    const out = {};
    for (const v of def.item.variants) {
      const s = attributeSettings(v.attrs, ...CLAP);
      const name = typeof s.get('name') === 'string' ? s.get('name') : kebab(v.name);
      const command = { type: '', path: def.path, line: def.line(v.offset), options: [], subcommands: {} };
      if (s.get('hide') === true) command.hidden = true;
      const aliases = [...asList(s.get('alias')), ...asList(s.get('visible_alias')), ...asList(s.get('aliases')), ...asList(s.get('visible_aliases'))];
      if (aliases.length) command.aliases = aliases;
      if (v.tuple) {
        const type = namedType(v.tuple);
        const inner = type && resolve(type, def);
        if (!inner) {
          problems.push(`${def.path}:${def.line(v.offset)}: cannot find ${text(v.tuple)}`);
          continue;
        }
        Object.assign(command, { type: inner.item.name, path: inner.path, line: inner.line(inner.item.offset) });
        if (s.get('subcommand') || inner.item.kind === 'enum') command.subcommands = commandsOf(inner, seen);
        else {
          const o = options(inner, seen);
          Object.assign(command, { options: o.structs, subcommands: o.subcommands });
        }
      } else if (v.fields) {
        // `Variant { fields }`: its options are listed under `Enum::Variant`.
        const o = structOptions({ ...def, item: { ...def.item, name: `${def.item.name}::${v.name}`, kind: 'struct', fields: v.fields } }, seen);
        Object.assign(command, { type: `${def.item.name}::${v.name}`, options: o.structs, subcommands: o.subcommands });
      }
      out[name] = command;
    }
    return out;
  };

  // The top-level parser: the struct with a `#[clap(subcommand)]` field of type `CommandKind`.
  const top = [...byName.values()]
    .flat()
    .find((d) => d.path.startsWith('app/buck2/src/') && d.item.fields.some((f) => attributeSettings(f.attrs, ...CLAP).get('subcommand') && namedType(f.type)?.name === 'CommandKind'));
  if (!top) {
    problems.push('app/buck2/src/: no struct with a `#[clap(subcommand)]` field of type CommandKind');
    return { problems };
  }
  const { structs: universal, subcommands: commands } = options(top, new Set());
  for (const name of ['build', 'test', 'server', 'audit']) if (!commands[name]) problems.push(`no command ${name}`);
  // clap's own options: `--help` everywhere, `--version` where the top-level parser sets `version`.
  const builtIn = ['--help', '-h', ...(attributeSettings(top.item.attrs, ...CLAP).has('version') ? ['--version', '-V'] : [])];
  // Options the client expands before clap sees the command line (`--flagfile FILE`).
  const argfiles = checkout.files(ARGFILES).length ? [...checkout.read(ARGFILES).matchAll(/"(--[a-z][a-z-]*)"\s*=>/g)].map((m) => m[1]) : [];
  // The options of Buck2's own test runner: what `buck2 test` passes on after `--` when `test.v2_test_executor` is unset.
  const runner = (byName.get(TEST_RUNNER.type) ?? []).find((d) => d.path === TEST_RUNNER.path);
  const testRunner = runner ? options(runner, new Set()).structs : [];
  return { problems, top: { type: top.item.name, path: top.path, line: top.line(top.item.offset) }, builtIn, argfiles, universal, testRunner, commands, optionSets };
}

/** Entries sorted by name, for a stable diff. */
const sortedEntries = (object, map = (v) => v) =>
  Object.fromEntries(
    Object.entries(object)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, map(v)]),
  );
const sortedCommands = (commands) => sortedEntries(commands, (c) => ({ ...c, subcommands: sortedCommands(c.subcommands) }));

function main() {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const out = outIndex >= 0 ? args[outIndex + 1] : 'src/data/cli-flags.json';
  const [gitDir, commit] = args.filter((a, i) => !a.startsWith('--') && (outIndex < 0 || i !== outIndex + 1));
  if (!gitDir || !commit) {
    console.error('usage: node tools/extract-cli-flags.mjs GIT_DIR COMMIT [--out FILE]');
    process.exit(2);
  }
  const checkout = new Checkout(gitDir, commit);
  const result = extract(checkout);
  if (result.problems.length) {
    console.error(`extract-cli-flags: ${result.problems.length} problem(s):\n- ${result.problems.join('\n- ')}`);
    process.exit(1);
  }
  const data = {
    repository: 'https://github.com/facebook/buck2',
    commit: checkout.commit,
    generatedBy: 'tools/extract-cli-flags.mjs',
    note: 'Options are listed once per struct (optionSets); a command takes the options of the structs it lists. `universal`: the options of `buck2` itself, which every command takes; `builtIn`: those clap adds; `argfiles`: those expanded before clap; `testRunner`: the options of Buck2\'s own test runner, given after `--` to `buck2 test`.',
    top: result.top,
    builtIn: result.builtIn,
    argfiles: result.argfiles,
    universal: result.universal,
    testRunner: result.testRunner,
    commands: sortedCommands(result.commands),
    optionSets: sortedEntries(result.optionSets, (o) => ({ ...o, flags: [...o.flags].sort((a, b) => (a.long ?? a.short).localeCompare(b.long ?? b.short)) })),
  };
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(data, null, 1)}\n`);
  const options = Object.values(data.optionSets).reduce((n, o) => n + o.flags.length, 0);
  console.log(`extract-cli-flags: ${checkout.commit.slice(0, 12)}: ${Object.keys(data.commands).length} commands, ${Object.keys(data.optionSets).length} option structs with ${options} options; written to ${out}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
