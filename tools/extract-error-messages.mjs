#!/usr/bin/env node
// Source facts for the troubleshooting entries (src/data/troubleshooting.yaml):
// reads Buck2's source at a commit from a git directory (a bare one is fine),
// finds, in the file each entry names, the string literal its quoted message
// comes from, and writes them with the error-tag classification of
// app/buck2_error/src/classify.rs into tests/fixtures/buck2-error-messages.json.
// tests/unit/troubleshooting.test.ts checks the entries against that file.
//
//   node tools/extract-error-messages.mjs --git-dir /work/.mirror/facebook+buck2/repo \
//     [--commit 13baa8a1d181428b17e1873fcb129793fa36d463] [--out tests/fixtures/buck2-error-messages.json]
//     [--lines-out src/data/troubleshooting-sources.json]
//
// It also writes the line of each entry's message to src/data/troubleshooting-sources.json,
// from which the page links every entry to its source at the commit.
//
// The commit defaults to the one in src/data/buck2-source.json. An entry whose
// message is no longer in its file makes the script list it and exit with 1.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const DATA = 'src/data/troubleshooting.yaml';
const OUT = 'tests/fixtures/buck2-error-messages.json';
/** Where each entry's message is in the source, for the page's source links. */
const LINES = 'src/data/troubleshooting-sources.json';
const CLASSIFY = 'app/buck2_error/src/classify.rs';
const ERROR_PROTO = 'app/buck2_data/error.proto';

/** A placeholder in a quoted message: `<target>`, `<project root>`. */
const PLACEHOLDER = /<[a-z][a-z0-9 _.-]*>/g;

/**
 * The string literals of a Rust source file, as the program sees them:
 * escapes decoded, `\` line continuations joined, raw strings kept as written.
 * Comments and character literals are skipped.
 */
export function rustStringLiterals(source) {
  const literals = [];
  let i = 0;
  let line = 1;
  const n = source.length;
  const advance = (to) => {
    for (; i < to; i++) if (source[i] === '\n') line++;
  };
  while (i < n) {
    const c = source[i];
    if (c === '/' && source[i + 1] === '/') {
      const end = source.indexOf('\n', i);
      advance(end < 0 ? n : end);
      continue;
    }
    if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      advance(end < 0 ? n : end + 2);
      continue;
    }
    const raw = /^(?:b?r)(#*)"/.exec(source.slice(i, i + 40));
    if (raw && !/[A-Za-z0-9_]/.test(source[i - 1] ?? '')) {
      const close = `"${raw[1]}`;
      const start = i + raw[0].length;
      const end = source.indexOf(close, start);
      const startLine = line;
      literals.push({ line: startLine, text: source.slice(start, end) });
      advance(end + close.length);
      continue;
    }
    if (c === "'") {
      // A character literal ('x', '\n', '\'', '\u{1F600}') or a lifetime ('a).
      const char = /^'(?:\\(?:u\{[0-9a-fA-F]+\}|x[0-9a-fA-F]{2}|.)|[^\\'])'/.exec(source.slice(i, i + 12));
      advance(i + (char ? char[0].length : 1));
      continue;
    }
    if (c === '"') {
      const startLine = line;
      let text = '';
      let j = i + 1;
      while (j < n && source[j] !== '"') {
        if (source[j] === '\\') {
          const e = source[j + 1];
          if (e === '\n') {
            // A continuation: the newline and the next line's leading whitespace are dropped.
            j += 2;
            while (j < n && /\s/.test(source[j])) j++;
            continue;
          }
          const simple = { n: '\n', t: '\t', r: '\r', 0: '\0', '\\': '\\', '"': '"', "'": "'" }[e];
          if (simple !== undefined) {
            text += simple;
            j += 2;
          } else if (e === 'x') {
            text += String.fromCharCode(parseInt(source.slice(j + 2, j + 4), 16));
            j += 4;
          } else if (e === 'u') {
            const close = source.indexOf('}', j);
            text += String.fromCodePoint(parseInt(source.slice(j + 3, close), 16));
            j = close + 1;
          } else {
            text += e;
            j += 2;
          }
        } else {
          text += source[j];
          j++;
        }
      }
      literals.push({ line: startLine, text });
      advance(j + 1);
      continue;
    }
    advance(i + 1);
  }
  return literals;
}

