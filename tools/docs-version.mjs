#!/usr/bin/env node
// Snapshots the current guides and the main sidebar as docs version NAME:
//   versioned_docs/version-NAME/**      the pages of src/content/docs, and the images beside them
//   versioned_sidebars/version-NAME-sidebars.json
//   versions.json                        version names, newest first
// The API and rules references are generated from current Buck2 and are not
// versioned. Links between guides are pointed at the snapshot.
//
// Usage: npm run docs:version -- NAME [--root DIR]
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { snapshotDocs } from './docs-version/snapshot.mjs';

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

const pages = await snapshotDocs({ source, target, name, notVersioned: NOT_VERSIONED });

const { sidebars } = await import(pathToFileURL(join(process.cwd(), 'src/lib/sidebar/sidebars.ts')).href);
await mkdir(join(root, 'versioned_sidebars'), { recursive: true });
await writeFile(join(root, 'versioned_sidebars', `version-${name}-sidebars.json`), `${JSON.stringify({ main: sidebars.main }, null, 2)}\n`);
await writeFile(versionsFile, `${JSON.stringify([name, ...versions], null, 2)}\n`);
console.log(`docs:version: created version ${name}: ${pages} pages in ${target}`);
