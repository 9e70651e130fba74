import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { SYSTEM_CHROMIUM } from './playwright.config';

/**
 * Browser tests against `npm run dev`: a writer's mistakes show in the
 * browser and go when fixed, with no restart. The dev server runs on a copy
 * of the site (tests/e2e-dev/dev-site.mjs), so the tests can break and fix
 * pages without touching the checkout.
 */
const PORT = Number(process.env.E2E_DEV_PORT ?? 4331);
/** The copy of the site the dev server serves; the tests write their pages there. */
export const DEV_SITE = join(tmpdir(), `buck2-docs-dev-e2e-${PORT}`);

export default defineConfig({
  testDir: 'tests/e2e-dev',
  // One dev server, whose pages the tests change: one test at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  globalTeardown: './tests/e2e-dev/teardown.ts',
  // A dev server compiles each page on first request: slow on a busy 2-core machine.
  timeout: 180_000,
  expect: { timeout: 60_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: SYSTEM_CHROMIUM,
  },
  webServer: {
    command: 'node tests/e2e-dev/dev-site.mjs',
    env: { PORT: String(PORT), DEV_SITE },
    url: `http://127.0.0.1:${PORT}/docs/`,
    reuseExistingServer: false,
    timeout: 240_000,
  },
});
