#!/usr/bin/env node
// Search benchmark (not a test): run `npm run build` first.
// 0. Relevance, side by side, on the held-out set (tests/search-relevance/held-out.yaml,
//    or the file HELD_OUT_FILE names) and on the tuning suite
//    (tests/search-relevance/queries.yaml): this site's search, stock Pagefind 1.6,
//    MiniSearch with VitePress's local-search defaults, and MiniSearch, Orama
//    and FlexSearch configured for docs, over the same built pages
//    (tests/search-relevance/side-by-side.ts, run through Vitest): top-1, top-3
//    and MRR@10 over distinct pages. The libraries are not in the project's
//    install: the first run installs them into tools/bench/node_modules (see
//    tools/bench/dependencies.mjs); MINISEARCH_MODULE may name another
//    MiniSearch ESM build. `npm run bench:search -- --relevance-only` stops here.
// Then in Chromium, CPU throttled 4x (a mid-range phone) through the DevTools protocol:
// 1. Ctrl+K on a fresh page to a focused, styled input (median of 5).
// 2. Bytes and requests from the reader's first intent (hovering the search
//    button) to the first results on screen: the gzip bodies (the budget: 150
//    KB), and the same with this server's HTTP/1.1 response headers.
// 3. Time from the last keystroke to rendered results over 48 queries: the
//    first 12 each on a fresh page (the first query after opening the modal),
//    the rest one after another in the same modal.
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startVitest } from 'vitest/node';
import { benchResolve, installBenchDependencies } from './bench/dependencies.mjs';

const PORT = 4377;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGE = `${BASE}/docs/concepts/daemon/`;
// The first FRESH each on a fresh page: titles, a flag, a config key, a question, a typo and a synonym.
const QUERIES = [
  'daemon', 'pass arguments to test', '--keep-going', 'target_platform_detector_spec', 'remote cahce setup', 'RE cache',
  'declare_output', 'vscode extension', 'cxx_library', 'filter tests by label', 'deamon', 'what is buck2',
  'target pattern', 'visibility', 'buckconfig', 'cmd_args', 'toolchain', 'select', 'configuration', 'isolation',
  'Artifact', 'providers', 'cquery', 'DefaultInfo', 'glob', 'remote execution', 'modifiers', 'labels', 'str',
  'transitive set', 'ctx.actions.run', 'attrs.dep', 'kill daemon', 'visibilty', 'genrule', 'rdeps', 'buck2 clean',
  'persistent workers', 'bxl', 'file_watcher', '--isolation-dir', 'materializations = deferred', 'keep cache across daemon restarts',
  'bazel aspects', 'incoming transition', 'dotslash', 'what-failed', 'absolute path of build output',
];
const FRESH = 12;
/** The search budgets (issues 26 and 37): gzip bytes from first intent to first results, and the median query time, CPU 4x slower. */
const BUDGET = { bytes: 150 * 1024, ms: 50 };

/** Top-1, top-3 and MRR@10 of each engine on the held-out set and the tuning suite (see side-by-side.ts). */
async function sideBySide() {
  const out = join(tmpdir(), `side-by-side-${process.pid}.json`);
  process.env.SIDE_BY_SIDE_OUT = out;
  installBenchDependencies();
  process.env.PAGEFIND_MODULE = benchResolve('pagefind');
  process.env.MINISEARCH_MODULE ??= benchResolve('minisearch');
  process.env.ORAMA_MODULE = benchResolve('@orama/orama');
  process.env.FLEXSEARCH_MODULE = benchResolve('flexsearch');
  const vitest = await startVitest('test', [], { config: 'vitest.built.config.ts', include: ['tests/search-relevance/side-by-side.ts'], watch: false, reporters: ['dot'] });
  await vitest?.close();
  const { sets } = JSON.parse(await readFile(out, 'utf8'));
  await rm(out, { force: true });
  const pct = (x) => `${(100 * x).toFixed(1)}%`;
  const tables = sets.map((set) => {
    if (set.missing) return `${set.name}: held-out file missing (${set.file})`;
    const rows = Object.entries(set.scores).map(([engine, s]) =>
      s.error ? `| ${engine} | ${s.error} | | |` : `| ${engine} | ${pct(s.top1)} | ${pct(s.top3)} | ${s.mrr10.toFixed(3)} |`,
    );
    return [`${set.name} (${set.file}), ${set.queries} questions, same built pages, distinct pages:`, '| Engine | top-1 | top-3 | MRR@10 |', '| --- | --- | --- | --- |', ...rows].join('\n');
  });
  return tables.join('\n\n');
}

