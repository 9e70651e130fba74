#!/usr/bin/env node
// Build benchmark (not a test): `npm run bench:build -- --pages 5000` adds N
// synthetic guide pages (tools/bench-build/synthetic-docs.mjs) to a copy of
// the project in a temporary directory, builds it there and prints the build
// time (wall and CPU), pages per second, peak memory and the size of the
// search index.
// `--pages 0` (the default) builds the real site. `--keep` keeps the copy.
// The copy's node_modules is hard-linked to this project's (a symlink confuses
// Astro's compiler) without the build caches, so every run is a cold build
// and no file of this project is written.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeSyntheticDocs } from './bench-build/synthetic-docs.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i === -1) return undefined;
  return args[i].includes('=') ? args[i].split('=')[1] : args[i + 1];
};
const pages = Number(option('pages') ?? 0);
if (!Number.isInteger(pages) || pages < 0) {
  console.error(`--pages: expected a whole number of synthetic pages (0 for the real site), got ${JSON.stringify(option('pages'))}`);
  process.exit(2);
}
const keep = args.includes('--keep');

const project = resolve('.');
/** What a build does not need, or makes itself. */
const SKIP = new Set(['node_modules', '.git', 'dist', 'dist-fixture', '.astro', '.fixture-versions', 'test-results', 'playwright-report']);

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

async function sizeOf(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = await sizeOf(full);
      bytes += inner.bytes;
      files += inner.files;
    } else {
      bytes += (await stat(full)).size;
      files += 1;
    }
  }
  return { bytes, files };
}

async function countHtml(dir) {
  let n = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) n += await countHtml(join(dir, entry.name));
    else if (entry.name.endsWith('.html')) n += 1;
  }
  return n;
}

/** Runs the build under /usr/bin/time -v (for the peak memory) when it is there. */
function build(root) {
  const astro = [process.execPath, join(root, 'tools/bench-build/timed-build.mjs')];
  const timed = existsSync('/usr/bin/time');
  const command = timed ? ['/usr/bin/time', '-v', ...astro] : astro;
  const timings = join(root, '.bench-timings.json');
  const env = { ...process.env, BUCK2_DOCS_CACHE_DIR: join(root, '.bench-cache'), ASTRO_TELEMETRY_DISABLED: '1', BENCH_TIMINGS: timings };
  for (const name of ['GA_MEASUREMENT_ID', 'BUCK2_DOCS_VERSIONS_ROOT', 'BUCK2_DOCS_CSP_META', 'DOCSEARCH_BACKEND']) delete env[name];
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn(command[0], command.slice(1), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) return reject(new Error(`the build failed (exit ${code}):\n${stdout.slice(-4000)}\n${stderr.slice(-4000)}`));
      const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
      const user = /User time \(seconds\): ([\d.]+)/.exec(stderr);
      const system = /System time \(seconds\): ([\d.]+)/.exec(stderr);
      const cpuSeconds = user && system ? Number(user[1]) + Number(system[1]) : undefined;
      resolvePromise({ seconds, cpuSeconds, peakKb: rss ? Number(rss[1]) : undefined, timings: JSON.parse(readFileSync(timings, 'utf8')) });
    });
  });
}

/** Seconds of each build step, from when Astro ran its build hooks (tools/bench-build/timed-build.mjs). */
function steps(timings) {
  const marks = [
    ['start', 0],
    ['config and integrations', timings['config']],
    ['content sync', timings['content synced']],
    ['bundles and pages rendered', timings['pages rendered']],
    ['post-build steps (twins, link check, search index, headers)', timings['post-build steps done']],
  ];
  const out = [];
  for (let i = 1; i < marks.length; i++) {
    const [name, time] = marks[i];
    const before = marks[i - 1][1];
    if (time === undefined || before === undefined) throw new Error(`the build ran no hook for "${name}": ${JSON.stringify(timings)}`);
    out.push(`${name} ${((time - before) / 1000).toFixed(1)} s`);
  }
  return out.join(', ');
}

const root = await mkdtemp(join(tmpdir(), 'buck2-docs-bench-'));
try {
  console.log(`Copying the project to ${root} (node_modules hard-linked)...`);
  await cp(project, root, { recursive: true, filter: (src) => !SKIP.has(src.slice(project.length + 1).split('/')[0]) });
  const linked = spawnSync('cp', ['-al', join(project, 'node_modules'), join(root, 'node_modules')], { stdio: 'inherit' });
  if (linked.status !== 0) throw new Error('could not hard-link node_modules (cp -al)');
  // Caches are rewritten in place by the build: a hard link would carry the writes back here.
  for (const cache of ['.vite', '.vite-temp', '.astro', '.astro-fixture']) await rm(join(root, 'node_modules', cache), { recursive: true, force: true });
  if (pages) {
    console.log(`Writing ${pages} synthetic pages...`);
    await writeSyntheticDocs(root, pages);
  }
  const loadBefore = load();
  console.log(`Building (load average ${loadBefore}, ${cpus().length} CPUs)...`);
  const result = await build(root);
  const dist = join(root, 'dist');
  const html = await countHtml(dist);
  const index = await sizeOf(join(dist, 'search-index'));
  const records = await readFile(join(dist, 'search-index/records.json'));
  console.log(`
Build benchmark, ${pages ? `the site + ${pages} synthetic pages` : 'the real site'} (${new Date().toISOString().slice(0, 10)})
  HTML pages:         ${html}
  build time:         ${result.seconds.toFixed(1)} s (${steps(result.timings)})
  CPU time:           ${result.cpuSeconds ? `${result.cpuSeconds.toFixed(1)} s user+system (${((result.cpuSeconds / html) * 1000).toFixed(0)} ms a page; steadier than the wall time on a shared machine)` : 'not measured (no /usr/bin/time)'}
  pages per second:   ${(html / result.seconds).toFixed(1)}
  peak memory:        ${result.peakKb ? `${mb(result.peakKb * 1024)} (largest process)` : 'not measured (no /usr/bin/time)'}
  search index:       dist/search-index ${mb(index.bytes)} in ${index.files} files; records.json ${kb(records.length)} (${kb(gzipSync(records).length)} gzip)
  load average:       ${loadBefore} before, ${load()} after (1, 5, 15 min; ${cpus().length} CPUs)`);
} finally {
  if (keep) console.log(`Kept ${root}`);
  else await rm(root, { recursive: true, force: true });
}
