import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Page state (which page is current, what is open, the navbar's active item,
 * the docs version) is computed once, in src/lib/page-data/, and flows into
 * layouts and components as data. This guards the "once": components and
 * layouts may import types from those modules, never their code.
 */
const ROUTE_STATE_MODULES = [
  /lib\/page-data\//,
  /lib\/sidebar\/(resolve|view|sidebars)/,
  /lib\/navbar\//,
  /lib\/docs\/(docs-context|doc-routes|sidebar-pages|pages-in-no-sidebar|versions|version-of-path)/,
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.(astro|tsx?)$/.test(name) ? [full] : [];
  });
}

/** Value imports (not `import type`) of a file: the module paths. */
export function valueImports(source: string): string[] {
  const frontmatter = source.startsWith('---') ? source.slice(3, source.indexOf('\n---', 3)) : source;
  return [...frontmatter.matchAll(/^import\s+(?!type\s)[^'"]*?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
}

describe('components and layouts only render', () => {
  it('import no code that computes page state', () => {
    const offenders = [...files('src/components'), ...files('src/layouts')].flatMap((file) =>
      valueImports(readFileSync(file, 'utf8'))
        .filter((path) => ROUTE_STATE_MODULES.some((re) => re.test(path)))
        .map((path) => `${file} imports ${path}`),
    );
    expect(offenders).toEqual([]);
  });

  it('read no route from the request', () => {
    const offenders = [...files('src/components'), ...files('src/layouts')].filter((file) => /Astro\.(url|params)\b/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('tells a value import from a type import', () => {
    const source = "---\nimport type { PageData } from '../lib/page-data/types';\nimport { sidebarView } from '../lib/sidebar/view';\n---\n<p />";
    expect(valueImports(source)).toEqual(['../lib/sidebar/view']);
  });
});
