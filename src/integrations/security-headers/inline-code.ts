import { createHash } from 'node:crypto';

/**
 * What a strict Content-Security-Policy has to know about a built page: the
 * inline scripts it runs (allowed by their hash) and the inline code it must
 * not have (event-handler attributes and `javascript:` URLs cannot be hashed
 * without 'unsafe-hashes', so the build refuses them).
 */

/** `<script>` start tags (attribute values may hold `>`) with their raw text. */
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
/** Script types a browser runs (others, such as JSON data blocks, are not scripts to CSP). */
const RUNNABLE_TYPE = /^(?:|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/i;

/** The attributes of a start tag's attribute text, names lower-cased (the first of a name wins, as in HTML). */
export function attributes(attrs: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of attrs.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const name = m[1]!.toLowerCase();
    if (!out.has(name)) out.set(name, m[2] ?? m[3] ?? m[4] ?? '');
  }
  return out;
}

/** The text of every inline script a browser would run, as written in the page. */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(SCRIPT)) {
    const attrs = attributes(m[1] ?? '');
    if (attrs.has('src')) continue;
    if (!RUNNABLE_TYPE.test((attrs.get('type') ?? '').trim())) continue;
    out.push(m[2] ?? '');
  }
  return out;
}

/**
 * The CSP source allowing one inline script: sha256 of its text as the
 * browser sees it (the HTML parser turns CRLF and CR into LF first).
 */
export function sha256Source(scriptText: string): string {
  const normalized = scriptText.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}'`;
}

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction']);

/** Inline code a hash cannot allow: `onclick=` and similar attributes, `javascript:` links. */
export function forbiddenInlineCode(html: string): string[] {
  const markup = html.replace(/<(script|style)\b(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?<\/\1[\s/>]/gi, '');
  const found = new Set<string>();
  // Most pages have neither: skip the attribute-by-attribute pass.
  if (!/\son[a-z]+\s*=|javascript:/i.test(markup)) return [];
  for (const tag of markup.matchAll(/<[a-z][a-z0-9-]*((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)) {
    for (const [name, value] of attributes(tag[1] ?? '')) {
      if (/^on[a-z]+$/.test(name)) found.add(`${name}= attribute`);
      else if (URL_ATTRIBUTES.has(name) && /^\s*javascript:/i.test(value)) found.add('javascript: URL');
    }
  }
  return [...found];
}
