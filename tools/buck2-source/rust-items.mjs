// A small reader of Rust source for the extraction tools: a tokenizer, token
// trees (tokens grouped by (), [] and {}), and the items clap reads: structs
// and enums with their attributes, fields and variants. It understands only
// as much syntax as clap's derive definitions use; it is not a Rust parser.

/**
 * @typedef {{ kind: 'ident' | 'punct' | 'str' | 'char' | 'num' | 'lifetime', value: string, offset: number }} Token
 * @typedef {{ kind: 'group', delim: '(' | '[' | '{', tokens: Tree[], offset: number }} Group
 * @typedef {Token | Group} Tree
 */

const IDENT_START = /[A-Za-z_]/;
const IDENT = /[A-Za-z0-9_]/;

/** Tokens of Rust source; comments (doc comments too) and whitespace are dropped. */
export function tokenize(src) {
  /** @type {Token[]} */
  const out = [];
  let i = 0;
  const n = src.length;
  while (i < n) {
    const c = src[i];
    if (/\s/.test(c)) {
      i++;
    } else if (c === '/' && src[i + 1] === '/') {
      const end = src.indexOf('\n', i);
      i = end === -1 ? n : end;
    } else if (c === '/' && src[i + 1] === '*') {
      let depth = 1;
      i += 2;
      while (i < n && depth) {
        if (src.startsWith('/*', i)) (depth++, (i += 2));
        else if (src.startsWith('*/', i)) (depth--, (i += 2));
        else i++;
      }
    } else if ((c === 'r' || c === 'b') && /^(b?r#*")/.test(src.slice(i, i + 10))) {
      const head = /^b?r(#*)"/.exec(src.slice(i, i + 10));
      const close = `"${head[1]}`;
      const start = i + head[0].length;
      const end = src.indexOf(close, start);
      out.push({ kind: 'str', value: src.slice(start, end), offset: i });
      i = end + close.length;
    } else if (c === 'r' && src[i + 1] === '#' && IDENT_START.test(src[i + 2] ?? '')) {
      let j = i + 2;
      while (j < n && IDENT.test(src[j])) j++;
      out.push({ kind: 'ident', value: src.slice(i + 2, j), offset: i }); // raw identifier r#type
      i = j;
    } else if (c === '"' || (c === 'b' && src[i + 1] === '"')) {
      const start = c === 'b' ? i + 2 : i + 1;
      let j = start;
      let value = '';
      while (j < n && src[j] !== '"') {
        if (src[j] === '\\') {
          const e = src[j + 1];
          value += e === 'n' ? '\n' : e === 't' ? '\t' : e === '\n' ? '' : e;
          j += 2;
          if (e === '\n') while (/\s/.test(src[j] ?? '')) j++;
        } else value += src[j++];
      }
      out.push({ kind: 'str', value, offset: i });
      i = j + 1;
    } else if (c === "'") {
      // A char literal ('x', '\n') or a lifetime ('a, 'static).
      const char = /^'(\\.|[^\\'])'/.exec(src.slice(i, i + 4)) ?? /^'\\u\{[0-9a-fA-F]+\}'/.exec(src.slice(i, i + 12));
      if (char) {
        out.push({ kind: 'char', value: char[1]?.startsWith('\\') ? char[1][1] : (char[1] ?? ''), offset: i });
        i += char[0].length;
      } else {
        let j = i + 1;
        while (j < n && IDENT.test(src[j])) j++;
        out.push({ kind: 'lifetime', value: src.slice(i, j), offset: i });
        i = j;
      }
    } else if (IDENT_START.test(c)) {
      let j = i;
      while (j < n && IDENT.test(src[j])) j++;
      out.push({ kind: 'ident', value: src.slice(i, j), offset: i });
      i = j;
    } else if (/[0-9]/.test(c)) {
      let j = i;
      while (j < n && /[0-9A-Za-z_.]/.test(src[j]) && !(src[j] === '.' && src[j + 1] === '.')) j++;
      out.push({ kind: 'num', value: src.slice(i, j), offset: i });
      i = j;
    } else {
      out.push({ kind: 'punct', value: c, offset: i });
      i++;
    }
  }
  return out;
}

