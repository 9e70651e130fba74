#!/usr/bin/env node
// Search benchmark (not a test): run `npm run build` first.
// 1. Bytes transferred from the reader's first intent (hovering the search
//    button) to the first results on screen.
// 2. Median time from the last keystroke to updated results over 20 queries,
//    with the CPU throttled 4x (a mid-range phone).
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';

const PORT = 4377;
const BASE = `http://127.0.0.1:${PORT}`;
const QUERIES = [
  'daemon', 'target pattern', 'visibility', 'buckconfig', 'declare_output', 'cmd_args', 'toolchain', 'select',
  'configuration', 'isolation', 'Artifact', 'providers', 'cquery', 'DefaultInfo', 'glob', 'remote execution',
  'modifiers', 'labels', 'str', 'transitive set',
];

const server = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 800));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await page.goto(`${BASE}/docs/concepts/daemon/`);
  await page.waitForLoadState('networkidle');

  let bytes = 0;
  const files = new Map();
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
  });
  cdp.on('Network.responseReceived', (e) => files.set(e.requestId, e.response.url));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const start = Date.now();
  await page.getByRole('button', { name: 'Search', exact: true }).hover();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('daemon');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const firstResultsMs = Date.now() - start;
  const firstBytes = bytes;

  const times = [];
  for (const query of QUERIES) {
    await page.locator('.DocSearch-Input').fill('');
    await page.waitForFunction(() => !document.querySelector('.search-see-all'));
    const t0 = await page.evaluate(() => performance.now());
    await page.locator('.DocSearch-Input').pressSequentially(query, { delay: 0 });
    const t1 = await page.evaluate(async (q) => {
      const lastKey = performance.now();
      // Results are in when highlighted hits (or the no-results panel) show for this query.
      await new Promise((resolve) => {
        const give = setTimeout(() => resolve(null), 10_000);
        const check = () => {
          // The footer link names the query its results belong to.
          const seeAll = document.querySelector('.search-see-all')?.getAttribute('href');
          const noResults = document.querySelector('.DocSearch-NoResults')?.textContent?.includes(q);
          const done = seeAll === `/search/?q=${encodeURIComponent(q)}` || noResults;
          if (done) {
            clearTimeout(give);
            resolve(null);
          }
          else requestAnimationFrame(check);
        };
        check();
      });
      return performance.now() - lastKey;
    }, query);
    if (t1 > 9_000) console.warn(`  no results appeared for "${query}"`);
    times.push(t1);
    void t0;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`Bytes from first intent to first results: ${(firstBytes / 1024).toFixed(1)} KB transferred (${firstResultsMs} ms, CPU 4x slower)`);
  console.log(`Median time from last keystroke to results over ${QUERIES.length} queries (CPU 4x slower): ${median.toFixed(0)} ms`);
  console.log(`  fastest ${times[0].toFixed(0)} ms, slowest ${times[times.length - 1].toFixed(0)} ms`);
} finally {
  await browser.close();
  server.kill();
}
