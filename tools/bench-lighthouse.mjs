#!/usr/bin/env node
// Lighthouse benchmark (not a test): run `npm run build` first. Serves dist/,
// runs Lighthouse on one page of each type, RUNS times per preset (mobile:
// simulated slow 4G and a 4x slower CPU; desktop), and prints the median of
// each measure as a Markdown table. Options (environment):
//   RUNS=3                 runs per page and preset
//   PRESETS=mobile,desktop which presets
//   ONLY=home,api-type     which pages (the keys of PAGES below)
//   LH_OUT=dir             also write each run's JSON report there
//   DIST_DIR=dist          which build to serve
// A run that Lighthouse cannot finish (a protocol timeout on a busy machine)
// is reported and left out of the medians. Lighthouse and chrome-launcher are
// not in the project's install: the first run installs them into
// tools/bench/node_modules (see tools/bench/dependencies.mjs).
import { spawn } from 'node:child_process';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import os from 'node:os';
import { fromHtml } from 'hast-util-from-html';
import { isReferencePage, pageType } from './check-budget.mjs';
import { distFiles, fileOf, pageUrlOf } from '../src/lib/build/dist-files.ts';
import { benchImport, installBenchDependencies } from './bench/dependencies.mjs';

const DIST = process.env.DIST_DIR ?? 'dist';
const PORT = Number(process.env.BENCH_PORT ?? 4378);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 3);
const PRESETS = (process.env.PRESETS ?? 'mobile,desktop').split(',');
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Every built page: its path and size in bytes. */
async function builtPages() {
  const out = [];
  for (const sitePath of await distFiles(DIST)) {
    if (!sitePath.endsWith('/index.html')) continue;
    const file = fileOf(DIST, sitePath);
    out.push({ path: pageUrlOf(sitePath), file, size: (await stat(file)).size });
  }
  return out;
}

/** The largest page among those `keep` accepts (the longest guide, the biggest rule page...). */
async function largest(pages, keep) {
  const kept = [];
  for (const p of pages) if (await keep(p)) kept.push(p);
  return kept.reduce((a, b) => (b.size > a.size ? b : a)).path;
}

async function pagesToMeasure() {
  const pages = await builtPages();
  const guide = async (p) => pageType(p.path) === 'doc' && !isReferencePage(fromHtml(await readFile(p.file, 'utf8')));
  const rule = async (p) => /^\/docs\/prelude\/rules\/[^/]+\/[^/]+\/$/.test(p.path);
  return [
    ['home', 'Home', '/'],
    ['guide', 'A guide', '/docs/concepts/daemon/'],
    ['longest-guide', 'The longest guide', await largest(pages, guide)],
    ['command', 'A command page', '/docs/users/commands/build/'],
    ['api-type', 'An API type', '/docs/api/build/AnalysisActions/'],
    ['largest-api', 'The largest API page', '/docs/api/build/'],
    ['rule', 'A rule', '/docs/prelude/rules/cxx/cxx_library/'],
    ['largest-rule', 'The largest rule page', await largest(pages, rule)],
    ['group', 'A rule group landing', '/docs/prelude/rules/cxx/'],
    ['search', 'Search', '/search/'],
    ['404', 'Not found', '/404.html'],
  ].map(([key, label, path]) => ({ key, label, path }));
}

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    if (await fetch(BASE).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server on port ${PORT} did not start`);
}

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!s.length) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** What one run measured: category scores 0-100 and the metrics. */
function summarize(lhr) {
  const num = (id) => lhr.audits[id]?.numericValue;
  return {
    ...Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? NaN : Math.round(lhr.categories[c].score * 100)])),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    si: num('speed-index'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    failing: CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((r) => r.weight > 0 && lhr.audits[r.id]?.score !== null && lhr.audits[r.id]?.score < 1)
        .map((r) => r.id),
    ),
  };
}

async function main() {
  if (!existsSync(DIST)) {
    console.error('bench:lighthouse: dist/ does not exist; run `npm run build` first.');
    process.exit(2);
  }
  installBenchDependencies();
  const { default: lighthouse, desktopConfig } = await benchImport('lighthouse');
  const { launch } = await benchImport('chrome-launcher');
  const only = process.env.ONLY?.split(',');
  const pages = (await pagesToMeasure()).filter((p) => !only || only.includes(p.key));
  if (process.env.LH_OUT) await mkdir(process.env.LH_OUT, { recursive: true });
  const server = spawn(process.execPath, ['tools/serve.mjs'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' });
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
  const rows = [];
  try {
    await waitForServer();
    for (const page of pages) {
      for (const preset of PRESETS) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          const result = await lighthouse(
            `${BASE}${page.path}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          const error = !result ? 'no result' : result.lhr.runtimeError?.message;
          if (error || !result) {
            process.stderr.write(`${page.path} (${preset}) run ${i + 1} failed: ${error}\n`);
            continue;
          }
          if (process.env.LH_OUT) await writeFile(join(process.env.LH_OUT, `${page.key}-${preset}-${i + 1}.json`), result.report);
          runs.push(summarize(result.lhr));
        }
        const m = (k) => median(runs.map((r) => r[k]));
        const failing = [...new Set(runs.flatMap((r) => r.failing))];
        rows.push({ page, preset, runs: runs.length, perf: m('performance'), a11y: m('accessibility'), bp: m('best-practices'), seo: m('seo'), fcp: m('fcp'), lcp: m('lcp'), si: m('si'), tbt: m('tbt'), cls: m('cls'), failing });
        process.stderr.write(`${page.path} (${preset}): done${failing.length ? `; below 1 in a run: ${failing.join(', ')}` : ''}\n`);
      }
    }
  } finally {
    chrome.kill();
    server.kill();
  }
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`Lighthouse ${(await benchImport('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, load average at start ${load}; median of ${RUNS} runs.\n`);
  console.log('| Page | Preset | Perf | A11y | Best pr. | SEO | FCP | LCP | SI | TBT | CLS |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    console.log(`| ${r.page.label} \`${r.page.path}\` | ${r.preset}${r.runs < RUNS ? ` (${r.runs} runs)` : ''} | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.seo} | ${s(r.fcp)} | ${s(r.lcp)} | ${s(r.si)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`);
  }
  console.log(`\nLoad average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}.`);
}

await main();
