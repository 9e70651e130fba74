import { existsSync } from 'node:fs';
import { fromHtml } from 'hast-util-from-html';
import { join } from 'node:path';
import type { Root } from 'hast';
import { extractIds, extractReferences, resolveReference, whereIs, type LinkProblem } from '../../integrations/link-check';
import { warnContent } from '../content-error';
import { getDocsContext } from '../docs/docs-context';
import { redirects } from '../../../redirects';
import { servedPage } from './dev-state';

/**
 * The dev server's link check: the links, images and #anchors of one page as
 * it is served, checked against the site the dev server serves (the build
 * checks them all in dist/ instead). A link to a missing page or file is an
 * error of the build; a missing anchor is a warning of the build.
 */

/** What the dev server serves itself (its scripts and styles), and what only a build writes. */
const NOT_CHECKED = /^\/(@|src\/|node_modules\/|_astro\/|\.astro\/|pagefind\/|llms(-full)?\.txt$|sitemap|_headers$)|\/index\.md$/;

/** The routes of src/pages that are not docs (they exist whatever the content). */
const SITE_PAGES = ['/', '/search/', '/404/', '/opensearch.xml', '/robots.txt'];

async function read(url: URL): Promise<{ status: number; ids: Set<string> }> {
  // A server going away (a restart) answers nothing: nothing to report.
  const response = await fetch(url).catch(() => undefined);
  if (!response) return { status: 0, ids: new Set() };
  const html = (response.headers.get('content-type') ?? '').includes('html');
  return { status: response.status, ids: html ? extractIds(fromHtml(await response.text())) : new Set<string>() };
}

export interface PageProblem extends LinkProblem {
  /** A missing anchor: a warning in the build, not an error. */
  anchor: boolean;
}

/** Problems of the links of one served page (`tree`, parsed, at `url`). */
export async function linkProblems(tree: Root, url: URL): Promise<PageProblem[]> {
  const page = url.pathname;
  const { infos } = await getDocsContext();
  const pages = new Set([...SITE_PAGES, ...redirects.map((r) => r.from), ...[...infos.values()].filter((info) => !info.draft).map((info) => info.href)]);
  const ownIds = extractIds(tree);
  const serve = (path: string) => servedPage(new URL(path, url.origin), read);
  const seen = new Set<string>();
  const problems = await Promise.all(
    extractReferences(tree).map(async (ref): Promise<PageProblem | undefined> => {
      if (seen.has(ref.value)) return undefined;
      seen.add(ref.value);
      const target = resolveReference(page, ref.value, url.origin);
      if (!target || NOT_CHECKED.test(target.path)) return undefined;
      const problem = (text: string, anchor = false): PageProblem => ({ page, link: ref.value, problem: text, anchor });
      const missingAnchor = (ids: Set<string>) => (target.hash && !ids.has(target.hash) ? problem(`no element with id "${target.hash}"`, true) : undefined);
      if (target.path === page) return missingAnchor(ownIds);
      if (!target.path.endsWith('/')) {
        if (pages.has(target.path)) return undefined;
        if (pages.has(`${target.path}/`)) return problem(`missing trailing slash (use ${target.path}/)`);
        if (existsSync(join('public', target.path))) return undefined;
        return (await serve(target.path)).status === 404 ? problem('no such file') : undefined;
      }
      if (pages.has(target.path) && !target.hash) return undefined;
      const answer = await serve(target.path);
      if (answer.status === 404) return problem('no such page');
      return answer.status === 200 ? missingAnchor(answer.ids) : undefined;
    }),
  );
  const found = problems.filter((p): p is PageProblem => p !== undefined);
  for (const p of found) warnContent(`${whereIs(p)}: ${p.anchor ? 'link to a missing anchor' : 'broken link'}: ${p.link} (${p.problem})`);
  return found;
}

const escape = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A banner listing the problems, for the top of the page (dev server only). */
export function problemsBanner(problems: readonly PageProblem[]): string {
  const broken = problems.filter((p) => !p.anchor).length;
  const anchors = problems.length - broken;
  const counts = [broken ? `${broken} broken link${broken === 1 ? '' : 's'} (the build fails on them)` : '', anchors ? `${anchors} link${anchors === 1 ? '' : 's'} to a missing anchor (the build warns)` : '']
    .filter(Boolean)
    .join(' and ');
  const items = problems.map((p) => `<li><code>${escape(p.link)}</code>: ${escape(p.problem)} <small>(${escape(whereIs(p))})</small></li>`).join('');
  return (
    `<div role="alert" data-dev-link-problems style="background:#fff3cd;color:#3d2c00;border-bottom:3px solid #b8860b;padding:0.75rem 1rem;font:0.95rem/1.5 system-ui,sans-serif">` +
    `<strong>This page has ${counts}.</strong> <small>Shown by <code>npm run dev</code> only.</small><ul style="margin:0.25rem 0 0;padding-left:1.25rem">${items}</ul></div>`
  );
}
