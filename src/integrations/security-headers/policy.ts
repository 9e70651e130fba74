/**
 * The Content-Security-Policy of the site, from what the build found and the
 * configuration. Why each directive is what it is:
 * - script-src: the site's own files and each inline script by its hash (no
 *   'unsafe-inline', no 'unsafe-eval').
 * - style-src allows inline styles: Astro inlines small stylesheets, and
 *   expressive-code colours every code token with a style attribute (tens of
 *   thousands per build); styles cannot run code.
 * - img-src adds data: (expressive-code's icons are data: SVGs in its CSS).
 * - worker-src and connect-src 'self': prefetching and the search index.
 * Google Analytics (only when configured) and the hosted Algolia backend
 * (only when chosen) add the hosts their own CSP guides list.
 */
export interface PolicyInput {
  /** `'sha256-…'` sources of every inline script of every page. */
  scriptHashes: Iterable<string>;
  /** Sources that may frame the site (src/config/embedding.ts). */
  frameAncestors: readonly string[];
  gaMeasurementId?: string | undefined;
  hostedSearch?: boolean;
}

export type Directives = [name: string, sources: string[]][];

/** Google's list for GA4 (https://developers.google.com/tag-platform/security/guides/csp). */
const GOOGLE_ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};
/** Algolia's API hosts (DocSearch queries them from the browser). */
const ALGOLIA = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];

export function policyDirectives(input: PolicyInput): Directives {
  const ga = input.gaMeasurementId ? GOOGLE_ANALYTICS : { script: [], img: [], connect: [] };
  const hashes = [...new Set(input.scriptHashes)].sort();
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...ga.script]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...ga.img]],
    ['connect-src', ["'self'", ...ga.connect, ...(input.hostedSearch ? ALGOLIA : [])]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [...input.frameAncestors]],
  ];
}

export function serializePolicy(directives: Directives): string {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** Directives a `<meta http-equiv>` policy cannot carry (browsers ignore them there, with a console error). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

export function metaPolicy(directives: Directives): string {
  return serializePolicy(directives.filter(([name]) => !HEADER_ONLY.has(name)));
}
