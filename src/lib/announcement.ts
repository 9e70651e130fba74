import { fromHtml } from 'hast-util-from-html';
import { defaultSchema, sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';

/** Storage keys of the announcement bar (the same as the current site's). */
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';
/** The current site once stored its default id misspelt; such a value means the correct id. */
export const LEGACY_IDS: Record<string, string> = { 'annoucement-bar': 'announcement-bar' };

/** Inline HTML of the bar, sanitised at build: text, links and simple emphasis only. */
export function sanitizeAnnouncement(html: string): string {
  const schema = {
    ...defaultSchema,
    tagNames: ['a', 'b', 'strong', 'em', 'i', 'code', 'span', 'br'],
    attributes: { a: ['href', 'title', 'target', 'rel'], '*': [] },
    protocols: { href: ['http', 'https', 'mailto'] },
  };
  return toHtml(sanitize(fromHtml(html, { fragment: true }), schema));
}
