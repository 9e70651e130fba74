// The benchmarks' own dependencies (tools/bench/package.json and its lock
// file): Lighthouse and chrome-launcher for `npm run bench:lighthouse`, stock
// Pagefind and MiniSearch for the side-by-side table of `npm run bench:search`.
// No build or test needs them, so the project's `npm install` leaves them out
// (about 190 MB). A benchmark calls installBenchDependencies() first: it runs
// `npm install` in tools/bench/ on the first run, and again whenever
// tools/bench/package-lock.json has changed since, then imports the packages
// from tools/bench/node_modules with benchImport() or benchResolve().
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('.', import.meta.url));
/** Written after a successful install: the hash of the lock file it installed. */
const STAMP = join(DIR, 'node_modules', '.installed-lock-sha256');

const lockHash = () => createHash('sha256').update(readFileSync(join(DIR, 'package-lock.json'))).digest('hex');

/** Installs tools/bench/node_modules from its lock file unless that lock file is already installed. */
export function installBenchDependencies() {
  const hash = lockHash();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) return;
  console.error('bench: installing the benchmarks\' own dependencies (tools/bench/package.json) into tools/bench/node_modules; only on the first run.');
  // The npm that runs this script (`npm run bench:...`), or the one on PATH.
  const [command, args] = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
  // --no-save: the lock file is the input here, never rewritten by a benchmark.
  const result = spawnSync(command, [...args, 'install', '--prefix', DIR, '--no-save', '--no-audit', '--no-fund', '--loglevel=error'], {
    stdio: 'inherit',
    shell: command === 'npm' && process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error(`bench: \`npm install --prefix ${DIR}\` failed${result.error ? ` (${result.error.message})` : ''}; the benchmark needs those packages.`);
    process.exit(1);
  }
  writeFileSync(STAMP, hash);
}

/** Imports a package installed in tools/bench/node_modules (a bare specifier resolves from this file's folder). */
export function benchImport(specifier, options) {
  return import(specifier, options);
}

/** The file a bench package's ESM entry point is, for code that does not run from this folder (Vitest). */
export function benchResolve(specifier) {
  return fileURLToPath(import.meta.resolve(specifier));
}
