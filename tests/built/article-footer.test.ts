import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfigInput } from '../../src/config/site-input';
import { sourceFileOf } from '../../src/integrations/link-check';
import { builtPage } from './site';

/** The end of every guide in the built site: "Edit this page", the date of its last change, and the feedback links. */
const DIST = process.env.DIST_DIR ?? 'dist';
const REPO = siteConfigInput.sourceRepository;

function sitemapPaths(): string[] {
  const files = readdirSync(DIST).filter((f) => /^sitemap-\d+\.xml$/.test(f));
  return files.flatMap((f) => [...readFileSync(join(DIST, f), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
}
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

  it('has an "Edit this page" link to the guide\'s file in the site repository', () => {
    for (const { path, file } of guides) {
      const footer = footerOf(builtPage(path)!);
      expect(footer, path).toContain(`<a class="doc-edit-link" href="${REPO.url}/edit/${REPO.branch}/${REPO.directory ?? ''}${file}">Edit this page</a>`);
    }
  });

  it('has "Was this page helpful?" with links that open an issue naming the page, its title and its version', () => {
    for (const { path } of guides) {
      const html = builtPage(path)!;
      const links = [...footerOf(html).matchAll(/<a href="([^"]+)" rel="nofollow">(Yes|No)<\/a>/g)];
      expect(links.map((m) => m[2]), path).toEqual(['Yes', 'No']);
      const issue = new URL(decode(links[1]![1]!));
      expect(`${issue.origin}${issue.pathname}`).toBe(`${REPO.url}/issues/new`);
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
