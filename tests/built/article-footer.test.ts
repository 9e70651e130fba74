import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfigInput } from '../../src/config/site-input';
import { sourceFileOf } from '../../src/integrations/link-check';
import { builtPage, sitemapPaths } from './site';

/** The end of every guide in the built site: "Edit this page", the date of its last change, and the feedback links. */
const DIST = process.env.DIST_DIR ?? 'dist';
/** The site's repository as the build found it (same environment, same origin remote): undefined when unknown. */
const REPO = siteConfigInput.sourceRepository;
/** Where feedback opens an issue: the site's repository, else Buck2's tracker (which the footer names). */
const ISSUES = `${REPO?.url ?? siteConfigInput.repositoryUrl}/issues/new`;

const versions: string[] = JSON.parse(readFileSync('versions.json', 'utf8'));
const guides = sitemapPaths()
  .filter((p) => p.startsWith('/docs/') && !/^\/docs\/(api|prelude|releases)\//.test(p) && !versions.some((v) => p.startsWith(`/docs/${v}/`)))
  .map((path) => ({ path, file: sourceFileOf(path) }));

const decode = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
const footerOf = (html: string) => html.match(/<footer class="doc-article-footer">[\s\S]*?<\/footer>/)?.[0] ?? '';

describe('the end of every guide', () => {
  it('covers the guides of the site', () => {
    expect(guides.length).toBeGreaterThan(100);
    expect(guides.filter((g) => !g.file).map((g) => g.path)).toEqual([]);
  });

  it('has an "Edit this page" link to the guide\'s file in the site repository, or none when that is unknown', () => {
    for (const { path, file } of guides) {
      const footer = footerOf(builtPage(path)!);
      if (REPO) expect(footer, path).toContain(`<a class="doc-edit-link" href="${REPO.url}/edit/${REPO.branch}/${REPO.directory ?? ''}${file}">Edit this page</a>`);
      else expect(footer, path).not.toContain('Edit this page');
    }
  });

  it('has "Was this page helpful?" with links that open an issue naming the page, its title and its version', () => {
    for (const { path } of guides) {
      const html = builtPage(path)!;
      const links = [...footerOf(html).matchAll(/<a href="([^"]+)" rel="nofollow">(Yes|No)<\/a>/g)];
      expect(links.map((m) => m[2]), path).toEqual(['Yes', 'No']);
      const issue = new URL(decode(links[1]![1]!));
      expect(`${issue.origin}${issue.pathname}`).toBe(ISSUES);
      const title = html.match(/<title>([^<]*?)(?: \| Buck2)?<\/title>/)![1]!;
      expect(issue.searchParams.get('title'), path).toBe(`Docs feedback: ${decode(title)}`);
      expect(issue.searchParams.get('body'), path).toContain(`Page: https://buck2.build${path}\n`);
      expect(issue.searchParams.get('body'), path).toContain('Docs version: Next\n');
    }
  });

  it('says when the guide last changed: the date of its file\'s last commit (`git log -1`), or nothing for a file git does not know', () => {
    for (const { path, file } of guides) {
      const expected = execFileSync('git', ['log', '-1', '--format=%cs', '--', file!], { encoding: 'utf8' }).trim();
      const shown = footerOf(builtPage(path)!).match(/<time datetime="([^"]+)">/)?.[1] ?? '';
      expect(shown, `${path} (${file})`).toBe(expected);
    }
  });

  it('is not on reference pages, which get the feedback links only', () => {
    for (const path of ['/docs/api/build/AnalysisActions/', '/docs/prelude/rules/cxx/cxx_library/']) {
      const footer = footerOf(builtPage(path)!);
      expect(footer, path).toContain('Was this page helpful?');
      expect(footer, path).not.toContain('Edit this page');
    }
  });
});

/** Every file of the built site, as a path under DIST. */
function builtFiles(dir = DIST): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? builtFiles(path) : [path];
  });
}

describe('the links to a repository, on every page', () => {
  const files = builtFiles();
  const pages = files.filter((f) => f.endsWith('.html'));

  it('never lead to the placeholder repository of an earlier version of the site', () => {
    expect(pages.length).toBeGreaterThan(500);
    const placeholder = ['https://github.com', 'facebook', 'buck2-docs'].join('/');
    expect(files.filter((f) => readFileSync(f, 'utf8').includes(placeholder))).toEqual([]);
  });

  it("point at the site's repository, or at the tracker the footer names, and there is no edit link when the repository is unknown", () => {
    let editLinks = 0;
    let feedbackLinks = 0;
    let feedbackPages = 0;
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      if (html.includes('Was this page helpful?')) {
        feedbackPages += 1;
        // The footer names the tracker feedback falls back to.
        expect(html, file).toContain(`href="${siteConfigInput.repositoryUrl}/issues"`);
      }
      for (const [, href] of html.matchAll(/<a class="doc-edit-link" href="([^"]+)"/g)) {
        editLinks += 1;
        expect(REPO, `${file}: an edit link with no repository configured`).toBeDefined();
        const prefix = `${REPO!.url}/edit/${REPO!.branch}/`;
        expect(decode(href!).slice(0, prefix.length), file).toBe(prefix);
      }
      for (const [, href] of footerOf(html).matchAll(/<a href="([^"]+)" rel="nofollow">(?:Yes|No)<\/a>/g)) {
        feedbackLinks += 1;
        const issue = new URL(decode(href!));
        expect(`${issue.origin}${issue.pathname}`, file).toBe(ISSUES);
      }
    }
    expect(feedbackPages).toBeGreaterThan(400);
    expect(feedbackLinks).toBe(2 * feedbackPages);
    if (REPO) expect(editLinks).toBeGreaterThan(100);
    else expect(editLinks).toBe(0);
  });
});
