import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { fromHtml } from 'hast-util-from-html';
import { forbiddenInlineCode, inlineScripts, sha256Source } from '../../src/integrations/security-headers/inline-code';
import { metaPolicy, policyDirectives, serializePolicy, type PolicyInput } from '../../src/integrations/security-headers/policy';
import { headersGenerator, type SiteSettings } from '../../src/integrations/security-headers/generate';
import { formatHeadersFile, immutableRules, siteRule } from '../../src/integrations/security-headers/format-headers-file';
import { metaPolicyOffset, withMetaPolicy } from '../../src/integrations/security-headers/meta-policy';
import { distFiles, fileOf } from '../../src/lib/build/dist-files';
import { parseEmbeddingConfig } from '../../src/config/embedding';
import { headersMatcher, parseHeadersFile } from '../../tools/parse-headers-file.mjs';

const SITE = fileURLToPath(new URL('../fixtures/security-headers/', import.meta.url));
const settings = { frameAncestors: ["'self'", 'https:'] };
/** The headers of the fixture site, its pages read as the build reads them. */
async function generateHeaders(dir: string, siteSettings: SiteSettings) {
  const generator = headersGenerator(siteSettings);
  const pages = (await distFiles(dir)).filter((f) => f.endsWith('.html'));
  for (const page of pages) generator.read(page, fromHtml(await readFile(fileOf(dir, page), 'utf8')));
  return { pages, ...generator.generate() };
}
const policy = (input: Partial<PolicyInput> = {}) => serializePolicy(policyDirectives({ scriptHashes: [], ...settings, ...input }));