/** The string literals of a Starlark file: single, double and triple quotes, escapes decoded, comments skipped. */
export function starlarkStringLiterals(source) {
  const literals = [];
  let i = 0;
  let line = 1;
  const n = source.length;
  const advance = (to) => {
    for (; i < to; i++) if (source[i] === '\n') line++;
  };
  while (i < n) {
    const c = source[i];
    if (c === '#') {
      const end = source.indexOf('\n', i);
      advance(end < 0 ? n : end);
      continue;
    }
    if (c === '"' || c === "'") {
      const isRaw = /[rR]/.test(source[i - 1] ?? '') && !/[A-Za-z0-9_]/.test(source[i - 2] ?? '');
      const quote = source.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
      const startLine = line;
      let text = '';
      let j = i + quote.length;
      while (j < n && !source.startsWith(quote, j)) {
        if (source[j] === '\\' && !isRaw) {
          const e = source[j + 1];
          const simple = { n: '\n', t: '\t', '\\': '\\', '"': '"', "'": "'", '\n': '' }[e];
          text += simple ?? `\\${e}`;
          j += 2;
        } else {
          text += source[j];
          j++;
        }
      }
      literals.push({ line: startLine, text });
      advance(j + quote.length);
      continue;
    }
    advance(i + 1);
  }
  return literals;
}

/** The string literals of a file, by its language. */
export function stringLiterals(path, source) {
  return /\.(bzl|bxl)$|(^|\/)BUCK$/.test(path) ? starlarkStringLiterals(source) : rustStringLiterals(source);
}

/**
 * A text as a list of tokens: a character, or a hole. In a quoted message the
 * holes are its `<placeholders>`; in a source string, its format arguments
 * (`{}`, `{0}`, `{target}`, `{:?}`; `{{` and `}}` are braces) and, in
 * Starlark, `%s`-style conversions.
 */
function messageTokens(message) {
  const tokens = [];
  let last = 0;
  for (const m of message.matchAll(PLACEHOLDER)) {
    for (const ch of message.slice(last, m.index)) tokens.push({ ch });
    tokens.push({ hole: m[0] });
    last = m.index + m[0].length;
  }
  for (const ch of message.slice(last)) tokens.push({ ch });
  return tokens;
}

