import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
// With extensions: `npm run check:links` (tools/check-links.mjs) runs this file on Node directly.
import { ContentError, failBuild, recordBuildStat, warnContent } from '../lib/content-error.ts';
import { distFiles, fileOf, pageUrlOf } from '../lib/build/dist-files.ts';
import { attributeOf, elementsOf } from '../lib/build/elements.ts';
import type { PageStep } from './built-pages.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readFile, stat } from 'node:fs/promises';

/** A reference from a page to another URL of the site. */
export interface PageReference {
  attribute: 'href' | 'src' | 'srcset' | 'content';
  value: string;
}

const REFERENCING = new Set(['a', 'link', 'img', 'script', 'source', 'iframe', 'area']);
const URL_PROPERTIES = [
  ['href', 'href'],
  ['src', 'src'],
  ['srcSet', 'srcset'],
] as const;

/** Every href/src/srcset of the page's a, link, img, script, source, iframe and area elements. */
export function extractReferences(tree: Root): PageReference[] {
  const refs: PageReference[] = [];
  for (const element of elementsOf(tree)) {
    if (!REFERENCING.has(element.tagName)) continue;
    // <link rel="preconnect|dns-prefetch"> points to a host.
    const rel = element.properties['rel'];
    if (element.tagName === 'link' && Array.isArray(rel) && rel.some((r) => r === 'preconnect' || r === 'dns-prefetch')) continue;
    for (const [property, attribute] of URL_PROPERTIES) {
      const raw = attributeOf(element, property);
      if (raw === undefined) continue;
      if (attribute === 'srcset') {
        for (const part of raw.split(',')) {
          const url = part.trim().split(/\s+/)[0];
          if (url) refs.push({ attribute, value: url });
        }
      } else refs.push({ attribute, value: raw });
    }
  }
  return refs;
}

/** Every id of the page, and every `<a name>` (the anchors a link can land on). */
export function extractIds(tree: Root): Set<string> {
  const ids = new Set<string>();
  for (const element of elementsOf(tree)) {
    const id = attributeOf(element, 'id');
    if (id !== undefined) ids.add(id);
    const name = element.tagName === 'a' ? attributeOf(element, 'name') : undefined;
    if (name !== undefined) ids.add(name);
  }
  return ids;
}

/** The site path a reference points to, or undefined when it leaves the site. */
export function resolveReference(
  pagePath: string,
  value: string,
  siteOrigin: string,
): { path: string; hash?: string } | undefined {
  const trimmed = value.trim();
  if (!trimmed || trimmed.startsWith('data:') || trimmed.startsWith('javascript:')) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !trimmed.startsWith(siteOrigin)) return undefined;
  if (trimmed.startsWith('//')) return undefined;
  const url = new URL(trimmed, `${siteOrigin}${pagePath}`);
  if (url.origin !== siteOrigin) return undefined;
  const hash = url.hash ? decodeURIComponent(url.hash.slice(1)) : undefined;
  return { path: decodeURIComponent(url.pathname), ...(hash ? { hash } : {}) };
}

