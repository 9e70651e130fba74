/**
 * For hosts that cannot set response headers (GitHub Pages): the same policy
 * as a `<meta http-equiv>` tag, placed right after `<meta charset>` so that it
 * covers every script after it, and the referrer policy as `<meta name="referrer">`.
 * Browsers ignore frame-ancestors there (metaPolicy leaves it out), and
 * X-Content-Type-Options has no meta equivalent.
 */
const escapeAttribute = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The page with both tags, or undefined when it has no head to put them in. */
export function withMetaPolicy(html: string, policy: string, referrerPolicy: string): string | undefined {
  const tags = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"><meta name="referrer" content="${escapeAttribute(referrerPolicy)}">`;
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (charset) return html.slice(0, charset.index + charset[0].length) + tags + html.slice(charset.index + charset[0].length);
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) return undefined;
  return html.slice(0, head.index + head[0].length) + tags + html.slice(head.index + head[0].length);
}
