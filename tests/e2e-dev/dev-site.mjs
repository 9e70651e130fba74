#!/usr/bin/env node
// Serves a copy of the site with `astro dev` for the browser tests of the
// writer's loop (playwright.dev.config.ts): the tests break and fix pages of
// the copy (DEV_SITE), never of the checkout. The copy goes with the tests
// (tests/e2e-dev/teardown.ts), or when the server stops by itself.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve('.');
const SITE = process.env.DEV_SITE;
const PORT = process.env.PORT ?? '4331';
if (!SITE) throw new Error('DEV_SITE: where to copy the site');

rmSync(SITE, { recursive: true, force: true });
mkdirSync(SITE, { recursive: true });
for (const entry of ['src', 'public', 'astro.config.mjs', 'ec.config.mjs', 'redirects.ts', 'tsconfig.json', 'package.json', 'versions.json', 'versioned_docs', 'versioned_sidebars']) {
  cpSync(join(ROOT, entry), join(SITE, entry), { recursive: true });
}
symlinkSync(join(ROOT, 'node_modules'), join(SITE, 'node_modules'), 'dir');

const server = spawn(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'dev', '--host', '127.0.0.1', '--port', PORT], {
  cwd: SITE,
  stdio: 'inherit',
  // Its own content cache: the checkout's builds keep theirs.
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', BUCK2_DOCS_LINKED_MODULES: '1', BUCK2_DOCS_CACHE_DIR: join(SITE, '.cache') },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(SITE, { recursive: true, force: true });
  process.exit(code ?? 0);
});
