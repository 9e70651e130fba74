// Starlark API members at one commit: the functions of every
// `#[starlark_module]` in Buck2's crates and starlark-rust, named as the API
// pages name them: `Type.member` for a methods module bound to a value type,
// `namespace.member` for a globals module registered with
// `.namespace("name", module)`, the bare name for other globals; and the
// fields of `#[internal_provider]` structs as `Provider.field`.
import { blankRust, matchingBracket } from '../buck2-source/source.mjs';

const MODULE = /(#\[starlark_module\b[^\]]*\](?:\s|#\[[^\]]*\]|\/\/[^\n]*\n)*)?(?:pub(?:\([\w:]+\))?\s+)?fn\s+(\w+)\s*(?:<[^>]*>)?\s*\(\s*\w+\s*:\s*&mut\s+(?:\w+::)*(MethodsBuilder|GlobalsBuilder)\b/g;
const IDENT = /\b[A-Za-z_]\w*\b/g;

/** The names of the functions declared directly in the body `{...}` opening at `open`. */
function bodyFunctions(code, open) {
  const close = matchingBracket(code, open);
  const names = [];
  let depth = 0;
  for (let i = open; i < close; i++) {
    const c = code[i];
    if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') depth--;
    else if (depth === 1 && c === 'f' && /^fn\s/.test(code.slice(i, i + 3)) && !/\w/.test(code[i - 1])) {
      const m = /^fn\s+(?:r#)?(\w+)/.exec(code.slice(i, i + 200));
      if (m) names.push(m[1]);
    }
  }
  return names;
}

/** The identifiers in the span that follows a use of `name` as `.init(...)`, `.methods(...)` or `= ...;`. */
function bindingSpans(code, name) {
  const out = [];
  const re = new RegExp(`\\b${name}\\b`, 'g');
  for (let m = re.exec(code); m; m = re.exec(code)) {
    let i = m.index + name.length;
    const rest = code.slice(i, i + 400);
    const call = /^\s*\.\s*(?:init|methods)\s*\(/.exec(rest);
    const assign = /^\s*(?::[^=;{]*)?=(?!=)/.exec(rest);
    if (call) {
      const open = i + call[0].length - 1;
      out.push(code.slice(open, matchingBracket(code, open) + 1));
    } else if (assign) {
      i += assign[0].length;
      let depth = 0;
      let j = i;
      for (; j < code.length; j++) {
        const c = code[j];
        if (c === '{' || c === '(' || c === '[') depth++;
        else if (c === '}' || c === ')' || c === ']') {
          if (depth === 0) break;
          depth--;
        } else if (c === ';' && depth === 0) break;
      }
      out.push(code.slice(i, j));
    }
  }
  return out;
}

/** @param {{grepFiles: Function, read: Function}} tree */
export function extractApi(tree) {
  const roots = ['app', 'starlark-rust/starlark/src'];
  /** @type {Map<string, {kind: string, path: string, members: string[]}[]>} */
  const modules = new Map();
  const files = new Map();
  const code = (path) => {
    if (!files.has(path)) files.set(path, blankRust(tree.read(path)));
    return files.get(path);
  };
  for (const path of tree.grepFiles('MethodsBuilder|GlobalsBuilder', ...roots)) {
    if (/(^|\/)(tests?|benches)(\/|\.rs$)|_tests?\.rs$/.test(path)) continue;
    const src = tree.read(path);
    const tests = src.search(/#\[cfg\(test\)\]/);
    for (const m of src.matchAll(MODULE)) {
      if (tests !== -1 && m.index > tests) continue;
      const c = code(path);
      const open = c.indexOf('{', m.index + m[0].length);
      const body = c.slice(open, matchingBracket(c, open));
      // Other modules it registers into the same builder: `other_methods(builder);`.
      const calls = [...body.matchAll(/\b(\w+)\(\s*\w+\s*\)\s*;/g)].map((x) => x[1]);
      // A plain function that takes a builder only registers the modules it calls.
      const mod = { kind: m[3], path, members: m[1] ? bodyFunctions(c, open) : [], calls };
      modules.set(m[2], [...(modules.get(m[2]) ?? []), mod]);
    }
  }
  /** The modules a name means from `path`: the one of that file, else every one of that name. */
  const moduleOf = (id, path, kind) => {
    const all = (modules.get(id) ?? []).filter((m) => m.kind === kind);
    const here = all.filter((m) => m.path === path);
    return here.length ? here : all;
  };

  const flatten = (mod, seen) => {
    for (const call of mod.calls) {
      for (const inner of moduleOf(call, mod.path, mod.kind)) {
        if (seen.has(inner)) continue;
        seen.add(inner);
        mod.members.push(...inner.members);
        flatten(inner, seen);
        mod.members.push(...inner.members);
      }
    }
  };
  for (const mod of [...modules.values()].flat()) flatten(mod, new Set([mod]));
  for (const mod of [...modules.values()].flat()) mod.members = [...new Set(mod.members)];

  const names = new Set();
  // Globals: under a namespace where one is registered, else bare.
  const namespaced = new Set();
  for (const path of tree.grepFiles('\\.namespace\\(', ...roots)) {
    const src = tree.read(path);
    for (const m of src.matchAll(/\.namespace\(\s*"(\w+)"\s*,/g)) {
      if (m[1].startsWith('__')) continue;
      const c = code(path);
      const open = c.lastIndexOf('(', m.index + m[0].length);
      const args = c.slice(open, matchingBracket(c, open));
      for (const id of args.match(IDENT) ?? []) {
        for (const mod of moduleOf(id, path, 'GlobalsBuilder')) {
          namespaced.add(mod);
          for (const f of mod.members) names.add(`${m[1]}.${f}`);
        }
      }
    }
  }
  for (const mod of [...modules.values()].flat()) if (mod.kind === 'GlobalsBuilder' && !namespaced.has(mod)) for (const f of mod.members) names.add(f);

  // Methods: the value types whose `get_methods` reaches a methods module, directly or through statics.
  const staticFiles = new Map();
  const reach = (ids, path, local, seen = new Set()) => {
    const found = [];
    for (const id of ids) {
      if (seen.has(id)) continue;
      seen.add(id);
      const mods = moduleOf(id, path, 'MethodsBuilder');
      if (mods.length) found.push(...mods);
      else if (new RegExp(`\\bstatic\\s+${id}\\b`).test(local)) {
        // A static of the function itself (`static RES: MethodsStatic`): bound right there.
        for (const span of bindingSpans(local, id)) found.push(...reach(span.match(IDENT) ?? [], path, local, seen));
      } else if (/^[A-Z][A-Z0-9_]+$/.test(id)) {
        if (!staticFiles.has(id)) staticFiles.set(id, tree.grepFiles(`\\b${id}\\b`, ...roots));
        for (const p of staticFiles.get(id)) for (const span of bindingSpans(code(p), id)) found.push(...reach(span.match(IDENT) ?? [], p, '', seen));
      }
    }
    return found;
  };
  for (const path of tree.grepFiles('starlark_value\\(type', ...roots)) {
    const src = tree.read(path);
    const c = code(path);
    for (const m of src.matchAll(/#\[starlark_value\(type\s*=\s*([^,)\]]+)/g)) {
      let type = /^"([^"]+)"$/.exec(m[1].trim())?.[1];
      if (!type) type = /const TYPE\s*:\s*&(?:'static\s+)?str\s*=\s*"([^"]+)"/.exec(src)?.[1];
      if (!type) continue;
      type = type.replace(/^bxl\./, '');
      const impl = c.indexOf('{', m.index);
      const close = matchingBracket(c, impl);
      const body = c.slice(impl, close);
      const at = body.indexOf('fn get_methods');
      if (at === -1) continue;
      const open = body.indexOf('{', at);
      const methods = body.slice(open, matchingBracket(body, open));
      for (const mod of reach(methods.match(IDENT) ?? [], path, methods)) for (const f of mod.members) names.add(`${type}.${f}`);
    }
  }

  // Provider fields.
  for (const path of tree.grepFiles('#\\[internal_provider', ...roots)) {
    const src = tree.read(path);
    const c = code(path);
    for (const m of src.matchAll(/#\[internal_provider\([^\]]*\]\s*(?:#\[[^\]]*\]\s*)*(?:pub(?:\([\w:]+\))?\s+)?struct\s+(\w+?)(?:Gen)?\s*<[^{]*\{/g)) {
      const open = m.index + m[0].length - 1;
      const fields = c.slice(open + 1, matchingBracket(c, open));
      for (const f of fields.matchAll(/(?:^|,)\s*(?:#\[[^\]]*\]\s*)*(?:pub(?:\([\w:]+\))?\s+)?(\w+)\s*:/g)) names.add(`${m[1]}.${f[1]}`);
    }
  }
  return [...names].sort();
}
