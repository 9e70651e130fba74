// Prelude rules and their attributes at one commit, read from the rule
// declarations: every `prelude_rule(name = "...", attrs = ...)` and
// `RuleRegistrationSpec(...)` (the prelude's "user" rules) under prelude/,
// and the per-rule dicts of the `*extra_attributes` tables that
// rules_impl.bzl merges into them (some rules exist only there). An attrs
// expression's attributes are the `"key": attrs.x(...)` entries of its dict
// literals (and `d["key"] = ...`), followed into the functions and constants
// it calls or names, through `load`s, up to a few levels. An attribute's
// default is the text of its `default = ...` argument (looked for inside
// wrappers like `attrs.default_only(...)`), or null when it has none.
import { blankStarlark, callArguments, stringLiteral } from '../buck2-source/source.mjs';

const DEPTH = 5;
const TOP = /^[A-Za-z_@]/m; // a line that starts a new top-level statement

/** `@prelude//a/b:c.bzl`, `@prelude//a/b/c.bzl` (an older form) or `:c.bzl` as a path in the repository. */
function loadPath(label, from) {
  const m = /^(?:@?prelude)?\/\/([^:]*?):?([^:/]+)$/.exec(label);
  if (m) return ['prelude', m[1].replace(/\/$/, ''), m[2]].filter(Boolean).join('/');
  if (label.startsWith(':')) return `${from.slice(0, from.lastIndexOf('/'))}/${label.slice(1)}`;
  return undefined;
}