const CLOSE = { '(': ')', '[': ']', '{': '}' };

/** Tokens grouped by their brackets. */
export function tokenTrees(tokens) {
  /** @type {Tree[]} */
  const root = [];
  /** @type {{ group: Group | null, list: Tree[] }[]} */
  const stack = [{ group: null, list: root }];
  for (const t of tokens) {
    if (t.kind === 'punct' && t.value in CLOSE) {
      /** @type {Group} */
      const group = { kind: 'group', delim: /** @type {'(' | '[' | '{'} */ (t.value), tokens: [], offset: t.offset };
      stack[stack.length - 1].list.push(group);
      stack.push({ group, list: group.tokens });
    } else if (t.kind === 'punct' && (t.value === ')' || t.value === ']' || t.value === '}')) {
      if (stack.length > 1) stack.pop();
    } else {
      stack[stack.length - 1].list.push(t);
    }
  }
  return root;
}

const isPunct = (t, v) => t?.kind === 'punct' && t.value === v;
const isIdent = (t, v) => t?.kind === 'ident' && (v === undefined || t.value === v);

/**
 * Split a token list at commas outside `<...>` (groups are already nested).
 * `->` is not taken for a closing angle bracket.
 */
export function splitCommas(trees) {
  const parts = [];
  let current = [];
  let angle = 0;
  for (let i = 0; i < trees.length; i++) {
    const t = trees[i];
    if (isPunct(t, '<')) angle++;
    else if (isPunct(t, '>') && !isPunct(trees[i - 1], '-') && angle > 0) angle--;
    if (isPunct(t, ',') && angle === 0) {
      parts.push(current);
      current = [];
    } else current.push(t);
  }
  if (current.length) parts.push(current);
  return parts;
}

/**
 * @typedef {{ path: string[], args: Tree[] | undefined }} Attribute  `#[clap(long)]` is { path: ['clap'], args: [long] }
 * @typedef {{ name: string, type: Tree[], attrs: Attribute[], offset: number }} Field
 * @typedef {{ name: string, attrs: Attribute[], tuple?: Tree[], fields?: Field[], offset: number }} Variant
 * @typedef {{ kind: 'struct' | 'enum', name: string, attrs: Attribute[], fields: Field[], variants: Variant[], offset: number }} Item
 */

/** Leading `#[...]` attributes of a token list, and where they end. */
function attributes(trees, from = 0) {
  /** @type {Attribute[]} */
  const attrs = [];
  let i = from;
  while (isPunct(trees[i], '#') && trees[i + 1]?.kind === 'group' && trees[i + 1].delim === '[') {
    const inner = trees[i + 1].tokens;
    const path = [];
    let j = 0;
    while (isIdent(inner[j]) || isPunct(inner[j], ':')) {
      if (isIdent(inner[j])) path.push(inner[j].value);
      j++;
    }
    const args = inner[j]?.kind === 'group' ? inner[j].tokens : undefined;
    attrs.push({ path, args });
    i += 2;
  }
  return { attrs, next: i };
}

/** Skip `pub`, `pub(crate)` and the like. */
function skipVisibility(trees, i) {
  if (isIdent(trees[i], 'pub')) return trees[i + 1]?.kind === 'group' && trees[i + 1].delim === '(' ? i + 2 : i + 1;
  return i;
}

function parseFields(group) {
  /** @type {Field[]} */
  const fields = [];
  for (const part of splitCommas(group.tokens)) {
    const { attrs, next } = attributes(part);
    const i = skipVisibility(part, next);
    if (!isIdent(part[i]) || !isPunct(part[i + 1], ':')) continue;
    fields.push({ name: part[i].value, type: part.slice(i + 2), attrs, offset: part[i].offset });
  }
  return fields;
}

function parseVariants(group) {
  /** @type {Variant[]} */
  const variants = [];
  for (const part of splitCommas(group.tokens)) {
    const { attrs, next } = attributes(part);
    const name = part[next];
    if (!isIdent(name)) continue;
    /** @type {Variant} */
    const v = { name: name.value, attrs, offset: name.offset };
    const body = part[next + 1];
    if (body?.kind === 'group' && body.delim === '(') v.tuple = body.tokens;
    else if (body?.kind === 'group' && body.delim === '{') v.fields = parseFields(body);
    variants.push(v);
  }
  return variants;
}