const relevance = await sideBySide();
if (process.argv.includes('--relevance-only')) {
  console.log(relevance);
  process.exit(process.exitCode ?? 0);
}

const server = spawn(process.execPath, ['tools/serve.mjs'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' });
await waitForServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    if (await fetch(BASE).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

/** A fresh page with the CPU slowed 4x and the network recorded. */
async function freshPage() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await page.addInitScript(SEARCH_PARTS);
  await page.goto(PAGE);
  // Loaded, and the page's enhancements have run (as pageSettled in tests/e2e/fixtures waits): nothing more loads before the reader's intent.
  await page.waitForLoadState('load');
  // (data-island-state is set by the site's island loader, src/enhancements/islands.ts.)
  await page.locator('[data-island-state]:has(details[data-mobile-menu])').waitFor({ state: 'attached' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, cdp, context };
}

/**
 * The search modal's parts, found in the page by role and text as the browser
 * tests find them (tests/e2e/fixtures/search.ts), not by DocSearch's class
 * names: `window.benchSearch.input()` is the modal's search box once DocSearch
 * is in (the first frame before it has no Cancel button; the modal opens
 * only when its stylesheet has loaded); `.answered()` is true when hits or
 * "No results" for the typed query are on screen; `.empty()` when neither is.
 */
function SEARCH_PARTS() {
  const modal = () =>
    [...document.querySelectorAll('[role="dialog"]')].find((d) => [...d.querySelectorAll('button')].some((b) => (b.getAttribute('aria-label') ?? b.textContent.trim()) === 'Cancel'));
  const hit = () => modal()?.querySelector('[role="option"]');
  const noResults = () => modal()?.textContent.includes('No results for');
  const searching = () => Boolean(modal()?.querySelector('[role="status"]')?.textContent.trim());
  window.benchSearch = {
    input: () => modal()?.querySelector('input[type="search"]') ?? null,
    answered: () => Boolean(hit() || (noResults() && !searching())),
    empty: () => !hit() && !noResults(),
  };
}

/** Milliseconds from filling the input to hits (or the no-results panel) on screen. */
async function timeQuery(page, query) {
  return page.evaluate(async (q) => {
    const input = window.benchSearch.input();
    const shown = () => window.benchSearch.answered();
    const done = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (shown()) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const start = performance.now();
    setter.call(input, q);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const end = await done;
    return { ms: end - start, at: performance.timeOrigin + end };
  }, query);
}

async function clearQuery(page) {
  const modal = page.getByRole('dialog', { name: 'Search docs' }).filter({ has: page.getByRole('button', { name: 'Cancel' }) });
  await modal.getByRole('searchbox', { name: 'Search docs' }).fill('');
  await page.waitForFunction(() => window.benchSearch.empty());
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p90 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.9) - 1)];

try {
  // 1. Ctrl+K to a ready, styled input: the first frame (search-shell), then the DocSearch modal.
  const open = [];
  const full = [];
  for (let i = 0; i < 5; i++) {
    const { page, context } = await freshPage();
    // From the keydown event itself (not from this script's round trip to the page).
    await page.evaluate(() => document.addEventListener('keydown', (e) => e.key === 'k' && (window.benchKeyAt ??= e.timeStamp), { capture: true }));
    await page.keyboard.press('Control+k');
    const [first, modal] = await page.evaluate(
      () =>
        new Promise((resolve) => {
          let first;
          const check = () => {
            const active = document.activeElement;
            const shell = active?.closest('.search-shell');
            if (!first && shell && getComputedStyle(shell).position === 'fixed') first = performance.now();
            if (active && active === window.benchSearch.input()) resolve([first ?? performance.now(), performance.now()]);
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
    const t0 = await page.evaluate(() => window.benchKeyAt);
    open.push(first - t0);
    full.push(modal - t0);
    await context.close();
  }

  // 2 and 3. The first query of fresh pages (bytes and requests from intent), then queries in a row.
  const times = [];
  const fresh = [];
  const firstLoads = [];
  let session;
  for (const [i, query] of QUERIES.entries()) {
    if (i < FRESH) {
      session = await freshPage();
      const { page, cdp } = session;
      let bytes = 0;
      let body = 0;
      let requests = 0;
      const responses = new Map();
      const sentAt = new Map();
      cdp.on('Network.requestWillBeSent', (e) => sentAt.set(e.requestId, e.wallTime * 1000));
      // A response's encodedDataLength when it arrives is its headers (HTTP/1.1 here; a CDN's HTTP/2 compresses repeated headers).
      cdp.on('Network.responseReceived', (e) => responses.set(e.requestId, { url: e.response.url, headers: e.response.encodedDataLength }));
      const finished = [];
      cdp.on('Network.loadingFinished', (e) => finished.push(e));
      await page.getByRole('button', { name: 'Search', exact: true }).hover();
      await page.keyboard.press('Control+k');
      await page.waitForFunction(() => document.activeElement !== null && document.activeElement === window.benchSearch.input());
      const { ms, at } = await timeQuery(page, query);
      // What was asked for before the results were on screen (the excerpts' text files come after).
      for (const e of finished) {
        if ((sentAt.get(e.requestId) ?? 0) > at) continue;
        const headers = responses.get(e.requestId)?.headers ?? 0;
        bytes += e.encodedDataLength;
        body += e.encodedDataLength - headers;
        requests += 1;
        if (process.env.VERBOSE && i === 0) console.log(`  ${((e.encodedDataLength - headers) / 1024).toFixed(1)} KB ${responses.get(e.requestId)?.url}`);
      }
      firstLoads.push({ bytes, body, requests });
      fresh.push(ms);
      times.push(ms);
      if (i < FRESH - 1) await session.context.close();
    } else {
      await clearQuery(session.page);
      times.push((await timeQuery(session.page, query)).ms);
    }
  }
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  console.log(relevance);
  console.log('');
  console.log('Search benchmark, CPU 4x slower');
  console.log(`Ctrl+K to a ready, styled input: median ${median(open).toFixed(0)} ms (${open.map((t) => t.toFixed(0)).join(', ')}); the DocSearch modal takes over at ${median(full).toFixed(0)} ms`);
  const bodies = firstLoads.map((l) => l.body);
  const wire = firstLoads.map((l) => l.bytes);
  console.log(
    `First intent to first results: ${kb(median(bodies))} gzip in ${median(firstLoads.map((l) => l.requests))} requests (median of ${FRESH} fresh pages; most ${kb(Math.max(...bodies))}); ` +
      `with HTTP/1.1 response headers, ${kb(median(wire))} (most ${kb(Math.max(...wire))})`,
  );
  if (process.env.VERBOSE) firstLoads.forEach((l, i) => console.log(`  ${QUERIES[i]}: ${kb(l.body)} gzip, ${kb(l.bytes)} with headers, in ${l.requests} requests`));
  if (process.env.VERBOSE) console.log(QUERIES.map((q, i) => `${q} ${times[i].toFixed(0)}`).join(', '));
  console.log(`Last keystroke to results, ${times.length} queries: median ${median(times).toFixed(0)} ms, 90th percentile ${p90(times).toFixed(0)} ms`);
  console.log(`  first query of a fresh page (${FRESH}): median ${median(fresh).toFixed(0)} ms; slowest overall ${Math.max(...times).toFixed(0)} ms`);
  const over = [
    median(bodies) > BUDGET.bytes && `first intent to first results ${kb(median(bodies))} > ${kb(BUDGET.bytes)}`,
    median(times) > BUDGET.ms && `median last keystroke to results ${median(times).toFixed(0)} ms > ${BUDGET.ms} ms`,
  ].filter(Boolean);
  if (over.length) {
    console.error(`Over budget: ${over.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  server.kill();
}
