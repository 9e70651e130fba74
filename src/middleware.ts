import { defineMiddleware } from 'astro:middleware';
import { pendingContentError } from './lib/content-error';

/**
 * The dev server only (a build passes every page through untouched):
 * - while a content error is pending (a frontmatter, a diagram, a rule's
 *   YAML: see src/lib/content-error.ts), every page shows it in Astro's error
 *   overlay, with the message the build would print;
 * - a page with a broken link, a missing image or a link to a missing
 *   #anchor gets a banner at its top listing them;
 * - a page checks, once loaded, that the content has not changed since it
 *   was rendered (src/lib/dev/dev-state.ts).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  if (!import.meta.env.DEV) return next();
  const error = pendingContentError();
  if (error) throw error;
  const { isLinkCheckRead, staleCheckScript } = await import('./lib/dev/dev-state');
  // Rendered from the content as it is now: if it changes before the page has loaded, the page reloads itself.
  const stale = staleCheckScript();
  const response = await next();
  if (isLinkCheckRead(context.url.pathname) || response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('text/html')) return response;
  const { linkProblems, problemsBanner } = await import('./lib/dev/link-problems');
  const { insertIntoBody } = await import('./lib/dev/body-insert');
  const { fromHtml } = await import('hast-util-from-html');
  const html = await response.text();
  const tree = fromHtml(html);
  const problems = await linkProblems(tree, context.url);
  const body = insertIntoBody(html, tree, problems.length ? problemsBanner(problems) : '', stale);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
});
