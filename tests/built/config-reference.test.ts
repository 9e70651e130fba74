import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keyId, sectionId, type ConfigKeysData, type EnvVarsData } from '../../src/lib/reference/config';
import { commandSourceLink, ruleSourceLink } from '../../src/lib/reference/source-links';
import { builtPage } from './site';

const json = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
const keys = json<ConfigKeysData>('src/data/buckconfig-keys.json');
const env = json<EnvVarsData>('src/data/buck2-env-vars.json');

const ids = (html: string, tag: string) => new Set([...html.matchAll(new RegExp(`<${tag} id="([^"]+)"`, 'g'))].map((m) => m[1]!));
const attr = (s: string) => s.replace(/&/g, '&amp;');

describe('the .buckconfig reference page', () => {
  const html = builtPage('/docs/users/reference/buckconfig/') ?? '';

  it('is built', () => expect(html).toContain('<h1>.buckconfig reference</h1>'));

  it('has a heading for every section and every key of the data, named as the data names it', () => {
    const h2 = ids(html, 'h2');
    const h3 = ids(html, 'h3');
    const missing: string[] = [];
    for (const k of keys.keys) {
      if (!h2.has(sectionId(k.section))) missing.push(`[${k.section}]`);
      if (k.key === '*') continue;
      const id = keyId(k.section, k.key);
      if (!h3.has(id)) missing.push(`${k.section}.${k.key}`);
      else if (!html.includes(`<code>${`${k.section}.${k.key}`.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</code>`)) missing.push(`${k.section}.${k.key} (text)`);
    }
    expect(missing).toEqual([]);
    expect([...h3].filter((id) => id.includes('.')).length).toBe(keys.keys.filter((k) => k.key !== '*').length);
  });

  it('links every read to its line at the pinned commit', () => {
    for (const k of keys.keys) {
      for (const r of k.reads) expect(html, `${k.section}.${k.key}`).toContain(attr(`${keys.repository}/blob/${keys.commit}/${r.path}#L${r.line}`));
    }
  });

  it('is linked from the .buckconfig concept page', () => {
    const concept = builtPage('/docs/concepts/buckconfig/') ?? '';
    expect(concept).toContain('href="/docs/users/reference/buckconfig/"');
    expect(concept).toContain('href="/docs/users/reference/environment_variables/"');
  });
});

describe('the environment variables page', () => {
  const html = builtPage('/docs/users/reference/environment_variables/') ?? '';

  it('has a heading for every variable of the data, linked to the lines that read it', () => {
    // Variables of Buck2's own tests are h4s, the others h3s.
    const headings = new Set([...ids(html, 'h3'), ...ids(html, 'h4')]);
    expect(env.variables.filter((v) => !headings.has(v.name.toLowerCase())).map((v) => v.name)).toEqual([]);
    expect(ids(html, 'h4').size).toBe(env.variables.filter((v) => v.applicability === 'testing').length);
    for (const v of env.variables) {
      for (const r of v.reads) expect(html, v.name).toContain(attr(`${env.repository}/blob/${env.commit}/${r.path}#L${r.line}`));
    }
  });
});

describe('source links', () => {
  it('every rule page links to the rule’s declaration in the prelude', () => {
    const facts = [
      ...json<{ rules: { group: string; rule: string }[] }>('src/data/rules-facts.json').rules,
      ...json<{ rules: { group: string; rule: string }[] }>('src/data/removed-rules-facts.json').rules,
    ];
    const missing = facts.filter(({ group, rule }) => {
      const html = builtPage(`/docs/prelude/rules/${group}/${rule}/`);
      const link = ruleSourceLink(rule);
      return !html || !link || !html.includes(`<p class="source-link">`) || !html.includes(`href="${attr(link.href)}"`);
    });
    expect(missing.map((f) => f.rule)).toEqual([]);
  });

  it('every command page links to the definition of its arguments', () => {
    const pages = readdirSync('src/content/docs/users/commands').map((f) => f.replace(/\.mdx?$/, ''));
    const missing = pages.filter((page) => {
      const html = builtPage(page === 'index' ? '/docs/users/commands/' : `/docs/users/commands/${page}/`);
      const link = commandSourceLink(page === 'index' ? 'users/commands' : `users/commands/${page}`);
      return !html || !link || !html.includes(`href="${attr(link.href)}"`);
    });
    expect(missing).toEqual([]);
  });
});
