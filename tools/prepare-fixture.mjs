#!/usr/bin/env node
// Prepares the fixture build's second docs version: snapshots the docs as
// version 1.0 into .fixture-versions/ with `docs:version`, then removes one
// page from the snapshot so the version dropdown's fallback (a page missing in
// a version leads to that version's index) can be tested, and adds the test
// pages of tests/e2e/fixtures/pages/ (one per UI scenario) under
// /docs/1.0/ui-fixtures/, in a sidebar category of their own. A folder there
// is a category inside it, labelled by its _category.json, linked to its
// index page when it has one. The pages of tests/e2e/fixtures/no-sidebar/ go
// under /docs/1.0/concepts/ in no sidebar: the build's summary warns about one
// (tests/built-fixture/ reads it) and not the other, which says it stands alone.
import { execFileSync } from 'node:child_process';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';

const root = '.fixture-versions';
execFileSync(process.execPath, ['tools/docs-version.mjs', '1.0', '--root', root], { stdio: 'inherit' });
await rm(`${root}/versioned_docs/version-1.0/concepts/modifiers.md`);
const file = `${root}/versioned_sidebars/version-1.0-sidebars.json`;
const sidebars = JSON.parse(await readFile(file, 'utf8'));
const drop = (items) => items.filter((i) => i !== 'concepts/modifiers').map((i) => (typeof i === 'object' && i.items ? { ...i, items: drop(i.items) } : i));
sidebars.main = drop(sidebars.main);
const sidebarCategory = async (dir, id, label) => {
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  const pages = entries.filter((e) => e.isFile() && /\.mdx?$/.test(e.name) && !/^index\./.test(e.name)).map((e) => `${id}/${e.name.replace(/\.mdx?$/, '')}`);
  const nested = [];
  for (const e of entries.filter((f) => f.isDirectory())) {
    const { label: nestedLabel } = JSON.parse(await readFile(`${dir}/${e.name}/_category.json`, 'utf8'));
    nested.push(await sidebarCategory(`${dir}/${e.name}`, `${id}/${e.name}`, nestedLabel));
  }
  const index = entries.some((e) => /^index\.mdx?$/.test(e.name));
  return { type: 'category', label, ...(index ? { link: { type: 'doc', id } } : {}), items: [...pages, ...nested] };
};
await cp('tests/e2e/fixtures/pages', `${root}/versioned_docs/version-1.0/ui-fixtures`, { recursive: true });
await cp('tests/e2e/fixtures/no-sidebar', `${root}/versioned_docs/version-1.0/concepts`, { recursive: true });
sidebars.main.push(await sidebarCategory('tests/e2e/fixtures/pages', 'ui-fixtures', 'UI fixtures'));
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