describe('inline scripts', () => {
  it('takes the text of scripts a browser runs, not external scripts or data blocks', () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="module">b()</script>
      <script type="application/ld+json">{"x": 1}</script><script data-x="1 > 0">c()</SCRIPT >`;
    expect(inlineScripts(fromHtml(html))).toEqual(['a()', 'b()', 'c()']);
  });

  it('hashes the text as the browser does (sha256, base64; CRLF read as LF)', () => {
    // The example of the CSP specification's hash-source.
    expect(sha256Source("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(sha256Source('a()\r\nb()\rc()')).toBe(sha256Source('a()\nb()\nc()'));
  });

  it('finds event-handler attributes and javascript: URLs, not words in text, attribute values or scripts', () => {
    expect(forbiddenInlineCode(fromHtml('<button onclick="go()">Go</button><a href=" javascript:void(0)">x</a>'))).toEqual(['onclick= attribute', 'javascript: URL']);
    expect(forbiddenInlineCode(fromHtml('<p title="use onload=1">Set onload=1, see javascript:x</p><script>el.innerHTML = "<b onclick=x>"</script>'))).toEqual([]);
  });
});

describe('the policy', () => {
  it('allows the site, hashed inline scripts and Pagefind, and nothing of Google without a measurement id', () => {
    const text = policy({ scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"] });
    expect(text).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data:; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self' https:",
    );
  });

  it('adds Google Analytics hosts for scripts, beacons and pixels when a measurement id is set', () => {
    const directives = new Map(policyDirectives({ scriptHashes: [], ...settings, gaMeasurementId: 'G-TEST123' }));
    expect(directives.get('script-src')).toContain('https://*.googletagmanager.com');
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'https://*.google-analytics.com', 'https://*.googletagmanager.com']);
  });

  it('lets the browser reach Algolia only with the hosted search backend', () => {
    expect(policy()).not.toContain('algolia');
    expect(policy({ hostedSearch: true })).toMatch(/connect-src 'self' https:\/\/\*\.algolia\.net/);
  });

  it('takes frame-ancestors from the embedding config, and leaves it out of the meta tag', () => {
    const directives = policyDirectives({ scriptHashes: [], frameAncestors: ["'self'", 'https://portal.example.com'] });
    expect(serializePolicy(directives)).toMatch(/; frame-ancestors 'self' https:\/\/portal\.example\.com$/);
    expect(metaPolicy(directives)).not.toContain('frame-ancestors');
    expect(metaPolicy(directives)).toContain("object-src 'none'");
  });
});

describe('generating _headers from a built site', () => {
  it('hashes every distinct inline script of every page and caches hashed files for good', async () => {
    const generated = await generateHeaders(SITE, settings);
    expect(generated.pages).toEqual(['/docs/page/index.html', '/index.html']);
    expect(generated.problems).toEqual([]);
    const rules = parseHeadersFile(generated.headersFile);
    const csp = rules[0]!.headers.find(([name]) => name === 'Content-Security-Policy')![1];
    const hashes = [sha256Source('document.documentElement.classList.add("js")'), sha256Source('console.log("page")')].sort();
    expect(csp).toContain(`script-src 'self' ${hashes.join(' ')};`);
    expect(csp).not.toContain('google');
    expect(rules.map((r) => r.path)).toEqual(['/*', '/_astro/*', '/search-index/terms/*', '/search-index/text/*', '/search-index/vocabulary/*']);
  });

  it('allows Google Analytics only when the build has a measurement id', async () => {
    const withGa = await generateHeaders(SITE, { ...settings, gaMeasurementId: 'G-TEST123' });
    expect(withGa.headersFile).toContain('https://*.googletagmanager.com');
    expect((await generateHeaders(SITE, settings)).headersFile).not.toContain('googletagmanager');
  });
});

describe('the _headers file and the local server', () => {
  const rules = [siteRule("default-src 'self'"), ...immutableRules()];

  it('reads back what the build writes', () => {
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it('gives a request the headers of every rule that matches it', () => {
    const headersFor = headersMatcher(parseHeadersFile(formatHeadersFile(rules)));
    expect(headersFor('/docs/')).toEqual({
      'Content-Security-Policy': "default-src 'self'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(headersFor('/_astro/x.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor('/search-index/vocabulary/0123abcd/1.json')['Cache-Control']).toContain('immutable');
    expect(headersFor('/search-index/terms/0a1b2c3d/3.json')['Cache-Control']).toContain('immutable');
    expect(headersFor('/search-index/records.json')['Cache-Control']).toBeUndefined();
  });

  it('matches :placeholders within one segment and joins a header two rules set', () => {
    const headersFor = headersMatcher(parseHeadersFile('/docs/:page/\n  X-A: 1\n/docs/*\n  X-A: 2\n'));
    expect(headersFor('/docs/a/')).toEqual({ 'X-A': '1, 2' });
    expect(headersFor('/docs/a/b/')).toEqual({ 'X-A': '2' });
  });

  it('names the line of a header without a path', () => {
    expect(() => parseHeadersFile('# comment\n  X-A: 1\n')).toThrow('_headers line 2: expected "Name: value" under a path');
  });
});

describe('the meta tag for hosts without headers', () => {
  it('goes right after <meta charset>, before any script', () => {
    const html = '<html><head><meta charset="utf-8"><script>a()</script></head></html>';
    expect(withMetaPolicy(html, metaPolicyOffset(fromHtml(html)), "script-src 'self'", 'no-referrer')).toBe(
      '<html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src \'self\'"><meta name="referrer" content="no-referrer"><script>a()</script></head></html>',
    );
    expect(withMetaPolicy('<p>no head</p>', metaPolicyOffset(fromHtml('<p>no head</p>')), 'x', 'y')).toBeUndefined();
  });
});

describe('embedding config', () => {
  it('refuses what is not a CSP source, naming the file, the field and the value', () => {
    expect(() => parseEmbeddingConfig({ frameAncestors: ["'self'", 'self'] })).toThrow(
      `src/config/embedding.ts: frameAncestors.1: expected a CSP source such as 'self' (with the single quotes), https: or https://portal.example.com, got "self"`,
    );
    expect(() => parseEmbeddingConfig({ frameAncestors: ["'none'", 'https:'] })).toThrow("frameAncestors: expected 'none' alone");
    expect(parseEmbeddingConfig({ frameAncestors: ["'self'", 'https://*.portal.example.com:8443', 'vscode-webview:'] }).frameAncestors).toHaveLength(3);
  });
});
