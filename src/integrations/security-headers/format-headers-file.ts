/**
 * `_headers`, the file Netlify and Cloudflare Pages read to set response
 * headers: a path pattern (`*` matches anything) on its own line, then its
 * headers indented. Every rule whose pattern matches a request applies, so
 * no header is set by two rules (Cloudflare would join the values).
 * tools/parse-headers-file.mjs reads it back for the local server.
 */
export interface HeaderRule {
  path: string;
  headers: [name: string, value: string][];
}

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Headers of every response. */
export function siteRule(contentSecurityPolicy: string): HeaderRule {
  return {
    path: '/*',
    headers: [
      ['Content-Security-Policy', contentSecurityPolicy],
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', REFERRER_POLICY],
    ],
  };
}

/**
 * Files whose name changes with their content may be cached for good:
 * Astro's `_astro/` bundles and the search index's term shards, vocabulary
 * and page texts (each in a directory named by their content, named by
 * `records.json`, which is not hashed and keeps the default caching).
 */
export function immutableRules(): HeaderRule[] {
  const paths = ['/_astro/*', '/search-index/terms/*', '/search-index/text/*', '/search-index/vocabulary/*'];
  return paths.map((path) => ({ path, headers: [['Cache-Control', IMMUTABLE]] }));
}

/** Cloudflare Pages ignores longer lines. */
export const MAX_LINE = 2000;

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const header = '# Written by the build (src/integrations/security-headers/). Read by Netlify, Cloudflare Pages and tools/serve.mjs.\n';
  return header + rules.map((r) => `${r.path}\n${r.headers.map(([name, value]) => `  ${name}: ${value}\n`).join('')}`).join('');
}
