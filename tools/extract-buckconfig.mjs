#!/usr/bin/env node
// Extracts, from a Buck2 checkout at one commit, every .buckconfig key that
// Buck2's Rust code and the prelude read, and every environment variable
// Buck2 reads. Writes, with the commit they come from:
//   src/data/buckconfig-keys.json   sections and keys, each read with its file and line
//   src/data/buck2-env-vars.json    environment variables, each read with its file and line
//   tests/fixtures/buck2-config-facts.json   the names and the text of every line read, for the unit test
//
// Usage: node tools/extract-buckconfig.mjs GIT_DIR COMMIT [--out DIR]
//   node tools/extract-buckconfig.mjs /work/.mirror/facebook+buck2/repo 13baa8a1d181428b17e1873fcb129793fa36d463
//
// What counts as a read (the patterns found with `git grep` in Buck2's source):
// - Rust (`app/`, tests left out): `BuckconfigKeyRef { section, property }`
//   passed to `get`, `parse`, `parse::<T>`, `parse_list`, `lookup`,
//   `get_legacy_config_property` and the like, with the section and property
//   as literals or `const`/`static` strings; the few helpers that take a
//   section and property from their caller (RUST_HELPERS below) are followed
//   to their calls; whole sections read with `get_section("...")`; sections
//   found by prefix in `all_sections()`. Releases before 2024-04 passed the
//   section and key as two strings (see OLDER_READERS).
// - The prelude (`prelude/`): the built-ins `read_config` and
//   `read_root_config`, the readers of `prelude//utils:buckconfig.bzl`
//   (`read`, `read_bool`, `read_int`, `read_list`, `read_choice`, ...) where a
//   file loads them, functions of the same file that pass their own
//   parameters to a reader (followed to their calls), and records whose
//   fields name a key (PRELUDE_RECORDS below).
// - Environment variables: `buck2_env!(...)` and `buck2_env_name!(...)`
//   (and `buck2_env_anyhow!(...)`, its name in releases of late 2024)
//   (and `EnvHelper::new("...")` or `EnvHelper::with_converter("...", f)`, the forms before 2023-12-15)
//   (the registry behind `buck2 help-env`), `std::env::var`/`var_os` with a
//   literal or constant name, clap's `env = "..."`, and ENV_HELPERS below.
// A read whose section or key is computed at run time is listed under
// `dynamic` with its file and line, not as a key.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  Checkout,
  blankRust,
  blankStarlark,
  callArguments,
  enclosingParen,
  lineIndex,
  matchingBracket,
  stringLiteral,
} from './buck2-source/source.mjs';

// ---------------------------------------------------------------- Rust files

/** Where the Rust code of the buck2 binary lives: its own crates, and the libraries of this repository it links. */
export const RUST_ROOTS = ['app', 'dice/dice/src', 'remote_execution/oss', 'superconsole/src', 'starlark-rust/starlark/src'];

