import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { builtPage, sidebarHrefs, sitemapPaths } from './site';

/** OpenSearch, llms.txt, llms-full.txt and every page's Markdown twin, in the built site. */
const DIST = process.env.DIST_DIR ?? 'dist';
const SITE = 'https://buck2.build';
const read = (path: string) => readFileSync(join(DIST, ...path.split('/').filter(Boolean)), 'utf8');

/** Guide and reference pages: everything under /docs/ (released versions, /docs/NAME/..., have twins but no llms.txt entry). */
const versions: string[] = existsSync('versions.json') ? JSON.parse(readFileSync('versions.json', 'utf8')) : [];
const docPages = sitemapPaths().filter((p) => p.startsWith('/docs/') && !versions.some((v) => p.startsWith(`/docs/${v}/`)));
const isGuide = (path: string) => !/^\/docs\/(api|prelude)\//.test(path);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
    e[0] === '#' ? String.fromCodePoint(Number(e[1] === 'x' || e[1] === 'X' ? `0${e.slice(1)}` : e.slice(1))) : (ENTITIES[e] ?? m),
  );
/** The page's h1 as a reader sees it. */
function titleOf(html: string): string {
  const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
  return decode(h1.replace(/<[^>]+>/g, '')).trim();
}
const twinOf = (path: string) => (existsSync(join(DIST, ...path.split('/').filter(Boolean), 'index.md')) ? read(`${path}index.md`) : undefined);
/** A twin without its code (fenced blocks and inline code may show any markup as an example). */
// Code spans of any length of backticks (``a `b` c`` holds backticks), then single ones.
const prose = (md: string) => md.replace(/^(```+)[^\n]*\n[\s\S]*?^\1$/gm, '').replace(/``[^\n]*?``/g, '').replace(/`[^`\n]*`/g, '');

describe('OpenSearch', () => {
  it('opensearch.xml is a valid description whose search URL is /search/?q=', () => {
    const doc = new JSDOM(read('/opensearch.xml'), { contentType: 'application/xml' }).window.document;
    expect(doc.querySelector('parsererror')).toBeNull();
    const root = doc.documentElement;
    expect(root.localName).toBe('OpenSearchDescription');
    expect(root.namespaceURI).toBe('http://a9.com/-/spec/opensearch/1.1/');
    const shortName = root.getElementsByTagName('ShortName')[0]?.textContent ?? '';
    expect(shortName.length).toBeGreaterThan(0);
    expect(shortName.length).toBeLessThanOrEqual(16);
    const html = [...root.getElementsByTagName('Url')].find((u) => u.getAttribute('type') === 'text/html');
    expect(html?.getAttribute('template')).toBe(`${SITE}/search/?q={searchTerms}`);
  });

  it('every page built with the site layout links to it from its head', () => {
    for (const path of sitemapPaths()) {
      const head = builtPage(path)!.split('</head>')[0]!;
      expect(head, path).toMatch(/<link rel="search" type="application\/opensearchdescription\+xml" title="[^"]+" href="\/opensearch\.xml">/);
    }
  });
});

describe('Markdown twins', () => {
  it('every guide and reference page has a twin that starts with its title, linked from the page with rel=alternate', () => {
    expect(docPages).toContain('/docs/concepts/buckconfig/');
    for (const path of docPages) {
      const html = builtPage(path)!;
      const twin = twinOf(path);
      expect(twin, `${path}index.md`).toBeDefined();
      expect(twin!.split('\n')[0], path).toBe(`# ${titleOf(html)}`);
      expect(html, path).toContain(`<link rel="alternate" type="text/markdown" href="${path}index.md">`);
    }
  });

  it('no twin has leftover HTML or site chrome', () => {
    const chrome = [
      /<\/?[a-z][a-z0-9-]*(\s[^>]*)?>/i, // an HTML tag
      /Direct link to|\[#\]\(/, // heading anchors
      /\]\(#/, // a link left relative (twins' links are absolute)
      /data-pagefind|version:current|language:en/, // search-only spans
      /Terminal window|Copy to clipboard|Edit this page|On this page|View as Markdown/,
    ];
    for (const path of docPages) {
      const text = prose(twinOf(path)!);
      for (const pattern of chrome) expect(text, `${path}index.md`).not.toMatch(pattern);
    }
  });

  it('code blocks keep their language, and MDX tabs and admonitions read as Markdown', () => {
    const install = twinOf('/docs/getting_started/install/')!;
    expect(install).toMatch(/\*\*Linux\*\*\n\n[\s\S]*```bash\ncurl /);
    expect(install).toContain('**Windows**');
    expect(twinOf('/docs/concepts/buckconfig/')).toContain('```ini title=".buckconfig"\n# Cells that make up this project.\n[cells]\n');
    expect(twinOf('/docs/users/remote_execution/')).toMatch(/^> \*\*Note\*\*\n>\n> \S/m);
    expect(twinOf('/docs/developers/architecture/buck2/')).toMatch(/^```mermaid\n\S/m);
    expect(twinOf('/docs/api/build/AnalysisActions/')).toMatch(/^```python\ndef AnalysisActions\.run\(/m);
  });
});

/** The sidebars, by the page that opens each. */
const SIDEBAR_LANDINGS = ['/docs/', '/docs/api/', '/docs/prelude/rules/'];
/** A page that several sidebars link to (the API sidebar links to the rules landing) is in its own sidebar's place only. */
const shared = (sidebars: string[][], path: string) => sidebars.filter((s) => s.includes(path)).length > 1;

describe('llms.txt', () => {
  const llms = read('/llms.txt');

  it('has a title, a summary, and sections of "- [Title](twin URL): description" lines', () => {
    const lines = llms.trimEnd().split('\n');
    expect(lines[0]).toBe('# Buck2');
    expect(lines[2]).toMatch(/^> \S/);
    expect(lines.filter((l) => l.startsWith('## ')).length).toBeGreaterThan(1);
    const entries = lines.filter((l) => l.startsWith('- '));
    for (const entry of entries) expect(entry).toMatch(/^- \[[^\n]+\]\(https:\/\/buck2\.build\/docs\/[^)\s]*index\.md\)(: \S.*)?$/);
  });

  it('lists every guide and reference page, once, by its twin, under its search section', () => {
    const listed = [...llms.matchAll(/\]\((https:\/\/buck2\.build\/[^)]+)\)/g)].map((m) => new URL(m[1]!).pathname);
    expect(listed.filter((p) => p.endsWith('/index.md')).sort()).toEqual(docPages.map((p) => `${p}index.md`).sort());
    const section = (path: string) => builtPage(path)!.match(/data-pagefind-meta="section:([^"]+)"/)![1]!;
    const sections = llms.split(/^## /m).slice(1);
    for (const path of ['/docs/concepts/buckconfig/', '/docs/api/build/AnalysisActions/', '/docs/prelude/rules/cxx/cxx_library/']) {
      const under = sections.find((s) => s.includes(`${SITE}${path}index.md)`));
      expect(under?.split('\n')[0], path).toBe(decode(section(path)));
    }
  });

  it('lists the pages of each section in the order of their sidebar, the main sidebar first', () => {
    const sections = llms.split(/^## /m).slice(1);
    const pathsOf = (text: string) => [...text.matchAll(/\]\((https:\/\/buck2\.build\/[^)]+)index\.md\)/g)].map((m) => new URL(m[1]!).pathname);
    const sidebars = SIDEBAR_LANDINGS.map((landing) => [...new Set(sidebarHrefs(builtPage(landing)!))]);
    for (const section of sections) {
      const listed = pathsOf(section);
      for (const [i, sidebar] of sidebars.entries()) {
        const inSidebar = listed.filter((p) => sidebar.includes(p) && !shared(sidebars, p));
        expect(inSidebar, `${section.split('\n')[0]} in the sidebar of ${SIDEBAR_LANDINGS[i]}`).toEqual(sidebar.filter((p) => inSidebar.includes(p)));
      }
    }
    expect(pathsOf(llms)[0]).toBe('/docs/');
  });
});

describe('llms-full.txt', () => {
  it("has every guide's title as a heading, and no reference page", () => {
    const full = read('/llms-full.txt');
    const headings = new Set(full.split('\n').filter((l) => l.startsWith('# ')));
    for (const path of docPages.filter(isGuide)) expect(headings.has(`# ${titleOf(builtPage(path)!)}`), path).toBe(true);
    expect(full).toContain(`Source: ${SITE}/docs/concepts/buckconfig/\n`);
    // In the order of the main sidebar, category by category, then the pages of no sidebar.
    const sources = [...full.matchAll(/^Source: https:\/\/buck2\.build(\/\S*)$/gm)].map((m) => m[1]!);
    const main = [...new Set(sidebarHrefs(builtPage('/docs/')!))].filter((p) => sources.includes(p));
    expect(main.length).toBeGreaterThan(100);
    expect(sources.slice(0, main.length)).toEqual(main);
    expect(full).not.toContain(`Source: ${SITE}/docs/api/build/AnalysisActions/\n`);
  });
});