/** Every struct (with named fields) and enum in the token trees, at any depth (inside `mod` blocks too). */
export function items(trees) {
  /** @type {Item[]} */
  const out = [];
  const walk = (list) => {
    for (let i = 0; i < list.length; i++) {
      const t = list[i];
      if (t.kind === 'group') {
        walk(t.tokens);
        continue;
      }
      if (!(isIdent(t, 'struct') || isIdent(t, 'enum')) || !isIdent(list[i + 1])) continue;
      // The attributes before the item: walk back over `pub(...)` and `#[...]`.
      let start = i;
      if (isIdent(list[start - 1], 'pub')) start--;
      else if (list[start - 1]?.kind === 'group' && list[start - 1].delim === '(' && isIdent(list[start - 2], 'pub')) start -= 2;
      while (list[start - 1]?.kind === 'group' && list[start - 1].delim === '[' && isPunct(list[start - 2], '#')) start -= 2;
      const { attrs } = attributes(list, start);
      let j = i + 2;
      while (j < list.length && !(list[j].kind === 'group' && list[j].delim === '{') && !isPunct(list[j], ';')) j++;
      const body = list[j];
      const kind = t.value === 'struct' ? 'struct' : 'enum';
      if (body?.kind !== 'group' && !(kind === 'struct' && isPunct(body, ';'))) continue;
      const empty = { kind: 'group', delim: '{', tokens: [], offset: 0 }; // `struct Unit;`
      out.push({
        kind,
        name: list[i + 1].value,
        attrs,
        fields: kind === 'struct' ? parseFields(body.kind === 'group' ? body : empty) : [],
        variants: kind === 'enum' ? parseVariants(body) : [],
        offset: list[i + 1].offset,
      });
    }
  };
  walk(trees);
  return out;
}

/**
 * The settings of attributes such as `#[clap(long, short = 'v', env("X"))]`:
 * `long` → true, `short = 'v'` → 'v', `aliases = &["a", "b"]` → ['a', 'b'],
 * `env("X")` → 'X'; any other value is kept as its tokens' text.
 * Settings of several attributes with the path are merged.
 */
export function attributeSettings(attrs, ...paths) {
  /** @type {Map<string, unknown>} */
  const out = new Map();
  for (const attr of attrs) {
    if (!paths.includes(attr.path.join('::')) || !attr.args) continue;
    for (const part of splitCommas(attr.args)) {
      if (!isIdent(part[0])) continue;
      const key = part[0].value;
      if (part.length === 1) out.set(key, true);
      else if (isPunct(part[1], '=')) out.set(key, value(part.slice(2)));
      else if (part[1].kind === 'group' && part[1].delim === '(') out.set(key, value(part[1].tokens));
    }
  }
  return out;
}

function value(trees) {
  const list = isPunct(trees[0], '&') ? trees.slice(1) : trees;
  if (list.length === 1) {
    const t = list[0];
    if (t.kind === 'str' || t.kind === 'char') return t.value;
    if (isIdent(t, 'true')) return true;
    if (isIdent(t, 'false')) return false;
    if (t.kind === 'group' && t.delim === '[') {
      const items = splitCommas(t.tokens).map((p) => (p.length === 1 && p[0].kind === 'str' ? p[0].value : undefined));
      if (items.every((x) => x !== undefined)) return items;
    }
  }
  return text(trees);
}

/** Tokens as compact text (for types and values that are kept as written). */
export function text(trees) {
  return trees
    .map((t) => (t.kind === 'group' ? `${t.delim}${text(t.tokens)}${CLOSE[t.delim]}` : t.kind === 'str' ? JSON.stringify(t.value) : t.kind === 'char' ? `'${t.value}'` : t.value))
    .join(' ')
    .replace(/ ?(::|<|>|,|\(|\)|\[|\]|&) ?/g, '$1');
}