/** The default of an attribute value `attrs.x(..., default = D)`, or of the `attrs.` call it wraps. */
function defaultOf(src, code, at) {
  const call = /^attrs\.\w+\s*\(/.exec(code.slice(at, at + 80));
  if (!call) return null;
  const args = callArguments(src, code, at + call[0].length - 1)?.args ?? [];
  const explicit = args.find((a) => a.keyword === 'default');
  if (explicit) return explicit.text;
  const inner = args.find((a) => !a.keyword);
  return inner ? defaultOf(src, code, inner.start) : null;
}

/** @param {{grepFiles: Function, read: Function}} tree @returns {{rules: string[], attributes: Record<string, string | null>}} */
export function extractRules(tree) {
  /** path -> file: its text, blanked code, top-level definitions and imports */
  const files = new Map();
  for (const path of tree.grepFiles('prelude_rule|RuleRegistrationSpec|attrs\\.|extra_attributes', 'prelude')) {
    if (!path.endsWith('.bzl')) continue;
    const src = tree.read(path);
    const code = blankStarlark(src);
    const defs = new Map();
    for (const m of code.matchAll(/^(?:def\s+(\w+)\s*\(|([A-Za-z_]\w*)\s*=(?!=))/gm)) {
      const from = m.index + m[0].length;
      const eol = code.indexOf('\n', from);
      const next = eol === -1 ? null : TOP.exec(code.slice(eol + 1));
      if (!defs.has(m[1] ?? m[2])) defs.set(m[1] ?? m[2], { from, to: next ? eol + 1 + next.index : code.length });
    }
    const imports = new Map();
    for (const m of src.matchAll(/^load\(\s*"([^"]+)"([^)]*)\)/gm)) {
      const target = loadPath(m[1], path);
      for (const n of m[2].matchAll(/(?:(\w+)\s*=\s*)?"(\w+)"/g)) imports.set(n[1] ?? n[2], { path: target, name: n[2] });
    }
    files.set(path, { path, src, code, defs, imports });
  }

  /** The definition a name means in a file: its own, else the one its `load` names. */
  const resolve = (file, name, hops = 0) => {
    const own = file.defs.get(name);
    if (own) return { file, ...own };
    const imported = file.imports.get(name);
    const target = imported && files.get(imported.path);
    return target && hops < 5 ? resolve(target, imported.name, hops + 1) : undefined;
  };

  /** `holder.member`: the definition a prelude struct (`struct(android = _android_toolchain)`) binds the member to. */
  const member = (holder, name) => {
    const bound = new RegExp(`\\b${name}\\s*=\\s*([A-Za-z_]\\w*)`).exec(holder.file.code.slice(holder.from, holder.to));
    return (bound && resolve(holder.file, bound[1])) ?? resolve(holder.file, name) ?? resolve(holder.file, `_${name}`);
  };
  /** The definition a `name` or `module.name` at `at` means, or undefined. */
  const target = (file, at) => {
    const m = /^(?:([A-Za-z_]\w*)\s*\.\s*)?([A-Za-z_]\w*)/.exec(file.code.slice(at, at + 120));
    if (!m || m[1] === 'attrs') return undefined;
    if (!m[1]) return resolve(file, m[2]);
    const holder = resolve(file, m[1]);
    return holder && member(holder, m[2]);
  };
  /** Whether a definition makes an attribute: it uses `attrs.`, or calls one that does (two levels). */
  const makesAttr = (d, depth = 0) => {
    const body = d.file.code.slice(d.from, d.to);
    if (body.includes('attrs.')) return true;
    if (depth >= 2) return false;
    for (const m of body.matchAll(/\b[A-Za-z_]\w*(?:\s*\.\s*[A-Za-z_]\w*)?\s*\(/g)) {
      const inner = target(d.file, d.from + m.index);
      if (inner && makesAttr(inner, depth + 1)) return true;
    }
    return false;
  };
  /** Whether the value at `at` is an attribute: `attrs.x(...)`, or a name or call of the prelude that makes one. */
  const isAttr = (file, at) => {
    if (/^attrs\s*\./.test(file.code.slice(at, at + 10))) return true;
    const d = target(file, at);
    return d !== undefined && makesAttr(d);
  };

  /** Attributes named in file.code[from, to), into `out`. */
  const collect = (file, from, to, out, depth, seen) => {
    const { src, code } = file;
    const span = code.slice(from, to);
    for (const m of span.matchAll(/(["'])\s*\1\s*:|\[\s*(["'])\s*\2\s*\]\s*=(?!=)/g)) {
      const at = from + m.index;
      const quote = code.indexOf(m[1] ?? m[2], at + (m[1] ? 0 : 1));
      const key = stringLiteral(src.slice(quote, code.indexOf(m[1] ?? m[2], quote + 1) + 1));
      if (!key || !/^[a-z_][a-z0-9_]*$/.test(key)) continue;
      let v = at + m[0].length;
      while (/\s/.test(code[v])) v++;
      if (!isAttr(file, v)) continue; // a select() branch, a constant, a literal: not an attribute
      const def = defaultOf(src, code, v);
      if (!(key in out) || out[key] === null) out[key] = def;
    }
    if (depth >= DEPTH) return;
    for (const m of span.matchAll(/\b(?:([A-Za-z_]\w*)\s*\.\s*)?([A-Za-z_]\w*)\b/g)) {
      const d = target(file, from + m.index);
      if (!d || seen.has(`${d.file.path}:${d.from}`)) continue;
      seen.add(`${d.file.path}:${d.from}`);
      collect(d.file, d.from, d.to, out, depth + 1, seen);
    }
  };

  const rules = new Set();
  /** @type {Record<string, Record<string, string | null>>} */
  const byRule = {};
  const add = (rule, attrs) => {
    rules.add(rule);
    const into = (byRule[rule] ??= {});
    for (const [k, v] of Object.entries(attrs)) if (!(k in into) || into[k] === null) into[k] = v;
  };
  for (const file of files.values()) {
    const { src, code } = file;
    for (const m of code.matchAll(/\b(?:prelude_rule|RuleRegistrationSpec)\s*\(/g)) {
      const call = callArguments(src, code, m.index + m[0].length - 1);
      const name = stringLiteral(call?.args.find((a) => a.keyword === 'name')?.text ?? '');
      if (!name) continue;
      const attrs = call.args.find((a) => a.keyword === 'attrs');
      const out = {};
      if (attrs) collect(file, attrs.start, attrs.start + attrs.text.length, out, 0, new Set());
      add(name, out);
    }
  }

  // rules_impl.bzl's extra attributes: `{"rule_name": {attributes}}` tables, merged with `|` or a merge function.
  const tables = (file, from, to, seen) => {
    const { src, code } = file;
    let depth = 0;
    for (let i = from; i < to; i++) {
      const c = code[i];
      if (c === '{' || c === '(' || c === '[') depth++;
      else if (c === '}' || c === ')' || c === ']') depth--;
      else if ((c === '"' || c === "'") && depth === 1) {
        const end = code.indexOf(c, i + 1);
        const colon = /^\s*:/.exec(code.slice(end + 1, end + 20));
        const rule = stringLiteral(src.slice(i, end + 1));
        if (colon && rule && /^[a-z_][a-z0-9_]*$/.test(rule)) {
          let stop = end + 1 + colon[0].length;
          let d = 0;
          for (; stop < to; stop++) {
            const s = code[stop];
            if (s === '{' || s === '(' || s === '[') d++;
            else if (s === '}' || s === ')' || s === ']') {
              if (d === 0) break;
              d--;
            } else if (s === ',' && d === 0) break;
          }
          const out = {};
          collect(file, end + 1 + colon[0].length, stop, out, 0, new Set());
          add(rule, out);
          i = stop - 1;
          continue;
        }
        i = end;
      } else if (/[A-Za-z_]/.test(c) && !/\w/.test(code[i - 1])) {
        const name = /^\w+/.exec(code.slice(i))[0];
        const d = /extra_attributes$/.test(name) ? resolve(file, name) : undefined;
        if (d && !seen.has(`${d.file.path}:${d.from}`)) {
          seen.add(`${d.file.path}:${d.from}`);
          tables(d.file, d.from, d.to, seen);
        }
        i += name.length - 1;
      }
    }
  };
  const impl = files.get('prelude/rules_impl.bzl');
  for (const [name, d] of impl?.defs ?? []) if (/extra_attributes$/.test(name)) tables(impl, d.from, d.to, new Set([`${impl.path}:${d.from}`]));

  /** @type {Record<string, string | null>} */
  const attributes = {};
  for (const [rule, attrs] of Object.entries(byRule)) for (const [k, v] of Object.entries(attrs)) attributes[`${rule}.${k}`] = v;
  return { rules: [...rules].sort(), attributes };
}
