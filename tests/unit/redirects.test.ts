import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirects } from '../../redirects';
import { redirectProblems } from '../../src/lib/redirects';
import { sitePath } from '../../src/lib/paths';
import { docIdFromPath } from '../../src/content/doc-id';
import { docHref } from '../../src/lib/docs/doc-routes';

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full, ext) : ext.test(name) ? [full] : [];
  });
}

/** Every page the site builds from content (docs and API reference), plus the fixed pages. */
const realPages = new Set<string>([
  '/',
  '/search/',
  ...files('src/content/docs', /\.mdx?$/).map((f) => docHref(docIdFromPath(relative('src/content/docs', f)))),
  ...files('src/content/api', /\.yaml$/).map((f) => `/docs/api/${docIdFromPath(relative('src/content/api', f).replace(/\.yaml$/, '.md'))}/`),
]);

describe('the redirect table', () => {
  it('covers the old paths of the spec', () => {
    const table = new Map(redirects.map((r) => [sitePath(r.from), r.to]));
    expect(table.get('/docs/why/')).toBe('/docs/about/why/');
    expect(table.get('/docs/benefits/')).toBe('/docs/about/benefits/compared_to_buck1/');
    expect(table.get('/docs/bootstrapping/')).toBe('/docs/about/bootstrapping/');
    expect(table.get('/docs/api/rules/')).toBe('/docs/prelude/rules/');
    expect(table.get('/docs/prelude/globals/')).toBe('/docs/prelude/rules/');
    expect(table.get('/docs/api/build/artifact/')).toBe('/docs/api/build/Artifact/');
    expect(table.get('/docs/api/bxl/bxl.Context/')).toBe('/docs/api/bxl/Context/');
    expect(table.get('/docs/api/build/globals/')).toBe('/docs/api/build/');
    expect(table.get('/docs/api/starlark/globals/')).toBe('/docs/api/starlark/');
    expect(table.get('/docs/api/starlark/string/')).toBe('/docs/api/starlark/str/');
  });

  it('has no duplicates, no chains, no real page as a source and no missing target', () => {
    expect(redirectProblems(redirects, realPages)).toEqual([]);
  });

  it('reports each kind of problem', () => {
    const pages = new Set(['/a/', '/b/']);
    expect(
      redirectProblems(
        [
          { from: '/old', to: '/a/' },
          { from: '/old/', to: '/b/' },
          { from: '/a', to: '/b/' },
          { from: '/x/', to: '/old/' },
          { from: '/y/', to: '/gone/' },
        ],
        pages,
      ),
    ).toEqual([
      'redirect /old: listed more than once',
      'redirect /old -> /a/: the target is itself redirected; point straight at its final page',
      'redirect /old/: listed more than once',
      'redirect /a: the source is a real page; remove the redirect or the page',
      'redirect /x/ -> /old/: the target is itself redirected; point straight at its final page',
      'redirect /y/ -> /gone/: the target page does not exist',
    ]);
  });
});
