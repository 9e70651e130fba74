#!/usr/bin/env node
// Prepares the fixture build's second docs version: snapshots the docs as
// version 1.0 into .fixture-versions/ with `docs:version`, then removes one
// page from the snapshot so the version dropdown's fallback (a page missing in
// a version leads to that version's index) can be tested, and adds the test
// pages of tests/e2e/fixtures/pages/ (one per UI scenario) under
// /docs/1.0/ui-fixtures/, in a sidebar category of their own.
import { execFileSync } from 'node:child_process';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';

const root = '.fixture-versions';
execFileSync(process.execPath, ['tools/docs-version.mjs', '1.0', '--root', root], { stdio: 'inherit' });
await rm(`${root}/versioned_docs/version-1.0/concepts/modifiers.md`);
const file = `${root}/versioned_sidebars/version-1.0-sidebars.json`;
const sidebars = JSON.parse(await readFile(file, 'utf8'));
const drop = (items) => items.filter((i) => i !== 'concepts/modifiers').map((i) => (typeof i === 'object' && i.items ? { ...i, items: drop(i.items) } : i));
sidebars.main = drop(sidebars.main);
const pages = (await readdir('tests/e2e/fixtures/pages')).filter((f) => /\.mdx?$/.test(f)).sort();
await cp('tests/e2e/fixtures/pages', `${root}/versioned_docs/version-1.0/ui-fixtures`, { recursive: true });
sidebars.main.push({ type: 'category', label: 'UI fixtures', items: pages.map((f) => `ui-fixtures/${f.replace(/\.mdx?$/, '')}`) });
await writeFile(file, JSON.stringify(sidebars, null, 2));
// Links to the removed page go to the current version instead (pages only: an image is not text).
const fixLinks = async (path) => {
  const text = await readFile(path, 'utf8');
  await writeFile(path, text.replaceAll('/docs/1.0/concepts/modifiers/', '/docs/concepts/modifiers/'));
};
const walk = async (dir) => {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = `${dir}/${e.name}`;
    if (e.isDirectory()) await walk(p);
    else if (/\.mdx?$/.test(e.name)) await fixLinks(p);
  }
};
await walk(`${root}/versioned_docs/version-1.0`);
