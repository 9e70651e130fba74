import type { Root } from 'hast';
import { createHash } from 'node:crypto';
import { attributeOf, elementsOf } from '../../lib/build/elements';

/**
 * What a strict Content-Security-Policy has to know about a built page: the
 * inline scripts it runs (allowed by their hash) and the inline code it must
 * not have (event-handler attributes and `javascript:` URLs cannot be hashed
 * without 'unsafe-hashes', so the build refuses them).
 */

/** Script types a browser runs (others, such as JSON data blocks, are not scripts to CSP). */
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/** The text of every inline script a browser would run, as the browser reads it. */
export function inlineScripts(tree: Root): string[] {
  const out: string[] = [];
  for (const element of elementsOf(tree)) {
    if (element.tagName !== 'script' || attributeOf(element, 'src') !== undefined) continue;
    if (!RUNNABLE_TYPES.has((attributeOf(element, 'type') ?? '').trim().toLowerCase())) continue;
    out.push(element.children.map((child) => (child.type === 'text' ? child.value : '')).join(''));
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

const URL_PROPERTIES = new Set(['href', 'src', 'action', 'formAction']);

/** Inline code a hash cannot allow: `onclick=` and similar attributes, `javascript:` links. */
export function forbiddenInlineCode(tree: Root): string[] {
  const found = new Set<string>();
  for (const element of elementsOf(tree)) {
    for (const [property, value] of Object.entries(element.properties)) {
      const name = property.toLowerCase();
      if (name.length > 2 && name.startsWith('on')) found.add(`${name}= attribute`);
      else if (URL_PROPERTIES.has(property) && String(value).trim().toLowerCase().startsWith('javascript:')) found.add('javascript: URL');
    }
  }
  return [...found];
}