export interface SiteFiles {
  /** Every file of dist/ as a site path (`/docs/index.html`, `/_astro/x.css`). */
  files: ReadonlySet<string>;
  /** Ids of every HTML page, by the page's canonical path (`/docs/`). */
  ids: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The HTML page a path is served from, or an explanation of why it is broken. */
export function targetOf(path: string, site: SiteFiles): { page?: string; file?: string; problem?: string } {
  if (path.endsWith('/')) {
    if (site.files.has(`${path}index.html`)) return { page: path };
    return { problem: 'no such page' };
  }
  if (site.files.has(path)) return { file: path, ...(path.endsWith('.html') ? { page: path } : {}) };
  if (site.files.has(`${path}/index.html`)) return { problem: `missing trailing slash (use ${path}/)` };
  return { problem: 'no such file' };
}

export interface LinkProblem {
  page: string;
  link: string;
  problem: string;
}

/** Checks every reference of every page (by page URL): broken targets are errors, missing anchors warnings. */
export function checkSite(
  pages: ReadonlyMap<string, readonly PageReference[]>,
  site: SiteFiles,
  siteOrigin: string,
): { errors: LinkProblem[]; warnings: LinkProblem[] } {
  const errors: LinkProblem[] = [];
  const warnings: LinkProblem[] = [];
  for (const [pagePath, refs] of pages) {
    const ownIds = site.ids.get(pagePath) ?? new Set<string>();
    for (const ref of refs) {
      const resolved = resolveReference(pagePath, ref.value, siteOrigin);
      if (!resolved) continue;
      // The canonical/og:url of a page points at itself on the production origin.
      const target = targetOf(resolved.path, site);
      if (target.problem) {
        errors.push({ page: pagePath, link: ref.value, problem: target.problem });
        continue;
      }
      if (resolved.hash && target.page) {
        const ids = target.page === pagePath ? ownIds : site.ids.get(target.page);
        if (ids && !ids.has(resolved.hash)) {
          warnings.push({ page: pagePath, link: ref.value, problem: `no element with id "${resolved.hash}"` });
        }
      }
    }
  }
  return { errors, warnings };
}

/**
 * Where released docs versions are kept, as src/config/site-input.ts reads it
 * (which this file cannot import: `npm run check:links` runs it on Node).
 */
const VERSIONS_ROOT = process.env['BUCK2_DOCS_VERSIONS_ROOT'] || '.';

/** A doc page's source file candidates, for its path without extension. */
const docFiles = (path: string) => ['.md', '.mdx', '/index.md', '/index.mdx'].map((ext) => `${path}${ext}`.replace('/index/index', '/index'));

/**
 * The source file of a built page, by the site's conventions: a doc page
 * (`src/content/docs/...md` or `.mdx`, or a released version's
 * `versioned_docs/version-<name>/...`), an API page or a rules page (YAML).
 */
export function sourceFileOf(pagePath: string, exists: (file: string) => boolean = existsSync, versionsRoot = VERSIONS_ROOT): string | undefined {
  const route = pagePath.replace(/^\/|\/$/g, '');
  const rest = route.replace(/^docs\/?/, '');
  const [version, ...inVersion] = rest.split('/');
  const candidates = route.startsWith('docs/api/')
    ? [`src/content/api/${rest.slice('api/'.length)}.yaml`, `src/content/api/${rest.slice('api/'.length)}/index.yaml`]
    : route.startsWith('docs/prelude/rules/') && rest !== 'prelude/rules'
      ? [`src/content/rules/${rest.slice('prelude/rules/'.length)}.yaml`, `src/content/rules/${rest.slice('prelude/rules/'.length)}/index.yaml`]
      : route === 'docs' || route.startsWith('docs/')
        ? [
            ...docFiles(`src/content/docs/${rest || 'index'}`),
            ...(version ? docFiles(join(versionsRoot, 'versioned_docs', `version-${version}`, inVersion.join('/') || 'index')) : []),
          ]
        : [];
  return candidates.find((file) => exists(file));
}

/** The line (1-based) of a source file where a link is written, when it can be found. */
export function lineOfLink(source: string, link: string): number | undefined {
  const lines = source.split('\n');
  const hash = link.includes('#') ? link.slice(link.indexOf('#')) : undefined;
  // As written in Markdown, in HTML or JSX, then anywhere; an anchor alone last (the link may be written relative).
  const forms = [`](${link})`, `](${link} `, `"${link}"`, `'${link}'`, link, ...(hash ? [`${hash})`, `${hash}"`] : [])];
  for (const form of forms) {
    const index = lines.findIndex((line) => line.includes(form));
    if (index >= 0) return index + 1;
  }
  return undefined;
}

function readSource(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Where a problem is: the source file and line where the link is written (or the page's URL when it has no source file), and the page's URL. */
export function whereIs(
  problem: LinkProblem,
  sourceOf: (page: string) => string | undefined = sourceFileOf,
  read: (file: string) => string = readSource,
): string {
  const source = sourceOf(problem.page);
  const line = source ? lineOfLink(read(source), problem.link) : undefined;
  return source ? `${source}${line ? `:${line}` : ''} (${problem.page})` : problem.page;
}

/** One line per problem: where it is, the link as written and what is wrong with it. */
export function formatProblems(
  problems: readonly LinkProblem[],
  sourceOf: (page: string) => string | undefined = sourceFileOf,
  read: (file: string) => string = readSource,
): string {
  return problems.map((p) => `  ${whereIs(p, sourceOf, read)}: ${p.link} (${p.problem})`).join('\n');
}

/** Reads dist/ and checks every link of every page (`npm run check:links`, outside a build). */
export async function checkDist(distDir: string, origin: string): Promise<{ pages: number; errors: LinkProblem[]; warnings: LinkProblem[] }> {
  await stat(distDir);
  const files = new Set(await distFiles(distDir));
  const step = linkCheckStep();
  const pages: string[] = [];
  for (const sitePath of files) {
    if (!sitePath.endsWith('.html')) continue;
    pages.push(sitePath);
    step.read(sitePath, fromHtml(await readFile(fileOf(distDir, sitePath), 'utf8')));
  }
  return { pages: pages.length, ...step.check({ files, origin }) };
}

/** The message of broken links: they fail the build. */
export const brokenLinksMessage = (errors: readonly LinkProblem[]) =>
  `Broken links: ${errors.length} link(s) point to nothing in the built site:\n${formatProblems(errors)}`;

/** Each link to a missing anchor, as a warning line. */
export const anchorWarnings = (warnings: readonly LinkProblem[]) =>
  warnings.map((p) => `${whereIs(p)}: link to a missing anchor: ${p.link} (${p.problem})`);

/** What the check keeps of each page: its references and its ids. */
function linkCheckStep() {
  const refs = new Map<string, PageReference[]>();
  const ids = new Map<string, Set<string>>();
  return {
    read(sitePath: string, tree: Root) {
      const page = pageUrlOf(sitePath);
      refs.set(page, extractReferences(tree));
      ids.set(page, extractIds(tree));
    },
    check({ files, origin }: { files: ReadonlySet<string>; origin: string }) {
      return checkSite(refs, { files, ids }, origin);
    },
  };
}

/** Fails the build when a page links to a page or asset that is not in dist/ (a step of ./built-pages.ts). */
export function linkCheck(): PageStep {
  const step = linkCheckStep();
  return {
    name: 'link check',
    page: ({ sitePath, tree }) => step.read(sitePath, tree),
    done: ({ files, origin, logger }) => {
      const { errors, warnings } = step.check({ files, origin });
      const pages = [...files].filter((f) => f.endsWith('.html')).length;
      recordBuildStat('pages', pages);
      // Warnings first: the build summary (or the terminal) lists each one.
      for (const warning of anchorWarnings(warnings)) warnContent(warning);
      if (errors.length) throw failBuild(new ContentError(brokenLinksMessage(errors), { name: 'LinkCheckError' }));
      logger.info(`checked the links of ${pages} pages: none broken${warnings.length ? `, ${warnings.length} link(s) to a missing anchor` : ''}`);
    },
  };
}
