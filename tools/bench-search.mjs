#!/usr/bin/env node
// Search benchmark (not a test): run `npm run build` first. CPU throttled 4x
// (a mid-range phone) through the DevTools protocol.
// 1. Ctrl+K on a fresh page to a focused, styled input (median of 5).
// 2. Bytes and requests from the reader's first intent (hovering the search
//    button) to the first results on screen.
// 3. Time from the last keystroke to rendered results over 32 queries: the
//    first 8 each on a fresh page (the first query after opening the modal),
//    the rest one after another in the same modal.
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';

const PORT = 4377;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGE = `${BASE}/docs/concepts/daemon/`;
const QUERIES = [
  'daemon', 'target pattern', 'visibility', 'buckconfig', 'declare_output', 'cmd_args', 'toolchain', 'select',
  'configuration', 'isolation', 'Artifact', 'providers', 'cquery', 'DefaultInfo', 'glob', 'remote execution',
  'modifiers', 'labels', 'str', 'transitive set', 'ctx.actions.run', 'attrs.dep', 'kill daemon', 'deamon',
  'visibilty', 'cxx_library', 'genrule', 'rdeps', 'what is buck2', 'buck2 clean', 'persistent workers', 'bxl',
];
const FRESH = 8;

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
  await page.goto(PAGE);
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, cdp, context };
}

/** Milliseconds from filling the input to hits (or the no-results panel) on screen. */
async function timeQuery(page, query) {
  return page.evaluate(async (q) => {
    const input = document.querySelector('.DocSearch-Input');
    const shown = () => document.querySelector('.DocSearch-Hit') || document.querySelector('.search-modal[data-answered] .DocSearch-NoResults');
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
    return (await done) - start;
  }, query);
}

async function clearQuery(page) {
  await page.locator('.DocSearch-Input').fill('');
  await page.waitForFunction(() => !document.querySelector('.DocSearch-Hit') && !document.querySelector('.DocSearch-NoResults'));
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
            const styled = document.querySelector('.DocSearch-Modal') && getComputedStyle(document.querySelector('.DocSearch-Modal')).display === 'flex';
            if (active?.classList.contains('DocSearch-Input') && styled) resolve([first ?? performance.now(), performance.now()]);
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
      let requests = 0;
      const urls = new Map();
      cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
      cdp.on('Network.loadingFinished', (e) => {
        bytes += e.encodedDataLength;
        requests += 1;
        if (process.env.VERBOSE && i === 0) console.log(`  ${(e.encodedDataLength / 1024).toFixed(1)} KB ${urls.get(e.requestId)}`);
      });
      await page.getByRole('button', { name: 'Search', exact: true }).hover();
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').waitFor();
      await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
      const ms = await timeQuery(page, query);
      firstLoads.push({ bytes, requests });
      fresh.push(ms);
      times.push(ms);
      if (i < FRESH - 1) await session.context.close();
    } else {
      await clearQuery(session.page);
      times.push(await timeQuery(session.page, query));
    }
  }
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  console.log('Search benchmark, CPU 4x slower');
  console.log(`Ctrl+K to a ready, styled input: median ${median(open).toFixed(0)} ms (${open.map((t) => t.toFixed(0)).join(', ')}); the DocSearch modal takes over at ${median(full).toFixed(0)} ms`);
  console.log(`First intent to first results: ${kb(median(firstLoads.map((l) => l.bytes)))} transferred in ${median(firstLoads.map((l) => l.requests))} requests (median of ${FRESH} fresh pages)`);
  console.log(`Last keystroke to results, ${times.length} queries: median ${median(times).toFixed(0)} ms, 90th percentile ${p90(times).toFixed(0)} ms`);
  console.log(`  first query of a fresh page (${FRESH}): median ${median(fresh).toFixed(0)} ms; slowest overall ${Math.max(...times).toFixed(0)} ms`);
} finally {
  await browser.close();
  server.kill();
}
