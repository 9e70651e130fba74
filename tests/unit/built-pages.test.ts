import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AstroIntegrationLogger } from 'astro';
import { runSteps, type PageStep } from '../../src/integrations/built-pages';
import { distFiles, pageUrlOf } from '../../src/lib/build/dist-files';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'built-pages-'));
  await mkdir(join(dir, 'docs', 'a'), { recursive: true });
  await mkdir(join(dir, '_astro'));
  await writeFile(join(dir, 'index.html'), '<h1 id="home">Home</h1>');
  await writeFile(join(dir, 'docs', 'a', 'index.html'), '<h1 id="a">A</h1>');
  await writeFile(join(dir, '404.html'), '<h1>Not found</h1>');
  await writeFile(join(dir, '_astro', 'x.js'), '');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the walk of dist/', () => {
  it('lists every file as a sorted site path, and each page by its URL', async () => {
    const files = await distFiles(dir);
    expect(files).toEqual(['/404.html', '/_astro/x.js', '/docs/a/index.html', '/index.html']);
    expect(files.filter((f) => f.endsWith('.html')).map(pageUrlOf)).toEqual(['/404.html', '/docs/a/', '/']);
  });
});

describe('one pass over the built pages', () => {
  it('hands each page, parsed once, to every step in order, then finishes the steps in order with the files they wrote', async () => {
    const seen: string[] = [];
    const trees = new Map<string, unknown>();
    const step = (name: string): PageStep => ({
      name,
      page: ({ sitePath, tree }, site) => {
        seen.push(`${name} ${sitePath}`);
        if (trees.has(sitePath)) expect(trees.get(sitePath)).toBe(tree);
        trees.set(sitePath, tree);
        if (name === 'first') site.files.add(`${sitePath}.md`);
      },
      done: (site) => void seen.push(`${name} done, ${[...site.files].filter((f) => f.endsWith('.md')).length} written`),
    });
    const site = { distDir: dir, origin: 'https://example.com', files: new Set(await distFiles(dir)), logger: {} as AstroIntegrationLogger };
    await runSteps([step('first'), step('second')], site);
    expect(seen).toEqual([
      'first /404.html',
      'second /404.html',
      'first /docs/a/index.html',
      'second /docs/a/index.html',
      'first /index.html',
      'second /index.html',
      'first done, 3 written',
      'second done, 3 written',
    ]);
  });
});
