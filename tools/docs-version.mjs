#!/usr/bin/env node
// Snapshots the current guides and the main sidebar as docs version NAME:
//   versioned_docs/version-NAME/**      the Markdown/MDX files of src/content/docs
//   versioned_sidebars/version-NAME-sidebars.json
//   versions.json                        version names, newest first
// The API and rules references are generated from current Buck2 and are not
// versioned. Links between guides are pointed at the snapshot.
//
// Usage: npm run docs:version -- NAME [--root DIR]
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const name = args.find((a) => !a.startsWith('--'));
const rootIndex = args.indexOf('--root');
const root = rootIndex >= 0 ? args[rootIndex + 1] : '.';

function fail(message) {
  console.error(`docs:version: ${message}`);
  process.exit(1);
}

if (!name) fail('give the version name: npm run docs:version -- 2025.1');
if (!/^[\w.-]+$/.test(name)) fail(`"${name}" is not a valid version name: use letters, digits, ".", "_" and "-"`);
if (['current', 'next', 'api', 'prelude'].includes(name.toLowerCase())) fail(`"${name}" is reserved`);

const versionsFile = join(root, 'versions.json');
const versions = existsSync(versionsFile) ? JSON.parse(await readFile(versionsFile, 'utf8')) : [];
if (versions.includes(name)) fail(`version "${name}" already exists (${versionsFile})`);

const source = 'src/content/docs';
const target = join(root, 'versioned_docs', `version-${name}`);
const NOT_VERSIONED = ['api', 'prelude'];

async function files(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await files(full)));
    else if (/\.mdx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

const docFiles = (await files(source)).filter((f) => !NOT_VERSIONED.includes(relative(source, f).split(sep)[0]));
const docPaths = new Set(
  docFiles.map((f) => {
    const id = relative(source, f).split(sep).join('/').replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
    return id ? `/docs/${id}/` : '/docs/';
  }),
);

await rm(target, { recursive: true, force: true });
for (const file of docFiles) {
  const out = join(target, relative(source, file));
  await mkdir(join(out, '..'), { recursive: true });
  // Links to guides in the snapshot point at the snapshot; others (API, rules) stay.
  const text = (await readFile(file, 'utf8')).replace(/\]\((\/docs\/[^)#\s]*)(#[^)\s]*)?\)/g, (m, path, hash = '') =>
    docPaths.has(path) ? `](/docs/${name}${path.slice('/docs'.length)}${hash})` : m,
  );
  await writeFile(out, text);
}

const { sidebars } = await import(pathToFileURL(join(process.cwd(), 'src/lib/sidebar/sidebars.ts')).href);
await mkdir(join(root, 'versioned_sidebars'), { recursive: true });
await writeFile(join(root, 'versioned_sidebars', `version-${name}-sidebars.json`), `${JSON.stringify({ main: sidebars.main }, null, 2)}\n`);
await writeFile(versionsFile, `${JSON.stringify([name, ...versions], null, 2)}\n`);
console.log(`docs:version: created version ${name}: ${docFiles.length} pages in ${target}`);
