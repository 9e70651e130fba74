import type { Root } from 'hast';
import { elementsOf } from '../../lib/build/elements';

/**
 * For hosts that cannot set response headers (GitHub Pages): the same policy
 * as a `<meta http-equiv>` tag, placed right after `<meta charset>` so that it
 * covers every script after it, and the referrer policy as `<meta name="referrer">`.
 * Browsers ignore frame-ancestors there (metaPolicy leaves it out), and
 * X-Content-Type-Options has no meta equivalent.
 */
const escapeAttribute = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** Where the tags go in the page's text: after `<meta charset>`, else before the first element of the head; undefined without either. */
export function metaPolicyOffset(tree: Root): number | undefined {
  let head: number | undefined;
  for (const element of elementsOf(tree)) {
    if (element.tagName === 'meta' && 'charSet' in element.properties) return element.position?.end.offset;
    // The parser makes a <head> even when the page has none: only one written in the page has a position.
    if (element.tagName === 'head' && head === undefined && element.position) head = element.children[0]?.position?.start.offset;
  }
  return head;
}

/** The page with both tags at `at` (metaPolicyOffset of its tree), or undefined when it has no head to put them in. */
export function withMetaPolicy(html: string, at: number | undefined, policy: string, referrerPolicy: string): string | undefined {
  if (at === undefined) return undefined;
  const tags = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"><meta name="referrer" content="${escapeAttribute(referrerPolicy)}">`;
  return html.slice(0, at) + tags + html.slice(at);
}