function sourceTokens(text) {
  const tokens = [];
  for (let i = 0; i < text.length; i++) {
    const rest = text.slice(i);
    if (rest.startsWith('{{') || rest.startsWith('}}')) {
      tokens.push({ ch: text[i] });
      i++;
      continue;
    }
    const format = /^\{[A-Za-z0-9_.]*(?::[^{}]*)?\}/.exec(rest) ?? /^%[-#0 +]*\d*(?:\.\d+)?[sdrfxXoi]/.exec(rest);
    if (format) {
      tokens.push({ hole: format[0] });
      i += format[0].length - 1;
      continue;
    }
    tokens.push({ ch: text[i] });
  }
  return tokens;
}

/**
 * Whether a quoted message can be printed from a source string: some stretch
 * of the source string, with its format arguments filled in, reads as the
 * message. A placeholder of the message stands for a format argument (or is
 * the same text, `<cell>` in a message that prints `<cell>`); a format
 * argument may print any text of the message. At least half of the message's
 * own characters (and at least 10) must come from the source string's
 * literal text, so that a string made only of arguments proves nothing.
 * Returns the number of characters matched literally, or -1.
 */
export function messageMatchScore(message, sourceText) {
  const m = messageTokens(message);
  const s = sourceTokens(sourceText);
  const literalChars = m.reduce((sum, t) => sum + (t.ch !== undefined ? 1 : 0), 0);
  const NONE = -1;
  // best[i][j]: most literal characters matched with m[0..i) consumed and the
  // source read up to token j (the match may start at any source token).
  let prev = new Array(s.length + 1).fill(0);
  for (let i = 1; i <= m.length; i++) {
    const cur = new Array(s.length + 1).fill(NONE);
    const mt = m[i - 1];
    for (let j = 1; j <= s.length; j++) {
      const st = s[j - 1];
      let best = NONE;
      if (st.hole !== undefined) {
        // The source argument prints this message token, alone or after earlier ones it also printed.
        if (prev[j - 1] !== NONE) best = Math.max(best, prev[j - 1]);
        if (prev[j] !== NONE) best = Math.max(best, prev[j]);
      } else if (mt.ch !== undefined && mt.ch === st.ch && prev[j - 1] !== NONE) {
        best = Math.max(best, prev[j - 1] + 1);
      }
      // A source argument may also print nothing.
      if (st.hole !== undefined && cur[j - 1] !== NONE) best = Math.max(best, cur[j - 1]);
      cur[j] = best;
    }
    // A message placeholder may also be the same literal text in the source (`<cell>`).
    if (mt.hole !== undefined) {
      const text = mt.hole;
      for (let j = text.length; j <= s.length; j++) {
        const start = j - text.length;
        if (prev[start] === NONE) continue;
        let same = true;
        for (let k = 0; k < text.length; k++) if (s[start + k].ch !== text[k]) same = false;
        if (same) cur[j] = Math.max(cur[j], prev[start]);
      }
    }
    cur[0] = NONE;
    prev = cur;
  }
  const score = Math.max(NONE, ...prev.slice(1));
  const required = literalChars < 10 ? literalChars : Math.max(10, Math.ceil(literalChars / 2));
  return literalChars > 0 && score >= required ? score : NONE;
}

/** The best source string for a quoted message, or undefined. */
export function findSourceString(message, literals) {
  let best;
  for (const literal of literals) {
    const score = messageMatchScore(message, literal.text);
    if (score >= 0 && (!best || score > best.score)) best = { ...literal, score };
  }
  return best && { line: best.line, text: best.text };
}

/** `IO_NOT_FOUND` → `IoNotFound` (prost's enum variant names). */
export function protoToRustName(name) {
  if (!name.includes('_') && /[a-z]/.test(name)) return name;
  return name
    .split('_')
    .map((part) => part.charAt(0) + part.slice(1).toLowerCase())
    .join('');
}

/** Error tags named in a Rust file: `#[buck2(input)]`, `tag = X`, `ErrorTag::X`. */
export function tagsInRust(source) {
  const tags = new Set();
  for (const m of source.matchAll(/#\[buck2\(([^\]]*)\)\]/g)) {
    for (const part of m[1].split(',')) {
      const p = part.trim();
      if (p === 'input') tags.add('Input');
      else if (p === 'tier0') tags.add('Tier0');
      else if (p === 'environment') tags.add('Environment');
      const t = /^tag\s*=\s*(?:[\w:]*::)?([A-Z]\w*)$/.exec(p);
      if (t) tags.add(t[1]);
    }
  }
  for (const m of source.matchAll(/ErrorTag::([A-Z]\w*)/g)) tags.add(m[1]);
  return [...tags].sort();
}

/** `ExitCode::X` variants named in a Rust file. */
export function exitCodesInRust(source) {
  return [...new Set([...source.matchAll(/ExitCode::([A-Z]\w*)/g)].map((m) => m[1]))].sort();
}

/**
 * The classification of every error tag (classify.rs, `tag_metadata`): its
 * tier, the exit code it leads to when it is an error's most significant tag,
 * its rank (lower is more significant) and whether it is hidden from reports.
 */
export function classification(classifySource, protoSource) {
  const protoNames = new Map();
  const enumBody = /enum ErrorTag \{([\s\S]*?)\n\}/.exec(protoSource)?.[1] ?? '';
  for (const m of enumBody.matchAll(/^\s*([A-Za-z0-9_]+)\s*=\s*\d+;/gm)) protoNames.set(protoToRustName(m[1]), m[1]);
  const body = /fn tag_metadata\(tag: ErrorTag\) -> TagMetadata \{([\s\S]*?)\n\}/.exec(classifySource)?.[1] ?? '';
  const EXIT = { environment: 'InfraError', tier0: 'InfraError', input: 'UserError', unspecified: 'UnknownFailure' };
  const tags = {};
  let rank = 0;
  for (const m of body.matchAll(/ErrorTag::(\w+)\s*=>\s*rank!\((\w+)\)([^,\n]*)/g)) {
    const [, rust, tier, rest] = m;
    const override = /\.exit_code\(ExitCode::(\w+)\)/.exec(rest)?.[1];
    const proto = protoNames.get(rust);
    if (!proto) throw new Error(`classify.rs names ErrorTag::${rust}, which error.proto does not declare`);
    tags[proto] = { rust, tier, exitCode: override ?? EXIT[tier], rank: rank++, hidden: /\.hidden\(\)/.test(rest) };
  }
  return tags;
}

function gitShow(gitDir, commit, path) {
  return execFileSync('git', ['--git-dir', gitDir, 'show', `${commit}:${path}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const gitDir = option('--git-dir');
  if (!gitDir) {
    console.error('usage: node tools/extract-error-messages.mjs --git-dir <buck2 .git or bare repo> [--commit <sha>] [--out <file>]');
    process.exit(2);
  }
  const pinned = JSON.parse(readFileSync('src/data/buck2-source.json', 'utf8'));
  const commit = execFileSync('git', ['--git-dir', gitDir, 'rev-parse', `${option('--commit', pinned.commit)}^{commit}`], { encoding: 'utf8' }).trim();
  const out = option('--out', OUT);
  const data = parse(readFileSync(DATA, 'utf8'));

  const files = new Map();
  const file = (path) => {
    if (!files.has(path)) {
      const source = gitShow(gitDir, commit, path);
      const rust = path.endsWith('.rs');
      files.set(path, {
        source,
        literals: stringLiterals(path, source),
        facts: { ...(rust ? { tags: tagsInRust(source), exitCodes: exitCodesInRust(source) } : {}), strings: [] },
      });
    }
    return files.get(path);
  };

  const missing = [];
  const quote = (id, text, path) => {
    const f = file(path);
    const found = findSourceString(text, f.literals);
    if (!found) {
      missing.push(`${id}: "${text}" is not in ${path}`);
      return undefined;
    }
    if (!f.facts.strings.some((s) => s.line === found.line && s.text === found.text)) f.facts.strings.push(found);
    return found.line;
  };
  const lines = {};
  for (const entry of data) {
    lines[entry.id] = { path: entry.source, line: quote(entry.id, entry.message, entry.source) };
    for (const c of entry.context ?? []) quote(entry.id, c.text, c.source);
    if (entry.prefix) quote(entry.id, entry.prefix.text, entry.prefix.source);
    if (entry.tag) file(entry.tagSource ?? entry.source);
    if (entry.exitCodeSource) file(entry.exitCodeSource);
  }
  if (missing.length) {
    console.error(`Not found at ${commit}:\n  ${missing.join('\n  ')}`);
    process.exit(1);
  }

  const facts = {
    description:
      'Source facts for src/data/troubleshooting.yaml: for each file an entry names, the string literals its quoted messages come from (line and text, escapes decoded), the error tags and ExitCode variants the file names; and the classification of every error tag from app/buck2_error/src/classify.rs. Written by tools/extract-error-messages.mjs.',
    repository: pinned.repository,
    commit,
    classification: classification(gitShow(gitDir, commit, CLASSIFY), gitShow(gitDir, commit, ERROR_PROTO)),
    files: Object.fromEntries(
      [...files.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([path, f]) => [path, { ...f.facts, strings: f.facts.strings.sort((a, b) => a.line - b.line) }]),
    ),
  };
  writeFileSync(out, `${JSON.stringify(facts, null, 2)}\n`);
  console.log(`${out}: ${data.length} entries, ${files.size} files, commit ${commit}`);
  const linesOut = option('--lines-out', LINES);
  const sources = { description: `Where each troubleshooting entry's message is in Buck2's source, for source links. Written by tools/extract-error-messages.mjs.`, repository: pinned.repository, commit, entries: lines };
  writeFileSync(linesOut, `${JSON.stringify(sources, null, 2)}\n`);
  console.log(`${linesOut}: ${Object.keys(lines).length} source lines`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
