// Reading a Buck2 checkout for the extraction tools (extract-buckconfig.mjs,
// extract-source-links.mjs): files at one commit of a git directory (a bare
// clone works), and small lexers that blank out comments and string contents
// so that brackets, calls and attributes can be found by position while the
// literals are still read from the original text at the same offsets.
import { execFileSync } from 'node:child_process';

export class Checkout {
  /** @param {string} gitDir a git directory (bare or not) @param {string} commit any commit-ish */
  constructor(gitDir, commit) {
    this.gitDir = gitDir;
    this.commit = this.git('rev-parse', '--verify', `${commit}^{commit}`).trim();
    /** @type {Map<string, string>} */
    this.cache = new Map();
  }

  git(...args) {
    return execFileSync('git', ['--git-dir', this.gitDir, ...args], { encoding: 'utf8', maxBuffer: 1 << 30 });
  }

  /** Every file path of the commit under the given folders. */
  files(...folders) {
    return this.git('ls-tree', '-r', '--name-only', this.commit, '--', ...folders).split('\n').filter(Boolean);
  }

  /** Paths (under `folders`) whose text matches an extended regular expression. */
  grepFiles(pattern, ...folders) {
    try {
      return this.git('grep', '-l', '-E', pattern, this.commit, '--', ...folders)
        .split('\n')
        .filter(Boolean)
        .map((line) => line.slice(this.commit.length + 1));
    } catch (error) {
      if (/** @type {{status?: number}} */ (error).status === 1) return [];
      throw error;
    }
  }

  read(path) {
    let text = this.cache.get(path);
    if (text === undefined) {
      text = this.git('show', `${this.commit}:${path}`);
      this.cache.set(path, text);
    }
    return text;
  }
}

/** A line index for many lookups in one text. */
export function lineIndex(text) {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

const blank = (s) => s.replace(/[^\n]/g, ' ');

/**
 * Rust source with comments blanked and the contents of string and char
 * literals blanked (their quotes kept), offsets unchanged.
 */
export function blankRust(src) {
  let out = '';
  let i = 0;
  const n = src.length;
  const isIdent = (c) => /[A-Za-z0-9_]/.test(c ?? '');
  while (i < n) {
    const c = src[i];
    const next = src[i + 1];
    if (c === '/' && next === '/') {
      const end = src.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      out += blank(src.slice(i, stop));
      i = stop;
    } else if (c === '/' && next === '*') {
      let depth = 1;
      let j = i + 2;
      while (j < n && depth > 0) {
        if (src[j] === '/' && src[j + 1] === '*') (depth++, (j += 2));
        else if (src[j] === '*' && src[j + 1] === '/') (depth--, (j += 2));
        else j++;
      }
      out += blank(src.slice(i, j));
      i = j;
    } else if ((c === 'r' || (c === 'b' && next === 'r')) && !isIdent(src[i - 1]) && /^b?r#*"/.test(src.slice(i, i + 40))) {
      const m = /^(b?r)(#*)"/.exec(src.slice(i, i + 40));
      const open = m[0].length;
      const close = `"${m[2]}`;
      const end = src.indexOf(close, i + open);
      const stop = end === -1 ? n : end;
      out += src.slice(i, i + open) + blank(src.slice(i + open, stop)) + close;
      i = stop + close.length;
    } else if (c === '"' || (c === 'b' && next === '"' && !isIdent(src[i - 1]))) {
      const start = c === 'b' ? i + 1 : i;
      let j = start + 1;
      while (j < n && src[j] !== '"') j += src[j] === '\\' ? 2 : 1;
      out += src.slice(i, start + 1) + blank(src.slice(start + 1, j)) + '"';
      i = j + 1;
    } else if (c === "'") {
      // A char literal ('x', '\n', '\u{1F600}', '{') or a lifetime ('a, 'static).
      const m = /^'(\\(u\{[0-9a-fA-F]+\}|x[0-9a-fA-F]{2}|.)|[^\\'\n])'/u.exec(src.slice(i, i + 16));
      if (m) {
        out += "'" + blank(m[0].slice(1, -1)) + "'";
        i += m[0].length;
      } else {
        out += c;
        i++;
      }
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/**
 * Starlark (Python-like) source with comments blanked and string contents
 * blanked (quotes kept), offsets unchanged.
 */
export function blankStarlark(src) {
  let out = '';
  let i = 0;
  const n = src.length;
  while (i < n) {
    const c = src[i];
    if (c === '#') {
      const end = src.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      out += blank(src.slice(i, stop));
      i = stop;
    } else if (c === '"' || c === "'") {
      const triple = src.slice(i, i + 3) === c.repeat(3);
      const quote = triple ? c.repeat(3) : c;
      let j = i + quote.length;
      while (j < n && src.slice(j, j + quote.length) !== quote) {
        if (!triple && src[j] === '\n') break;
        j += src[j] === '\\' ? 2 : 1;
      }
      out += quote + blank(src.slice(i + quote.length, j)) + quote;
      i = j + quote.length;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const OPEN = { '(': ')', '[': ']', '{': '}' };
const CLOSE = new Set([')', ']', '}']);

/** Offset of the bracket that closes the one at `open` (in blanked text), or -1. */
export function matchingBracket(code, open) {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const c = code[i];
    if (c in OPEN) depth++;
    else if (CLOSE.has(c)) {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** Offset of the innermost unclosed `(` before `offset` (in blanked text), or -1. */
export function enclosingParen(code, offset) {
  let depth = 0;
  for (let i = offset - 1; i >= 0; i--) {
    const c = code[i];
    if (CLOSE.has(c)) depth++;
    else if (c in OPEN) {
      if (depth === 0) return c === '(' ? i : -1;
      depth--;
    }
  }
  return -1;
}

/**
 * The top-level arguments of a call whose `(` is at `open`: each with its
 * start and end offsets, its keyword (Starlark `name = value`) if any, and
 * its text from the original source.
 */
export function callArguments(src, code, open) {
  const close = matchingBracket(code, open);
  if (close === -1) return undefined;
  const args = [];
  let depth = 0;
  let start = open + 1;
  const push = (end) => {
    const raw = src.slice(start, end);
    const blanked = code.slice(start, end);
    if (raw.trim()) {
      const kw = /^\s*([A-Za-z_]\w*)\s*=(?!=)/.exec(blanked);
      const valueStart = kw ? start + kw[0].length : start;
      args.push({
        keyword: kw ? kw[1] : undefined,
        start: valueStart + (src.slice(valueStart, end).length - src.slice(valueStart, end).trimStart().length),
        text: src.slice(valueStart, end).trim(),
        code: code.slice(valueStart, end).trim(),
      });
    }
  };
  for (let i = open + 1; i < close; i++) {
    const c = code[i];
    if (c in OPEN) depth++;
    else if (CLOSE.has(c)) depth--;
    else if (c === ',' && depth === 0) {
      push(i);
      start = i + 1;
    }
  }
  push(close);
  return { args, close };
}

/** The value of a plain string literal (`"x"`, `'x'`, Rust `"x"`), or undefined. */
export function stringLiteral(text) {
  const m = /^(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)')$/.exec(text.trim());
  if (!m) return undefined;
  return (m[1] ?? m[2]).replace(/\\(.)/g, '$1');
}
