// Prelude rules and their attributes at one commit, read from the rule
// declarations: every `prelude_rule(name = "...", attrs = ...)` under
// prelude/, and the attributes its `attrs` expression names: `"key": attrs.x(...)`
// entries of dict literals, followed into the functions and constants of the
// prelude's .bzl files that it calls or names (up to a few levels). The default
// is the `default = ...` argument's text, or null when there is none.
import { blankStarlark, callArguments, stringLiteral } from '../buck2-source/source.mjs';

const DEPTH = 5;

/** @param {{grepFiles: Function, read: Function}} tree @returns {{rules: string[], attributes: Record<string, string | null>}} */
export function extractRules(tree) {
  /** name -> {src, code, from, to}: top-level `def name(...)` bodies and `NAME = expr` values */
  const defs = new Map();
  const parsed = [];
  for (const path of tree.grepFiles('prelude_rule|attrs\\.', 'prelude')) {
    if (!path.endsWith('.bzl')) continue;
    const src = tree.read(path);
    const code = blankStarlark(src);
    // The names a file may use: its own top-level names and those it loads.
    const scope = new Set([...code.matchAll(/^(?:def\s+)?([A-Za-z_]\w*)/gm)].map((m) => m[1]));
    for (const m of src.matchAll(/^load\(([^)]*)\)/gm)) for (const n of m[1].matchAll(/"(\w+)"/g)) scope.add(n[1]);
    const file = { path, src, code, scope };
    parsed.push(file);
    for (const m of code.matchAll(/^def\s+(\w+)\s*\(/gm)) {
      const next = /^\S/m.exec(code.slice(m.index + m[0].length));
      const end = next ? m.index + m[0].length + next.index : code.length;
      if (!defs.has(m[1]) || defs.get(m[1]).file.path !== path) defs.set(m[1], { file, from: m.index + m[0].length, to: end });
    }
    for (const m of code.matchAll(/^([A-Za-z_]\w*)\s*=(?!=)/gm)) {
      const next = /^\S/m.exec(code.slice(m.index + m[0].length));
      const end = next ? m.index + m[0].length + next.index : code.length;
      if (!defs.has(m[1]) || defs.get(m[1]).file.path !== path) defs.set(m[1], { file, from: m.index + m[0].length, to: end });
    }
  }

  /** Attributes named in code[from, to). */
  const collect = (file, from, to, out, depth, seen) => {
    const { src, code, scope } = file;
    const span = code.slice(from, to);
    // `"key": value` in dict literals, and `d["key"] = value`.
    for (const m of span.matchAll(/(["'])\s*\1\s*:|\[\s*(["'])\s*\2\s*\]\s*=(?!=)/g)) {
      const at = from + m.index;
      const quote = code.indexOf(m[1] ?? m[2], at + (m[1] ? 0 : 1));
      const close = code.indexOf(m[1] ?? m[2], quote + 1);
      const key = stringLiteral(src.slice(quote, close + 1));
      if (!key || !/^[a-z_][a-z0-9_]*$/.test(key)) continue;
      let v = at + m[0].length;
      while (/\s/.test(code[v])) v++;
      if (!/[A-Za-z_]/.test(code[v] ?? '')) continue; // a string, number or literal value: not an attribute
      const call = /^attrs\.\w+\s*\(/.exec(code.slice(v, v + 80));
      let def = null;
      if (call) {
        const open = v + call[0].length - 1;
        const args = callArguments(src, code, open);
        def = args?.args.find((a) => a.keyword === 'default')?.text ?? null;
      }
      if (!(key in out) || out[key] === null) out[key] = def;
    }
    if (depth >= DEPTH) return;
    // Functions called and constants named: followed where the prelude defines them.
    for (const m of span.matchAll(/\b(?:([A-Za-z_]\w*)\s*\.\s*)?([A-Za-z_]\w*)\b/g)) {
      const name = m[2];
      if (!scope.has(m[1] ?? name)) continue;
      const d = defs.get(name) ?? defs.get(`_${name}`);
      if (!d || seen.has(d)) continue;
      seen.add(d);
      collect(d.file, d.from, d.to, out, depth + 1, seen);
    }
  };

  const rules = new Set();
  /** @type {Record<string, string | null>} */
  const attributes = {};
  for (const file of parsed) {
    const { src, code } = file;
    for (const m of code.matchAll(/\bprelude_rule\s*\(/g)) {
      const open = m.index + m[0].length - 1;
      const call = callArguments(src, code, open);
      const name = stringLiteral(call?.args.find((a) => a.keyword === 'name')?.text ?? '');
      if (!name) continue;
      rules.add(name);
      const attrs = call.args.find((a) => a.keyword === 'attrs');
      if (!attrs) continue;
      const out = {};
      collect(file, attrs.start, attrs.start + attrs.text.length, out, 0, new Set());
      for (const [k, v] of Object.entries(out)) attributes[`${name}.${k}`] = v;
    }
  }
  return { rules: [...rules].sort(), attributes };
}
