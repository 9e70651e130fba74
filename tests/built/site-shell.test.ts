import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { builtPage, sitemapPaths } from './site';

/**
 * The frame of every page as the built HTML has it: what a browser shows
 * before any script runs (moved here from the browser suite, which keeps what
 * needs a browser: focus, clicks, layout, scripts).
 */
const DIST = process.env.DIST_DIR ?? 'dist';
const documentOf = (path: string) => new JSDOM(builtPage(path) ?? '').window.document;
const linkNamed = (root: ParentNode, name: string | RegExp) =>
  [...root.querySelectorAll('a')].find((a) => (typeof name === 'string' ? a.textContent?.trim() === name : name.test(a.textContent ?? '')));

describe('every page', () => {
  const paths = sitemapPaths();

  it('every sitemap URL has a trailing slash and a built page with exactly one h1', () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(paths).toContain('/');
    expect(paths).toContain('/docs/');
    for (const path of paths) {
      expect(path.endsWith('/'), `${path} has a trailing slash`).toBe(true);
      const html = builtPage(path);
      expect(html, `${path} is built`).toBeDefined();
      expect(html!.match(/<h1[\s>]/g) ?? [], `${path} has one h1`).toHaveLength(1);
    }
  });

  it('sitemap and robots.txt are published', () => {
    expect(readFileSync(join(DIST, 'robots.txt'), 'utf8')).toContain('Sitemap: https://buck2.build/sitemap-index.xml');
    expect(existsSync(join(DIST, 'sitemap-index.xml'))).toBe(true);
    expect(readFileSync(join(DIST, 'sitemap.xml'), 'utf8')).toContain('<sitemapindex');
  });
});

describe('page frame', () => {
  it('head has the title, language, description, canonical URL and Open Graph tags', () => {
    const doc = documentOf('/docs/concepts/daemon/');
    expect(doc.title).toMatch(/\| Buck2$/);
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.documentElement.getAttribute('dir')).toBe('ltr');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://buck2.build/docs/concepts/daemon/');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/\w{10,}/);
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toMatch(/\| Buck2$/);
    expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/img/favicon.svg');
  });

  it('navbar links, and the current section marked on a guide, the API and the rules pages', () => {
    const navOf = (path: string) => documentOf(path).querySelector('nav[aria-label="Main"]')!;
    // The marked links' names (the wide navbar's and the phone menu's copy of it).
    const current = (nav: Element) => [...new Set([...nav.querySelectorAll('li a[aria-current="page"]')].map((a) => a.textContent?.trim()))];
    const guide = navOf('/docs/concepts/daemon/');
    expect(linkNamed(guide, 'Buck2')?.getAttribute('href')).toBe('/');
    expect(linkNamed(guide, 'Docs')?.getAttribute('href')).toBe('/docs/');
    expect(linkNamed(guide, 'API')?.getAttribute('href')).toBe('/docs/api/');
    expect(linkNamed(guide, 'Rules')?.getAttribute('href')).toBe('/docs/prelude/rules/');
    expect(linkNamed(guide, /GitHub/)?.getAttribute('href')).toBe('https://github.com/facebook/buck2');
    expect(current(guide)).toEqual(['Docs']);
    expect(current(navOf('/docs/api/'))).toEqual(['API']);
    expect(current(navOf('/docs/prelude/rules/'))).toEqual(['Rules']);
  });

  it('footer has its columns, links and copyright', () => {
    const footer = documentOf('/').querySelector('footer.footer')!;
    expect([...footer.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].map((h) => h.textContent?.trim())).toEqual(['Docs', 'Community', 'More']);
    expect(linkNamed(footer, 'User guide')?.getAttribute('href')).toBe('/docs/');
    expect(linkNamed(footer, 'GitHub issues')?.getAttribute('href')).toBe('https://github.com/facebook/buck2/issues');
    expect(linkNamed(footer, 'Terms of Use')?.getAttribute('href')).toBe('https://opensource.fb.com/legal/terms');
    expect(linkNamed(footer, 'Privacy Policy')?.getAttribute('href')).toBe('https://opensource.fb.com/legal/privacy');
    expect(footer.textContent).toContain('Copyright © 2025 Meta Platforms, Inc.');
  });
});
