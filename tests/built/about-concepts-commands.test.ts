import { describe, expect, it } from 'vitest';
import { builtPage, sidebarHrefs } from './site';

/** About Buck2 and Concepts, in the main sidebar's order. */
const GUIDES: Record<string, string[]> = {
  'About Buck2': ['why', 'benefits/compared_to_buck1', 'bootstrapping', 'language_support'].map((p) => `/docs/about/${p}/`),
  Concepts: [
    'key_concepts', 'concept_map', 'build_rule', 'build_file', 'build_target', 'target_pattern', 'buck_out', 'visibility',
    'toolchain', 'daemon', 'labels', 'isolation_dir', 'buckconfig', 'configurations', 'modifiers', 'glossary',
  ].map((p) => `/docs/concepts/${p}/`),
};

const COMMANDS = [
  'aquery', 'audit', 'build', 'bxl', 'clean', 'completion', 'cquery', 'ctargets', 'docs', 'expand-external-cell', 'explain',
  'help-env', 'init', 'install', 'kill', 'killall', 'log', 'lsp', 'profile', 'query', 'root', 'run', 'server', 'starlark',
  'status', 'subscribe', 'targets', 'test', 'uquery', 'utargets',
];

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
const h1 = (html: string) => text(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '');

describe('About Buck2 and Concepts', () => {
  const sidebar = sidebarHrefs(builtPage('/docs/concepts/daemon/') ?? '');

  for (const [category, paths] of Object.entries(GUIDES)) {
    it(`${category}: every page is built with a description and h2 sections, listed in the main sidebar in order`, () => {
      for (const path of paths) {
        const html = builtPage(path);
        expect(html, `${path} is built`).toBeDefined();
        expect(html!, path).toMatch(/<meta name="description" content="[^"]{3,}"/);
        expect(html!, path).toMatch(/<div class="markdown"[\s\S]*<h2/);
      }
      const positions = paths.map((p) => sidebar.indexOf(p));
      expect(paths.filter((_, k) => positions[k]! < 0), 'missing from the sidebar').toEqual([]);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    });
  }

  it('the glossary defines at least 40 terms, each with an anchor', () => {
    const terms = [...(builtPage('/docs/concepts/glossary/') ?? '').matchAll(/<h3 id="([^"]+)"/g)].map((m) => m[1]);
    expect(terms.length).toBeGreaterThanOrEqual(40);
    expect(terms).toContain('target-pattern');
  });
});

describe('commands', () => {
  const landing = builtPage('/docs/users/commands/') ?? '';
  const landingLinks = [...(landing.match(/<div class="markdown"[\s\S]*$/)?.[0] ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
  const sidebar = sidebarHrefs(landing);

  it('the landing is titled Commands; Common options has its page', () => {
    expect(h1(landing)).toBe('Commands');
    expect(h1(builtPage('/docs/users/commands/common-options/') ?? '')).toBe('Common options');
  });

  for (const command of COMMANDS) {
    it(`buck2 ${command}: a page with its usage line, linked from the landing and the sidebar`, () => {
      const path = `/docs/users/commands/${command}/`;
      const html = builtPage(path);
      expect(html, `${path} is built`).toBeDefined();
      expect(landingLinks).toContain(path);
      expect(sidebar).toContain(path);
      expect(h1(html!)).toBe(`buck2 ${command}`);
      const usage = html!.match(/id="usage"[\s\S]*?<pre[\s\S]*?<\/pre>/)?.[0] ?? '';
      expect(text(usage)).toContain(`buck2 ${command}`);
    });
  }
});