/** Source files that are part of the buck2 binary (not tests, not build-time helpers). */
export function isRuntimeRust(path) {
  if (!RUST_ROOTS.some((root) => path.startsWith(`${root}/`)) || !path.endsWith('.rs')) return false;
  if (/(^|\/)(tests?|benches|examples)\//.test(path)) return false;
  if (/\/build\.rs$/.test(path) && !/\/src\//.test(path)) return false; // Cargo build scripts
  if (!path.startsWith('app/')) return !/(^|\/)(tests?|testing|test_utils|golden)\.rs$/.test(path);
  const crate = path.split('/')[1];
  // `buck2_action_impl_tests` and the like hold tests; `buck2_test` is `buck2 test` itself.
  if (/_tests$/.test(crate) || /test_utils?$/.test(crate)) return false;
  // Runs from Cargo build scripts, not in buck2.
  if (crate === 'buck2_protoc_dev') return false;
  if (/(^|\/)(tests?|testing|test_utils|golden_test_helper)\.rs$/.test(path)) return false;
  return true;
}

/**
 * Regions of a Rust file: test code (left out), code compiled only into
 * Meta's internal build (kept, marked `internal`) and only into open-source
 * builds (marked `oss`).
 */
export function rustRegions(code) {
  const regions = [];
  const attr = /#\[\s*(cfg\s*\(([^\]]*)\)|test|tokio::test[^\]]*)\s*\]/g;
  for (let m = attr.exec(code); m; m = attr.exec(code)) {
    const cond = m[2];
    let kind;
    if (!cond) kind = 'test';
    else if (/(^|[^\w(])test\b/.test(cond) && !/not\s*\(\s*test/.test(cond)) kind = 'test';
    else if (/not\s*\(\s*fbcode_build\s*\)/.test(cond)) kind = 'oss';
    else if (/\bfbcode_build\b/.test(cond) && !/\bany\s*\(/.test(cond)) kind = 'internal';
    if (!kind) continue;
    regions.push({ kind, start: m.index, end: itemEnd(code, m.index + m[0].length) });
  }
  const mod = /\bmod\s+(fbcode|facebook|meta_only)\s*\{/g;
  for (let m = mod.exec(code); m; m = mod.exec(code)) {
    const open = m.index + m[0].length - 1;
    regions.push({ kind: 'internal', start: m.index, end: matchingBracket(code, open) + 1 });
  }
  const runtime = /\bif\s+cfg!\s*\(\s*(not\s*\(\s*)?fbcode_build\s*\)?\s*\)\s*\{/g;
  for (let m = runtime.exec(code); m; m = runtime.exec(code)) {
    const open = m.index + m[0].length - 1;
    regions.push({ kind: m[1] ? 'oss' : 'internal', start: m.index, end: matchingBracket(code, open) + 1 });
  }
  // `facebook_only();` marks the function it opens as meaningful only inside Meta.
  const marker = /\bfacebook_only\s*\(\s*\)\s*;/g;
  for (let m = marker.exec(code); m; m = marker.exec(code)) {
    const open = enclosingBrace(code, m.index);
    if (open !== -1) regions.push({ kind: 'meta', start: open, end: matchingBracket(code, open) + 1 });
  }
  return (offset) => {
    const kinds = new Set(regions.filter((r) => r.start <= offset && offset < r.end).map((r) => r.kind));
    for (const kind of ['test', 'internal', 'meta', 'oss']) if (kinds.has(kind)) return kind;
    return undefined;
  };
}

/** Offset of the innermost unclosed `{` before `offset`, or -1. */
function enclosingBrace(code, offset) {
  let depth = 0;
  for (let i = offset - 1; i >= 0; i--) {
    const c = code[i];
    if (c === ')' || c === ']' || c === '}') depth++;
    else if (c === '(' || c === '[' || c === '{') {
      if (depth === 0) return c === '{' ? i : -1;
      depth--;
    }
  }
  return -1;
}

/** Where the item or statement after an attribute ends. */
function itemEnd(code, from) {
  let i = from;
  for (;;) {
    while (/\s/.test(code[i] ?? '')) i++;
    if (code.startsWith('#[', i)) i = matchingBracket(code, i + 1) + 1;
    else break;
  }
  const head = code.slice(i, i + 200);
  const block = /^(pub(\s*\([^)]*\))?\s+)?((async|unsafe|const|extern(\s+"[^"]*")?|default)\s+)*(fn|mod|impl|trait|struct|enum|union|macro_rules!)\b/.test(head) || head.startsWith('{');
  let depth = 0;
  for (let j = i; j < code.length; j++) {
    const c = code[j];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth < 0) return j;
      if (depth === 0 && c === '}' && block) return j + 1;
    } else if (depth === 0 && c === ';') return j + 1;
    else if (depth === 0 && c === ',' && !block) return j;
  }
  return code.length;
}

/** `const NAME: &str = "..."`, `static NAME: &str = "..."` and `static_str!(NAME = "...")` of a file. */
export function rustStringConstants(src, code) {
  const out = new Map();
  const patterns = [
    /\b(?:const|static)\s+([A-Z][A-Z0-9_]*)\s*:\s*&\s*(?:'static\s+)?str\s*=\s*(")/g,
    /\bstatic_str!\s*\(\s*([A-Z][A-Z0-9_]*)\s*=\s*(")/g,
  ];
  for (const re of patterns) {
    for (let m = re.exec(code); m; m = re.exec(code)) {
      const q = m.index + m[0].length - 1;
      const end = code.indexOf('"', q + 1);
      out.set(m[1], src.slice(q + 1, end));
    }
  }
  return out;
}

/**
 * Tables of call sites that pass a section and property into a function
 * which reads them (arguments are 0-based). Each must be found, or the
 * extraction fails.
 */
export const RUST_HELPERS = [
  {
    fn: 'check_target_enabled_for_config',
    path: 'app/buck2_configured/src/nodes.rs',
    section: { arg: 2 },
    property: { arg: 3 },
  },
  {
    fn: 'sqlite_db_setup_metadata_and_versions',
    path: 'app/buck2_server/src/daemon/disk_state.rs',
    section: { literal: 'buck2' },
    property: { arg: 2 },
    type: 'String',
  },
  {
    fn: 'get_config',
    path: 'app/buck2_common/src/legacy_configs/cells.rs',
    section: { literal: 'external_cell_<name>' },
    property: { arg: 1 },
    type: 'String',
    note: 'One section per cell that `[external_cells]` sets to `git`; `<name>` is the cell name.',
  },
];

/** Environment variables read through a helper that takes the name (arguments are 0-based). */
export const ENV_HELPERS = [
  { fn: 'env_to_string', path: 'app/buck2_http/src/proxy.rs', name: { arg: 0 }, note: 'The lower-case name is read when the upper-case one is unset.' },
  { fn: 'add_env_var', path: 'app/buck2_events/src/metadata.rs', name: { arg: 2 }, internal: true },
  { fn: 'env_concurrency', path: 'dice/dice/src/storage.rs', name: { arg: 0 } },
];

// ------------------------------------------------------------ Rust: readers

const STRING_METHODS = new Set(['get', 'lookup', 'get_legacy_config_property', 'read_root_cell_config', 'read_current_cell_config']);
const PARSE_METHODS = new Set(['parse', 'parse_legacy_config_property']);
const LIST_METHODS = new Set(['parse_list', 'parse_legacy_config_list_property']);

/** The method (and turbofish type) of the call whose `(` is at `open`. */
function calledMethod(code, open) {
  let i = open - 1;
  while (i >= 0 && /\s/.test(code[i])) i--;
  let turbofish;
  if (code[i] === '>') {
    let depth = 0;
    let j = i;
    for (; j >= 0; j--) {
      if (code[j] === '>') depth++;
      else if (code[j] === '<' && --depth === 0) break;
    }
    let k = j - 1;
    while (k >= 0 && /\s/.test(code[k])) k--;
    if (j < 0 || code.slice(k - 1, k + 1) !== '::') return {};
    turbofish = code.slice(j + 1, i).replace(/\s+/g, ' ').trim();
    i = k - 2;
    while (i >= 0 && /\s/.test(code[i])) i--;
  }
  const m = /([A-Za-z_]\w*)$/.exec(code.slice(Math.max(0, i - 80), i + 1));
  return m ? { name: m[1], turbofish } : {};
}

const stripOption = (t) => {
  const m = /^Option\s*<(.*)>$/s.exec(t.trim());
  return (m ? m[1] : t).replace(/\s+/g, ' ').trim();
};

/**
 * Steps chained after a read before its default: `.await`, `?`, a string
 * parsed as `.and_then(|s| s.parse::<T>().ok())` (giving the type `T`) and
 * `.map(Duration::from_secs)`. Where the default starts, and the parsed type.
 */
function chainedSteps(code, after) {
  let at = after;
  let parsedAs;
  for (;;) {
    const rest = code.slice(at, at + 200);
    const step =
      /^\s*(?:\.\s*await\b|\?)/.exec(rest) ??
      /^\s*\.\s*map\s*\(\s*Duration\s*::\s*from_(?:secs|millis)\s*\)/.exec(rest);
    const parse = /^\s*\.\s*and_then\s*\(\s*\|\s*(\w+)\s*\|\s*\1\s*\.\s*parse\s*::\s*<\s*(\w+)\s*>\s*\(\s*\)\s*\.\s*ok\s*\(\s*\)\s*\)/.exec(rest);
    if (parse) parsedAs = parse[2];
    const m = step ?? parse;
    if (!m) return { at, parsedAs };
    at += m[0].length;
  }
}

/** The default chained after a read: `.unwrap_or(x)`, `.unwrap_or_else(f)`, `.unwrap_or_default()`. */
function chainedDefault(src, code, after) {
  const rest = code.slice(after, after + 400);
  const some = /^\s*(?:\.\s*await\s*)?\??\s*\.\s*or\s*\(\s*Some\s*\(/.exec(rest);
  if (some) {
    const open = after + some[0].length - 1;
    const expr = src.slice(open + 1, matchingBracket(code, open)).replace(/\s+/g, ' ').trim();
    return { expr, value: displayDefault(expr, false) };
  }
  const m = /^\s*(?:\.\s*await\s*)?\??\s*\.\s*(unwrap_or|unwrap_or_else|unwrap_or_default)\s*\(/.exec(rest);
  if (!m) return undefined;
  const open = after + m[0].length - 1;
  const close = matchingBracket(code, open);
  const expr = src.slice(open + 1, close).replace(/\s+/g, ' ').trim();
  if (m[1] === 'unwrap_or_default') return { expr: 'Default::default()', value: undefined };
  const callable = m[1] === 'unwrap_or_else' ? expr.replace(/^\|\|\s*/, '') : expr;
  return { expr: callable, value: displayDefault(callable, m[1] === 'unwrap_or_else') };
}

/** A Rust default as a reader would write it in .buckconfig, where that is plain. */
function displayDefault(expr, isFunction) {
  const e = expr.trim();
  if (/^RolloutPercentage::never(\(\))?$/.test(e)) return 'false';
  if (/^RolloutPercentage::always(\(\))?$/.test(e)) return 'true';
  if (e === 'cfg!(fbcode_build)') return 'false'; // in open-source builds
  if (isFunction) return undefined;
  if (/^(true|false)$/.test(e)) return e;
  const duration = /^Duration::from_(secs|millis)\(\s*([\d_]+)\s*\)$/.exec(e);
  if (duration) return duration[2].replace(/_/g, '');
  if (/^-?\d[\d_]*(\.\d+)?(_?[iuf](8|16|32|64|size))?$/.test(e)) return e.replace(/_?[iuf](8|16|32|64|size)$/, '').replace(/_/g, '');
  const s = stringLiteral(e);
  if (s !== undefined) return s;
  const owned = /^"((?:[^"\\]|\\.)*)"\s*\.\s*(to_owned|to_string|into)\(\)$/.exec(e);
  if (owned) return owned[1];
  return undefined;
}

/** A type shown by a default literal. */
function typeOfDefault(value) {
  if (value === 'true' || value === 'false') return 'bool';
  if (/^-?\d+\.\d+$/.test(value ?? '')) return 'float';
  if (/^-?\d+$/.test(value ?? '')) return 'integer';
  return undefined;
}

/** Start of the statement holding `offset`; with `items`, a `}` at depth 0 also ends the previous one. */
function statementStart(code, offset, items = false) {
  let depth = 0;
  for (let i = offset - 1; i >= 0; i--) {
    const c = code[i];
    if (items && c === '}' && depth === 0) return i + 1;
    if (c === ')' || c === ']' || c === '}') depth++;
    else if (c === '(' || c === '[' || c === '{') {
      if (depth === 0) return i + 1;
      depth--;
    } else if (c === ';' && depth === 0) return i + 1;
  }
  return 0;
}

/** Type of a struct field declared once in the file (`pub name: Option<T>,`). */
function fieldType(code, src, name) {
  const re = new RegExp(`(?:^|[\\s{,(])(?:pub(?:\\s*\\([^)]*\\))?\\s+)?${name}\\s*:\\s*([^,;=\\n{}]+?)\\s*,\\s*$`, 'gm');
  const types = new Set();
  for (let m = re.exec(code); m; m = re.exec(code)) types.add(src.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length).trim());
  return types.size === 1 ? [...types][0] : undefined;
}

/** The crate a Rust file belongs to: `app/<crate>`, or the folder above its `src/`. */
export function crateOf(path) {
  if (path.startsWith('app/')) return path.split('/').slice(0, 2).join('/');
  const src = path.indexOf('/src/');
  return src === -1 ? path.slice(0, path.lastIndexOf('/')) : path.slice(0, src);
}

/** The calls every crate that reads configuration makes; the coverage check greps for them. */
export const CONFIG_CALLS = ['get_legacy_config_property', 'parse_legacy_config_property'];

/**
 * Which crates the extraction scanned, and which crates of the whole
 * checkout call a config reader (found by a plain grep, with no filter), so
 * that a test can tell when a crate that reads configuration was left out.
 */
function coverage(checkout, scannedFiles) {
  const callFiles = checkout.grepFiles(`\\b(${CONFIG_CALLS.join('|')})\\b`).filter((p) => p.endsWith('.rs'));
  const sorted = (paths) => [...new Set(paths.map(crateOf))].sort();
  return { calls: CONFIG_CALLS, callingCrates: sorted(callFiles), scannedCrates: sorted(scannedFiles) };
}

// --------------------------------------------------------------- the extraction

export function extract(checkout) {
  const problems = [];
  const reads = [];
  const dynamic = [];
  const envReads = [];
  const acceptedValues = new Map();

  // ---- Rust files that read configuration or the environment.
  const rustFiles = checkout
    .grepFiles(`BuckconfigKeyRef|get_section\\(|all_sections\\(|${OLDER_READ_GREP}|buck2_env!|buck2_env_anyhow!|buck2_env_name!|EnvHelper|env::var|env *= *"|env\\("|` + ENV_HELPERS.map((h) => h.fn).join('|'), ...RUST_ROOTS)
    .filter(isRuntimeRust);
  const parsed = new Map();
  const parse = (path) => {
    let p = parsed.get(path);
    if (!p) {
      const src = checkout.read(path);
      const code = blankRust(src);
      p = { path, src, code, line: lineIndex(src), region: rustRegions(code), consts: rustStringConstants(src, code) };
      parsed.set(path, p);
    }
    return p;
  };
  const globalConsts = new Map();
  const constLookup = (name) => {
    if (!globalConsts.has(name)) {
      const defs = checkout
        .grepFiles(`(const|static) +${name} *: *&`, 'app')
        .filter(isRuntimeRust)
        .map((path) => parse(path).consts.get(name))
        .filter((v) => v !== undefined);
      globalConsts.set(name, new Set(defs).size === 1 ? defs[0] : undefined);
    }
    return globalConsts.get(name);
  };
  /** The value of an integer constant (`const NAME: usize = 12;`) defined once in `app/`. */
  const numericConstant = (name) => {
    if (!/^[A-Z][A-Z0-9_]*$/.test(name)) return undefined;
    const values = new Set();
    for (const path of checkout.grepFiles(`const +${name} *: *[iu](8|16|32|64|size) *=`, 'app').filter(isRuntimeRust)) {
      const m = new RegExp(`\\bconst\\s+${name}\\s*:\\s*\\w+\\s*=\\s*([\\d_]+)\\s*;`).exec(parse(path).code);
      if (m) values.add(m[1].replace(/_/g, ''));
    }
    return values.size === 1 ? [...values][0] : undefined;
  };
  /** The type of `field` in `struct name { ... }`, declared once in `app/`. */
  const structFieldType = (name, field) => {
    const types = new Set();
    for (const path of checkout.grepFiles(`struct +${name}\\b`, 'app').filter(isRuntimeRust)) {
      const { code, src } = parse(path);
      const decl = new RegExp(`\\bstruct\\s+${name}\\s*\\{`).exec(code);
      if (!decl) continue;
      const open = decl.index + decl[0].length - 1;
      const body = code.slice(open, matchingBracket(code, open));
      const f = new RegExp(`[{,]\\s*(?:pub(?:\\s*\\([^)]*\\))?\\s+)?${field}\\s*:\\s*([^,}]+?)\\s*[,}]`).exec(body);
      if (f) types.add(src.slice(open + f.index + f[0].indexOf(f[1]), open + f.index + f[0].indexOf(f[1]) + f[1].length).trim());
    }
    return types.size === 1 ? [...types][0] : undefined;
  };
  /** A Rust expression naming a string: a literal or a constant. */
  const resolveRust = (file, text) => {
    const t = text.trim().replace(/^&\s*/, '');
    const lit = stringLiteral(t);
    if (lit !== undefined) return lit;
    const m = /^(?:(?:crate|super|self|[a-z_][a-z0-9_]*)::)*([A-Z][A-Z0-9_]*)$/.exec(t);
    if (!m) return undefined;
    return file.consts.get(m[1]) ?? constLookup(m[1]);
  };

  const helperBodies = [];
  for (const h of RUST_HELPERS) {
    const file = parse(h.path);
    const def = new RegExp(`\\bfn\\s+${h.fn}\\b|\\blet\\s+${h.fn}\\s*=`).exec(file.code);
    if (!def) {
      problems.push(`${h.path}: helper ${h.fn} not found`);
      continue;
    }
    const bodyOpen = file.code.indexOf('{', def.index);
    helperBodies.push({ path: h.path, start: def.index, end: matchingBracket(file.code, bodyOpen) + 1 });
  }
  const inHelper = (path, offset) => helperBodies.some((b) => b.path === path && b.start <= offset && offset < b.end);

  for (const path of rustFiles) {
    const file = parse(path);
    const { src, code } = file;

    // BuckconfigKeyRef { section: ..., property: ... }
    const keyRef = /\bBuckconfigKeyRef\s*\{/g;
    for (let m = keyRef.exec(code); m; m = keyRef.exec(code)) {
      const region = file.region(m.index);
      if (region === 'test') continue;
      const open = m.index + m[0].length - 1;
      const close = matchingBracket(code, open);
      const fields = {};
      let shorthand = false;
      for (const part of splitTopLevel(code, src, open + 1, close)) {
        const f = /^\s*(section|property)\s*:/.exec(part.code);
        if (f) fields[f[1]] = { text: part.text.slice(part.text.indexOf(':') + 1).trim(), offset: part.start };
        else if (/^\s*(section|property)\s*$/.test(part.code)) shorthand = true;
      }
      if (!fields.section && !fields.property) {
        if (!shorthand) problems.push(`${path}:${file.line(m.index)}: BuckconfigKeyRef without section or property`);
        continue; // a pattern (`let BuckconfigKeyRef { section, property } = key`) or a closure's shorthand
      }
      const start = statementStart(code, m.index);
      if (code[start - 1] === '[' && /^\s*(pub(\s*\([^)]*\))?\s+)?(const|static)\b/.test(code.slice(statementStart(code, start - 1, true), start))) continue; // a list of keys, not a read
      const stmt = code.slice(statementStart(code, m.index, true), m.index);
      const constant = /^\s*(?:pub(?:\s*\([^)]*\))?\s+)?(?:const|static)\s+([A-Z][A-Z0-9_]*)\s*:\s*(&?\s*\[)?/.exec(stmt);
      if (constant?.[2]) continue; // a list of keys (`&[BuckconfigKeyRef]`), not a read
      const section = fields.section && resolveRust(file, fields.section.text);
      const property = fields.property && resolveRust(file, fields.property.text);
      const line = file.line((fields.property ?? fields.section).offset);
      if (section === undefined || property === undefined) {
        if (!inHelper(path, m.index)) {
          dynamic.push({
            origin: 'buck2',
            path,
            line,
            section: section ?? null,
            expression: `BuckconfigKeyRef { section: ${fields.section?.text ?? '?'}, property: ${fields.property?.text ?? '?'} }`,
          });
        }
        continue;
      }
      const read = { origin: 'buck2', section, key: property, path, line };
      if (constant) read.reader = `const ${constant[1]}`; // a key declared once and read where the constant is used
      const paren = constant ? -1 : enclosingParen(code, m.index);
      const method = paren === -1 ? {} : calledMethod(code, paren);
      let type;
      const steps = paren === -1 ? {} : chainedSteps(code, matchingBracket(code, paren) + 1);
      if (method.name && LIST_METHODS.has(method.name) && method.turbofish) type = `list of ${method.turbofish}`;
      else if (method.name && STRING_METHODS.has(method.name)) type = steps.parsedAs ?? 'String';
      else if (method.name && PARSE_METHODS.has(method.name) && method.turbofish) type = method.turbofish;
      if (method.name) read.reader = method.turbofish ? `${method.name}::<${method.turbofish}>` : method.name;
      if (paren !== -1) {
        const dflt = chainedDefault(src, code, steps.at);
        if (dflt) {
          read.defaultExpr = dflt.expr;
          read.default = dflt.value ?? numericConstant(dflt.expr);
          if (read.default === undefined) delete read.default;
        }
        if (!type) {
          const start = statementStart(code, paren);
          const head = code.slice(start, paren);
          const letType = /^\s*let\s+(?:mut\s+)?\w+\s*:\s*(.+?)\s*=/s.exec(head);
          const letName = /^\s*let\s+(?:mut\s+)?(\w+)\s*=/s.exec(head);
          const field = /(?:^|[{,])\s*([a-z_][a-z0-9_]*)\s*:\s*(?:[a-z_]\w*\s*\.\s*)*[a-z_]\w*\s*\.\s*\w+\s*$/s.exec(head);
          if (letType) type = stripOption(src.slice(start + letType.index + letType[0].indexOf(letType[1]), start + letType.index + letType[0].indexOf(letType[1]) + letType[1].length));
          else if (field && PARSE_METHODS.has(method.name ?? '')) {
            const ft = fieldType(code, src, field[1]);
            if (ft) type = stripOption(ft);
          } else if (letName && PARSE_METHODS.has(method.name ?? '') && !new RegExp(`[{,]\\s*${letName[1]}\\s*[,}]`).test(code.slice(paren))) {
            // `let x = ctx.parse(...)?;` later given to a struct of another file as `Name { field: x }`: that field's type.
            const use = new RegExp(`\\b([A-Z]\\w*)\\s*\\{[^{}]*?[{,]\\s*(\\w+)\\s*:\\s*${letName[1]}\\s*[,}]`).exec(code.slice(paren));
            const ft = use && structFieldType(use[1], use[2]);
            if (ft) type = stripOption(ft);
          } else if (letName && PARSE_METHODS.has(method.name ?? '') && new RegExp(`[{,]\\s*${letName[1]}\\s*[,}]`).test(code.slice(paren))) {
            // `let x = config.parse(...)?;` later used as `Self { x, ... }`: the field's type.
            const ft = fieldType(code, src, letName[1]);
            if (ft) type = stripOption(ft);
          } else if (field && LIST_METHODS.has(method.name ?? '')) {
            const ft = /^(?:Option\s*<\s*)?Vec\s*<\s*(\w+)\s*>/.exec(fieldType(code, src, field[1]) ?? '');
            if (ft) type = `list of ${ft[1]}`;
          }
        }
      }
      if (!type && method.name && LIST_METHODS.has(method.name)) type = 'list';
      type ??= typeOfDefault(read.default) ?? (/^[\d.]+(\s*\*\s*[\d.]+)+$/.test(read.defaultExpr ?? '') && read.defaultExpr.includes('.') ? 'float' : undefined);
      if (type) read.type = type;
      if (read.defaultExpr === 'Default::default()' && read.default === undefined && type) {
        if (type === 'bool') read.default = 'false';
        else if (/^([iu](8|16|32|64|size)|f(32|64))$/.test(type)) read.default = '0';
      }
      if (region) read[region] = true;
      reads.push(read);
    }

    olderReads(file, resolveRust, reads);

    // Whole sections: get_section("cells").
    const section = /\bget_section\s*\(\s*"/g;
    for (let m = section.exec(code); m; m = section.exec(code)) {
      const region = file.region(m.index);
      if (region === 'test') continue;
      const q = m.index + m[0].length - 1;
      const name = src.slice(q + 1, code.indexOf('"', q + 1));
      reads.push({ origin: 'buck2', section: name, key: '*', path, line: file.line(m.index), reader: 'get_section', ...(region ? { [region]: true } : {}) });
    }

    // Sections found by prefix: for (name, section) in config.all_sections() { name.strip_prefix("agent_context#") ... section.get("values") }
    const all = /\bfor\s*\(\s*\w+\s*,\s*(\w+)\s*\)\s*in\s+[\w.]+\s*\.\s*all_sections\s*\(\s*\)\s*\{/g;
    for (let m = all.exec(code); m; m = all.exec(code)) {
      const region = file.region(m.index);
      if (region === 'test') continue;
      const open = m.index + m[0].length - 1;
      const body = code.slice(open, matchingBracket(code, open));
      const prefix = /strip_prefix\s*\(\s*"/.exec(body);
      if (!prefix) continue;
      const q = open + prefix.index + prefix[0].length - 1;
      const name = `${src.slice(q + 1, code.indexOf('"', q + 1))}<name>`;
      const get = new RegExp(`\\b${m[1]}\\s*\\.\\s*get\\s*\\(\\s*"`, 'g');
      for (let g = get.exec(body); g; g = get.exec(body)) {
        const at = open + g.index + g[0].length - 1;
        const close = code.indexOf(')', at);
        // `.is_some_and(|v| v.as_str() == "true")`: a switch that only the exact text `true` turns on.
        const flag = /^\s*\.\s*is_some_and\s*\(\s*\|\s*(\w+)\s*\|\s*\1\s*\.\s*as_str\s*\(\s*\)\s*==\s*"true"\s*\)/.exec(src.slice(close + 1, close + 200));
        const type = flag ? { type: 'bool', default: 'false' } : { type: 'String' };
        reads.push({ origin: 'buck2', section: name, key: src.slice(at + 1, code.indexOf('"', at + 1)), path, line: file.line(at), reader: 'all_sections', ...type, ...(region ? { [region]: true } : {}) });
      }
    }

    // Environment variables.
    extractEnv(file, resolveRust, envReads, dynamic);
  }

  // Helpers that receive the section and property from their callers.
  for (const h of RUST_HELPERS) {
    let calls = 0;
    for (const path of checkout.grepFiles(`\\b${h.fn} *\\(`, 'app').filter(isRuntimeRust)) {
      const file = parse(path);
      const re = new RegExp(`(?<!fn\\s+)\\b${h.fn}\\s*\\(`, 'g');
      for (let m = re.exec(file.code); m; m = re.exec(file.code)) {
        if (/\bfn\s+$/.test(file.code.slice(Math.max(0, m.index - 10), m.index))) continue;
        if (path !== h.path && !h.anyFile) continue;
        const region = file.region(m.index);
        if (region === 'test') continue;
        const open = m.index + m[0].length - 1;
        const call = callArguments(file.src, file.code, open);
        if (!call) continue;
        const pick = (spec) => (spec.literal !== undefined ? spec.literal : call.args[spec.arg] && resolveRust(file, call.args[spec.arg].text));
        const section = pick(h.section);
        const property = pick(h.property);
        if (section === undefined || property === undefined) continue;
        calls++;
        const at = h.property.arg !== undefined ? call.args[h.property.arg].start : m.index;
        const read = { origin: 'buck2', section, key: property, path, line: file.line(at), reader: h.fn };
        if (h.type) read.type = h.type;
        if (h.note) read.note = h.note;
        if (region) read[region] = true;
        reads.push(read);
      }
    }
    if (!calls) problems.push(`${h.path}: no call of ${h.fn} with a known section and property`);
  }

  for (const h of ENV_HELPERS) {
    const file = parse(h.path);
    let calls = 0;
    const re = new RegExp(`\\b${h.fn}\\s*\\(`, 'g');
    for (let m = re.exec(file.code); m; m = re.exec(file.code)) {
      if (/\bfn\s+$/.test(file.code.slice(Math.max(0, m.index - 10), m.index))) continue;
      if (file.region(m.index) === 'test') continue;
      const call = callArguments(file.src, file.code, m.index + m[0].length - 1);
      const arg = call?.args[h.name.arg];
      const name = arg && resolveRust(file, arg.text);
      if (!name) continue;
      calls++;
      envReads.push({ name, path: h.path, line: file.line(arg.start), via: h.fn, applicability: h.internal ? 'internal' : 'direct', ...(h.note ? { note: h.note } : {}) });
    }
    if (!calls) problems.push(`${h.path}: no call of ${h.fn} with a literal name`);
  }

  // ---- Accepted values of the types the keys parse to (`impl FromStr for T` with string match arms).
  const types = new Set(reads.map((r) => r.type).filter(Boolean).map((t) => t.replace(/^list of /, '')));
  for (const type of types) {
    if (!/^[A-Z]\w*$/.test(type) || ['String', 'RolloutPercentage'].includes(type)) continue;
    const values = fromStrValues(checkout, parse, type);
    if (values) acceptedValues.set(type, values);
  }
  for (const r of reads) {
    const t = r.type?.replace(/^list of /, '');
    if (t && acceptedValues.has(t)) r.values = acceptedValues.get(t).values;
    if (t && acceptedValues.has(t)) r.valuesFrom = acceptedValues.get(t).from;
  }

  // ---- The prelude.
  extractPrelude(checkout, reads, dynamic, problems);

  return { reads, dynamic, envReads, problems, coverage: coverage(checkout, rustFiles) };
}

// Releases before 2024-04 passed the section and key as two strings, not a
// `BuckconfigKeyRef`: `root_config.get("buck2", "file_watcher")`,
// `legacy_config.parse::<T>(SECTION, "tls")`, `config.parse_list("buildfile", "name")`,
// `config.lookup(ctx, "project", "ignore")`, `buckconfigs.read_root_cell_config("buck2", "x")`,
// on DICE `ctx.get_legacy_config_property(cell, "build", "execution_platforms")`,
// and the helper `add_config(&mut map, &config, "client", "id", "client")`.
// The methods on a config value count only when the receiver is one (its name
// holds `config`, a closure's `|c| c`, or `.view(ctx)`); the DICE methods'
// names say what they read. `args`: how many the call takes; `at`: where the section is.
const OLDER_READERS = {
  get: { args: 2, at: 0, receiver: true },
  parse: { args: 2, at: 0, receiver: true },
  parse_list: { args: 2, at: 0, receiver: true },
  read_root_cell_config: { args: 2, at: 0, receiver: true },
  read_current_cell_config: { args: 2, at: 0, receiver: true },
  lookup: { args: 3, at: 1, receiver: true },
  get_legacy_config_property: { args: 3, at: 1 },
  parse_legacy_config_property: { args: 3, at: 1 },
  parse_legacy_config_list_property: { args: 3, at: 1 },
  add_config: { args: 5, at: 2, function: true },
};
const OLDER_READ_GREP = '\\.\\s*(get|parse|parse_list|lookup|read_(root|current)_cell_config)\\s*(::\\s*<[^()]*>)?\\s*\\(\\s*(&?\\s*(mut\\s+)?\\w+\\s*,\\s*)?("|[A-Z][A-Z0-9_]*\\s*,)|_legacy_config_(list_)?property|\\badd_config\\s*\\(';

/** The name a method call's receiver ends in: `config` of `self.config?.get(`, `view` of `x.view(ctx).parse(`. */
function receiverName(code, dot) {
  let i = dot - 1;
  for (;;) {
    while (i >= 0 && /\s/.test(code[i])) i--;
    if (code[i] === '?') i--;
    else if (code.slice(i - 5, i + 1) === '.await') i -= 6;
    else break;
  }
  if (code[i] === ')') {
    let depth = 0;
    for (; i >= 0; i--) {
      if (code[i] === ')') depth++;
      else if (code[i] === '(' && --depth === 0) break;
    }
    i--;
  }
  const m = /(\w+)\s*$/.exec(code.slice(Math.max(0, i - 80), i + 1));
  return m?.[1];
}

function olderReads(file, resolveRust, reads) {
  const { path, src, code } = file;
  const re = new RegExp(`(\\.\\s*)?\\b(${Object.keys(OLDER_READERS).join('|')})\\s*(?:::\\s*<([^()]*?)>)?\\s*\\(`, 'g');
  for (let m = re.exec(code); m; m = re.exec(code)) {
    const spec = OLDER_READERS[m[2]];
    if (Boolean(m[1]) === Boolean(spec.function) || /\bfn\s+$/.test(code.slice(Math.max(0, m.index - 10), m.index))) continue;
    const region = file.region(m.index);
    if (region === 'test') continue;
    const call = callArguments(src, code, m.index + m[0].length - 1);
    if (!call || call.args.length !== spec.args) continue;
    if (spec.receiver) {
      const receiver = receiverName(code, m.index) ?? '';
      const closure = receiver === 'c' && /\|\s*c\s*\|[\s{]*c\s*$/.test(code.slice(Math.max(0, m.index - 60), m.index));
      if (!/config/i.test(receiver) && receiver !== 'view' && !closure) continue;
    }
    const sectionArg = call.args[spec.at];
    const keyArg = call.args[spec.at + 1];
    const section = resolveRust(file, sectionArg.text);
    const key = resolveRust(file, keyArg.text);
    if (section === undefined || key === undefined) continue;
    const turbofish = m[3]?.replace(/\s+/g, ' ').trim();
    const read = { origin: 'buck2', section, key, path, line: file.line(keyArg.start), reader: turbofish ? `${m[2]}::<${turbofish}>` : m[2] };
    if (/list/.test(m[2])) read.type = turbofish ? `list of ${turbofish}` : 'list';
    else if (turbofish) read.type = turbofish;
    else if (!/parse/.test(m[2])) read.type = 'String';
    if (region) read[region] = true;
    reads.push(read);
  }
}

/** Splits `open..close` (exclusive) at top-level commas. */
function splitTopLevel(code, src, from, to) {
  const parts = [];
  let depth = 0;
  let start = from;
  for (let i = from; i <= to; i++) {
    const c = code[i];
    if (i === to || (c === ',' && depth === 0)) {
      if (src.slice(start, i).trim()) parts.push({ start: start + (src.slice(start, i).length - src.slice(start, i).trimStart().length), code: code.slice(start, i), text: src.slice(start, i).trim() });
      start = i + 1;
    } else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
  }
  return parts;
}

/** The strings `T::from_str` accepts, when it matches on string literals. */
function fromStrValues(checkout, parse, type) {
  const paths = checkout.grepFiles(`impl (std::str::)?FromStr for ${type}\\b`, 'app').filter(isRuntimeRust);
  const derive = checkout.grepFiles(`enum ${type}\\b`, 'app').filter(isRuntimeRust);
  for (const path of paths) {
    const file = parse(path);
    const m = new RegExp(`impl\\s+(?:std::str::)?FromStr\\s+for\\s+${type}\\b[^{]*\\{`).exec(file.code);
    if (!m) continue;
    const open = m.index + m[0].length - 1;
    const end = matchingBracket(file.code, open);
    const body = file.code.slice(open, end);
    const values = [];
    const arm = /((?:"\s*"\s*\|\s*)*"\s*")\s*(?:if\b[^=]*)?=>/g;
    for (let a = arm.exec(body); a; a = arm.exec(body)) {
      const q = /"/g;
      const text = file.src.slice(open + a.index, open + a.index + a[1].length);
      for (const lit of text.match(/"((?:[^"\\]|\\.)*)"/g) ?? []) values.push(lit.slice(1, -1));
      void q;
    }
    if (values.length) return { values: [...new Set(values)], from: { path, line: file.line(m.index) } };
  }
  // `#[derive(... ValueEnum/EnumString ...)] enum T { A, B }` with serde/strum/clap renames is not followed.
  void derive;
  return undefined;
}

// ------------------------------------------------------------------ env vars

/** Variables read outside the registry whose names say they serve tests (`BUCK2_TEST_*`, `SUPERCONSOLE_TESTING_*`). */
const testOnlyName = (name) => /(^|_)TEST(ING)?_/.test(name) && !/TEST_RUNNER/.test(name);

function extractEnv(file, resolveRust, envReads, dynamic) {
  const { path, src, code } = file;
  const macro = /\b(buck2_env|buck2_env_anyhow|buck2_env_name)!\s*\(/g;
  for (let m = macro.exec(code); m; m = macro.exec(code)) {
    const region = file.region(m.index);
    if (region === 'test') continue;
    if (path.startsWith('app/buck2_env/src/env/')) continue; // the macro's own definition
    const call = callArguments(src, code, m.index + m[0].length - 1);
    if (!call || !call.args.length) continue;
    const name = resolveRust(file, call.args[0].text);
    const line = file.line(call.args[0].start);
    if (!name) {
      dynamic.push({ origin: 'env', path, line, expression: `${m[1]}!(${call.args[0].text})` });
      continue;
    }
    const read = { name, path, line, via: `${m[1]}!` };
    if (m[1] === 'buck2_env_name') {
      // In a clap attribute, the type of the field it sets: `env = buck2_env_name!(X), ...)] pub x: bool,`.
      const field = /^[^\]]*\]\s*(?:#\[[^\]]*\]\s*)*(?:pub(?:\s*\([^)]*\))?\s+)?\w+\s*:\s*(\w+)\s*,/.exec(code.slice(call.close + 1, call.close + 600));
      read.type = field?.[1] === 'bool' ? 'bool' : 'String';
      if (read.type === 'bool') read.default = 'false';
      read.applicability = 'all';
    } else {
      read.applicability = 'all';
      for (const arg of call.args.slice(1)) {
        const t = arg.text.replace(/\s+/g, ' ');
        if (!arg.keyword && t === 'bool') (read.type = 'bool'), (read.default = 'false');
        else if (arg.keyword === 'type') read.type = t;
        else if (arg.keyword === 'default') read.default = t;
        else if (arg.keyword === 'applicability' && /^(internal|testing)$/.test(t)) read.applicability = t;
      }
      read.type ??= 'String';
      if (!read.default) {
        const chained = chainedDefault(src, code, call.close + 1);
        if (chained?.value !== undefined) read.default = chained.value;
      }
      if (read.default && /^[A-Z][A-Z0-9_]*$/.test(read.default)) {
        const n = new RegExp(`\\bconst\\s+${read.default}\\s*:\\s*\\w+\\s*=\\s*([\\d_]+)\\s*;`).exec(code);
        if (n) read.default = n[1].replace(/_/g, '');
      }
    }
    if (region === 'internal' && read.applicability === 'all') read.applicability = 'internal';
    envReads.push(read);
  }
  // Before `buck2_env!` (releases before 2023-12-15): `static X: EnvHelper<T> = EnvHelper::new("NAME");` (or `with_converter("NAME", f)`).
  const helper = /\bEnvHelper\s*(?:::\s*<([^()]*?)>\s*)?::\s*(new|with_converter)\s*\(/g;
  for (let m = helper.exec(code); m; m = helper.exec(code)) {
    const region = file.region(m.index);
    if (region === 'test') continue;
    const arg = callArguments(src, code, m.index + m[0].length - 1)?.args[0];
    const name = arg && resolveRust(file, arg.text);
    if (!name) continue;
    const declared = /\bEnvHelper\s*<([^()]*?)>\s*=\s*$/.exec(code.slice(Math.max(0, m.index - 120), m.index));
    const type = (m[1] ?? declared?.[1])?.replace(/\s+/g, ' ').trim();
    envReads.push({ name, path, line: file.line(arg.start), via: `EnvHelper::${m[2]}`, applicability: region === 'internal' ? 'internal' : 'all', ...(type ? { type } : {}) });
  }
  const direct = /\b(?:std::)?env::(var|var_os)\s*\(/g;
  for (let m = direct.exec(code); m; m = direct.exec(code)) {
    const region = file.region(m.index);
    if (region === 'test') continue;
    if (path.startsWith('app/buck2_env/src/env/')) continue; // the registry's own lookup
    const call = callArguments(src, code, m.index + m[0].length - 1);
    const arg = call?.args[0];
    if (!arg) continue;
    const name = resolveRust(file, arg.text);
    if (!name) {
      const insideHelper = ENV_HELPERS.some((h) => h.path === path);
      if (!insideHelper) dynamic.push({ origin: 'env', path, line: file.line(arg.start), expression: `env::${m[1]}(${arg.text})` });
      continue;
    }
    envReads.push({ name, path, line: file.line(arg.start), via: `env::${m[1]}`, applicability: region === 'internal' ? 'internal' : testOnlyName(name) ? 'testing' : 'direct' });
  }
  // clap's `env("NAME")` in a `#[clap(...)]` attribute.
  const clapCall = /(?<![\w.])env\s*\(\s*"/g;
  for (let m = clapCall.exec(code); m; m = clapCall.exec(code)) {
    const region = file.region(m.index);
    if (region === 'test') continue;
    const q = m.index + m[0].length - 1;
    const end = code.indexOf('"', q + 1);
    const name = src.slice(q + 1, end);
    if (!/^[A-Z][A-Z0-9_]*$/.test(name) || !/^\s*\)/.test(code.slice(end + 1))) continue;
    envReads.push({ name, path, line: file.line(m.index), via: 'clap', applicability: region === 'internal' ? 'internal' : 'direct' });
  }
  const clap = /\benv\s*=\s*"/g;
  for (let m = clap.exec(code); m; m = clap.exec(code)) {
    const region = file.region(m.index);
    if (region === 'test') continue;
    const q = m.index + m[0].length - 1;
    const name = src.slice(q + 1, code.indexOf('"', q + 1));
    if (!/^[A-Z][A-Z0-9_]*$/.test(name)) continue;
    envReads.push({ name, path, line: file.line(m.index), via: 'clap', applicability: region === 'internal' ? 'internal' : 'direct' });
  }
}

// ------------------------------------------------------------------- prelude

/** The readers of `prelude//utils:buckconfig.bzl`: parameters and what they return. */
const BUCKCONFIG_BZL_READERS = {
  read: { params: ['section', 'field', 'default', 'root_cell', 'logging'], type: 'string' },
  read_string: { params: ['section', 'field', 'default', 'root_cell', 'logging'], type: 'string' },
  read_choice: { params: ['section', 'field', 'choices', 'default', 'required', 'root_cell'], type: 'string' },
  read_bool: { params: ['section', 'field', 'default', 'required', 'root_cell', 'logging'], type: 'bool' },
  read_int: { params: ['section', 'field', 'default', 'required', 'root_cell'], type: 'int' },
  read_list: { params: ['section', 'field', 'delimiter', 'default', 'required', 'root_cell'], type: 'list' },
  read_config_with_logging: { params: ['section', 'field', 'default'], type: 'string' },
  read_root_config_with_logging: { params: ['section', 'field', 'default'], type: 'string', root: true },
};
const BUILTIN_READERS = {
  read_config: { params: ['section', 'field', 'default'], type: 'string' },
  read_root_config: { params: ['section', 'field', 'default'], type: 'string', root: true },
};

/**
 * Records whose fields name a key: constructed with `key = "..."` and an
 * optional `section = "..."` (the record's default section otherwise), then
 * read by a loop over the records.
 */
export const PRELUDE_RECORDS = [{ record: 'AppleBuckConfigAttributeOverride', path: 'prelude/apple/apple_macro_layer.bzl', section: 'apple', type: 'bool' }];

const isPreludeFile = (p) => p.startsWith('prelude/') && (/\.(bzl|bxl)$/.test(p) || /(^|\/)(BUCK|TARGETS)(\.v2)?$/.test(p));

function extractPrelude(checkout, reads, dynamic, problems) {
  const paths = checkout.grepFiles('read_(root_)?config|buckconfig\\.bzl', 'prelude').filter(isPreludeFile);
  for (const path of paths) {
    const src = checkout.read(path);
    const code = blankStarlark(src);
    const line = lineIndex(src);
    const readers = new Map(Object.entries(BUILTIN_READERS));
    const isBuckconfigBzl = path === 'prelude/utils/buckconfig.bzl';
    if (isBuckconfigBzl) for (const [name, spec] of Object.entries(BUCKCONFIG_BZL_READERS)) readers.set(name, spec);
    // load("@prelude//utils:buckconfig.bzl", "read_bool", my_read = "read")
    const load = /\bload\s*\(/g;
    for (let m = load.exec(code); m; m = load.exec(code)) {
      const call = callArguments(src, code, m.index + m[0].length - 1);
      if (!call?.args.length) continue;
      const from = stringLiteral(call.args[0].text) ?? '';
      if (!/(^@?prelude\/\/utils:|^\/\/utils:|^:|^@prelude\/\/utils\/)buckconfig\.bzl$/.test(from) && !(from === ':buckconfig.bzl' && path.startsWith('prelude/utils/'))) continue;
      for (const arg of call.args.slice(1)) {
        const exported = stringLiteral(arg.text);
        if (exported && BUCKCONFIG_BZL_READERS[exported]) readers.set(arg.keyword ?? exported, BUCKCONFIG_BZL_READERS[exported]);
      }
    }
    const defs = starlarkDefs(src, code);
    const consts = starlarkConstants(src, code);
    /** Functions of this file that pass their parameters to a reader. */
    const wrappers = new Map();
    const found = [];
    const scan = (name, spec, wrapper) => {
      const re = new RegExp(`(?<![\\w.])(?:native\\s*\\.\\s*)?${name}\\s*\\(`, 'g');
      for (let m = re.exec(code); m; m = re.exec(code)) {
        if (/\bdef\s+$/.test(code.slice(Math.max(0, m.index - 8), m.index))) continue;
        const call = callArguments(src, code, m.index + m[0].length - 1);
        if (!call) continue;
        const args = bindArguments(call.args, spec.params);
        const enclosing = defs.find((d) => d.bodyStart <= m.index && m.index < d.end);
        found.push({ name, spec, wrapper, args, at: m.index, enclosing, call });
      }
    };
    for (const [name, spec] of readers) scan(name, spec);
    // Follow same-file wrappers (a few rounds: wrappers of wrappers).
    for (let round = 0; round < 3; round++) {
      const before = wrappers.size;
      for (const f of found) {
        if (!f.enclosing || wrappers.has(f.enclosing.name) || readers.has(f.enclosing.name)) continue;
        const usesParam = ['section', 'field'].some((k) => f.args[k] && f.enclosing.params.includes(f.args[k].text));
        if (!usesParam) continue;
        if (isBuckconfigBzl) continue; // the readers' own plumbing
        wrappers.set(f.enclosing.name, { through: f, def: f.enclosing });
        scan(f.enclosing.name, { params: f.enclosing.params, type: f.spec.type, root: f.spec.root, wrapperOf: f }, true);
      }
      if (wrappers.size === before) break;
    }
    for (const f of found) {
      if (isBuckconfigBzl && f.enclosing && (BUCKCONFIG_BZL_READERS[f.enclosing.name] || f.enclosing.name === '_log_read_config')) continue;
      if (f.enclosing && wrappers.has(f.enclosing.name) && wrappers.get(f.enclosing.name).through === f) continue; // resolved at the wrapper's calls
      const resolved = resolvePreludeCall(f, consts);
      const at = resolved.keyArg?.start ?? f.at;
      if (resolved.section === undefined || !resolved.keys) {
        if (resolved.section !== undefined && f.enclosing && isParamOf(f, 'field')) {
          // The key comes from a caller the extraction cannot follow (another file, a loop): a whole section.
          reads.push({ origin: 'prelude', section: resolved.section, key: '*', path, line: line(at), reader: readerName(f), type: resolved.type, ...(resolved.root ? { cell: 'root' } : { cell: 'current' }) });
        } else {
          dynamic.push({ origin: 'prelude', path, line: line(at), section: resolved.section ?? null, expression: src.slice(f.at, f.call.close + 1).replace(/\s+/g, ' ') });
        }
        continue;
      }
      for (const key of resolved.keys) {
        const read = { origin: 'prelude', section: resolved.section, key, path, line: line(at), reader: readerName(f), cell: resolved.root ? 'root' : 'current' };
        if (resolved.type) read.type = resolved.type;
        if (resolved.default !== undefined) read.default = resolved.default;
        if (resolved.choices) read.values = resolved.choices;
        reads.push(read);
      }
    }
    for (const r of PRELUDE_RECORDS.filter((x) => x.path === path)) {
      const re = new RegExp(`(?<![\\w.])${r.record}\\s*\\(`, 'g');
      let count = 0;
      for (let m = re.exec(code); m; m = re.exec(code)) {
        const call = callArguments(src, code, m.index + m[0].length - 1);
        const key = call?.args.find((a) => a.keyword === 'key');
        if (!key) continue;
        const section = call.args.find((a) => a.keyword === 'section');
        const k = stringLiteral(key.text);
        const s = section ? stringLiteral(section.text) : r.section;
        if (k === undefined || s === undefined) continue;
        count++;
        reads.push({ origin: 'prelude', section: s, key: k, path, line: line(key.start), reader: r.record, type: r.type, cell: 'root' });
      }
      if (!count) problems.push(`${path}: no ${r.record}(key = ...) found`);
    }
  }
}

function readerName(f) {
  return f.wrapper ? `${f.name} (calls ${f.spec.wrapperOf ? readerName(f.spec.wrapperOf) : '?'})` : f.name;
}

function isParamOf(f, which) {
  return Boolean(f.args[which] && f.enclosing?.params.includes(f.args[which].text));
}

/** Positional and keyword arguments matched to parameter names. */
function bindArguments(args, params) {
  const out = {};
  let i = 0;
  for (const a of args) {
    if (a.keyword) out[a.keyword] = a;
    else if (!a.text.startsWith('*')) out[params[i++]] = a;
  }
  return out;
}

/**
 * The strings a Starlark expression can be: a literal, a module constant
 * bound to one, or `"a" if cond else "b"` of those.
 */
function starlarkStrings(text, consts) {
  if (text === undefined) return undefined;
  const t = text.trim();
  const lit = stringLiteral(t) ?? consts.get(t);
  if (lit !== undefined) return [lit];
  const cond = /^(.+?)\s+if\s+.+?\s+else\s+(.+)$/s.exec(t);
  if (cond) {
    const a = starlarkStrings(cond[1], consts);
    const b = starlarkStrings(cond[2], consts);
    if (a && b) return [...a, ...b];
  }
  return undefined;
}

/** A default as written, with a module constant replaced by its value. */
function starlarkDefault(text, consts) {
  if (text === undefined) return undefined;
  const t = text.trim();
  return consts.has(t) ? JSON.stringify(consts.get(t)) : t;
}

/** Top-level `NAME = "literal"` assignments of a Starlark file. */
function starlarkConstants(src, code) {
  const out = new Map();
  const re = /^([A-Za-z_]\w*)\s*=\s*(["'])/gm;
  for (let m = re.exec(code); m; m = re.exec(code)) {
    const q = m.index + m[0].length - 1;
    const end = code.indexOf(m[2], q + 1);
    const rest = code.slice(end + 1, code.indexOf('\n', end) === -1 ? undefined : code.indexOf('\n', end));
    if (rest.trim()) continue; // `X = "a" + y`: not a plain constant
    const value = stringLiteral(src.slice(q, end + 1));
    if (value !== undefined) out.set(m[1], value);
  }
  return out;
}

/** Section, keys, default and type of a reader or wrapper call (wrappers resolved through their inner call). */
function resolvePreludeCall(f, consts) {
  const spec = f.spec;
  if (spec.wrapperOf) {
    const inner = spec.wrapperOf;
    const def = inner.enclosing;
    const valueOf = (which) => {
      const a = inner.args[which];
      if (!a) return { text: undefined };
      const p = def.params.indexOf(a.text);
      if (p === -1) return { text: a.text, arg: a };
      const outer = f.args[def.params[p]];
      if (outer) return { text: outer.text, arg: outer };
      const d = def.defaults[a.text];
      return d === undefined ? { text: undefined } : { text: d };
    };
    const section = valueOf('section');
    const key = valueOf('field');
    const dflt = valueOf('default');
    const root = inner.args.root_cell ? /^True$/.test(valueOf('root_cell').text ?? '') : inner.spec.root;
    const innerResolved = resolvePreludeCall(inner, consts);
    return {
      section: starlarkStrings(section.text, consts)?.[0],
      keys: starlarkStrings(key.text, consts),
      keyArg: key.arg,
      default: starlarkDefault(dflt.text, consts),
      type: innerResolved.type,
      root,
    };
  }
  const sections = starlarkStrings(f.args.section?.text, consts);
  let type = spec.type;
  if (spec === BUCKCONFIG_BZL_READERS.read_list && f.args.delimiter) type = `list (split at ${f.args.delimiter.text})`;
  let choices;
  if (f.args.choices && /^\[.*\]$/s.test(f.args.choices.text)) {
    const items = f.args.choices.text.slice(1, -1).split(',').map((s) => s.trim()).filter(Boolean).map(stringLiteral);
    if (items.every((x) => x !== undefined)) choices = items;
  }
  const root = spec.root || (f.args.root_cell ? f.args.root_cell.text === 'True' : false);
  return {
    section: sections?.length === 1 ? sections[0] : undefined,
    keys: starlarkStrings(f.args.field?.text, consts),
    keyArg: f.args.field,
    default: starlarkDefault(f.args.default?.text, consts),
    type,
    root,
    choices,
  };
}

/** `def name(params):` blocks of a Starlark file, with their parameters and the end of their body. */
function starlarkDefs(src, code) {
  const defs = [];
  const re = /^([ \t]*)def\s+(\w+)\s*\(/gm;
  for (let m = re.exec(code); m; m = re.exec(code)) {
    const indent = m[1].length;
    const open = m.index + m[0].length - 1;
    const call = callArguments(src, code, open);
    if (!call) continue;
    const params = [];
    const defaults = {};
    for (const a of call.args) {
      const name = (a.keyword ?? a.code).replace(/:.*$/s, '').replace(/^\*+/, '').trim();
      params.push(name);
      if (a.keyword) defaults[name] = a.text;
      else {
        const typed = /^(\w+)\s*:[^=]*=\s*(.+)$/s.exec(a.text);
        if (typed) {
          params[params.length - 1] = typed[1];
          defaults[typed[1]] = typed[2].trim();
        }
      }
    }
    // Parameters written `name: type = default` are not keyword arguments; bindArguments saw them as code.
    for (let i = 0; i < params.length; i++) params[i] = params[i].replace(/\s*=.*$/s, '');
    const bodyStart = code.indexOf(':', call.close) + 1;
    let end = code.length;
    const lines = /\n([ \t]*)(\S)/g;
    lines.lastIndex = bodyStart;
    for (let l = lines.exec(code); l; l = lines.exec(code)) {
      if (l[1].length <= indent) {
        end = l.index + 1;
        break;
      }
    }
    defs.push({ name: m[2], params, defaults, bodyStart, end });
  }
  return defs;
}

// ------------------------------------------------------------------ grouping

/** Reads grouped by section and key, sorted; each key keeps every read. */
export function groupKeys(reads) {
  const byKey = new Map();
  for (const r of reads) {
    const id = `${r.section}\u0000${r.key}`;
    if (!byKey.has(id)) byKey.set(id, { section: r.section, key: r.key, reads: [] });
    const { section: _s, key: _k, ...rest } = r;
    byKey.get(id).reads.push(rest);
  }
  const keys = [...byKey.values()];
  for (const k of keys) {
    k.reads.sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line);
    // Drop exact duplicates (the same line found twice).
    k.reads = k.reads.filter((r, i) => i === 0 || r.path !== k.reads[i - 1].path || r.line !== k.reads[i - 1].line);
  }
  keys.sort((a, b) => a.section.localeCompare(b.section) || (a.key === '*' ? -1 : b.key === '*' ? 1 : a.key.localeCompare(b.key)));
  return keys;
}

export function groupEnv(envReads) {
  const byName = new Map();
  for (const r of envReads) {
    if (!byName.has(r.name)) byName.set(r.name, { name: r.name, reads: [] });
    const { name: _n, ...rest } = r;
    byName.get(r.name).reads.push(rest);
  }
  const vars = [...byName.values()];
  for (const v of vars) {
    v.reads.sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line);
    v.reads = v.reads.filter((r, i) => i === 0 || r.path !== v.reads[i - 1].path || r.line !== v.reads[i - 1].line);
    // The most open applicability of its reads: a variable any OSS build reads is not internal.
    const order = ['all', 'direct', 'internal', 'testing'];
    v.applicability = v.reads.map((r) => r.applicability).sort((a, b) => order.indexOf(a) - order.indexOf(b))[0];
  }
  vars.sort((a, b) => a.name.localeCompare(b.name));
  return vars;
}

// ---------------------------------------------------------------------- main

function main() {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const outDir = outIndex >= 0 ? args[outIndex + 1] : 'src/data';
  const [gitDir, commit] = args.filter((a, i) => !a.startsWith('--') && (outIndex < 0 || i !== outIndex + 1));
  if (!gitDir || !commit) {
    console.error('usage: node tools/extract-buckconfig.mjs GIT_DIR COMMIT [--out DIR]');
    process.exit(2);
  }
  const checkout = new Checkout(gitDir, commit);
  const { reads, dynamic, envReads, problems, coverage } = extract(checkout);
  if (problems.length) {
    console.error(`extract-buckconfig: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  const keys = groupKeys(reads);
  const vars = groupEnv(envReads);
  dynamic.sort((a, b) => a.origin.localeCompare(b.origin) || a.path.localeCompare(b.path) || a.line - b.line);
  const header = {
    repository: 'https://github.com/facebook/buck2',
    commit: checkout.commit,
    generatedBy: 'tools/extract-buckconfig.mjs',
  };
  const sections = [...new Set(keys.map((k) => k.section))];
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, 'buckconfig-keys.json'),
    `${JSON.stringify({ ...header, counts: { sections: sections.length, keys: keys.length }, keys, dynamic: dynamic.filter((d) => d.origin !== 'env') }, null, 1)}\n`,
  );
  writeFileSync(
    join(outDir, 'buck2-env-vars.json'),
    `${JSON.stringify({ ...header, counts: { variables: vars.length }, variables: vars, dynamic: dynamic.filter((d) => d.origin === 'env') }, null, 1)}\n`,
  );
  // The reviewed list the unit test compares the data with: names, and the text of every line read.
  const lines = {};
  for (const r of [...keys.flatMap((k) => k.reads), ...vars.flatMap((v) => v.reads)]) {
    lines[`${r.path}:${r.line}`] = checkout.read(r.path).split('\n')[r.line - 1].trim();
  }
  const factsFile = outIndex >= 0 ? join(outDir, 'buck2-config-facts.json') : 'tests/fixtures/buck2-config-facts.json';
  writeFileSync(
    factsFile,
    `${JSON.stringify(
      {
        ...header,
        note: 'Every .buckconfig key (section.key) and environment variable the extraction found, and the text of each line that reads one. Regenerated with the data; review the diff.',
        keys: keys.map((k) => `${k.section}.${k.key}`),
        variables: vars.map((v) => v.name),
        coverage,
        lines: Object.fromEntries(Object.entries(lines).sort(([a], [b]) => a.localeCompare(b))),
      },
      null,
      1,
    )}\n`,
  );
  const origin = (o) => keys.filter((k) => k.reads.some((r) => r.origin === o)).length;
  console.log(
    `extract-buckconfig: ${checkout.commit.slice(0, 12)}: ${keys.length} keys in ${sections.length} sections ` +
      `(${origin('buck2')} read by Buck2, ${origin('prelude')} by the prelude), ${vars.length} environment variables, ` +
      `${dynamic.length} reads with a computed name; written to ${outDir}/`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
