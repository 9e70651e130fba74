import { defineConfig } from '@playwright/test';

/** Browser tests run against the built site (dist/), served like a CDN would. */
const PORT = Number(process.env.E2E_PORT ?? 4329);
/** A second build with test-only settings (analytics id, ...): `npm run build:fixture`. */
export const FIXTURE_PORT = PORT + 1;

/** The system Chromium (Debian package), headless as root; Playwright never downloads a browser here. */
export const SYSTEM_CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // Sized for a 2-core CI machine that is busy with other work.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: SYSTEM_CHROMIUM,
  },
  webServer: [
    {
      command: 'node tools/serve.mjs',
      env: { PORT: String(PORT), HOST: '127.0.0.1' },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node tools/serve.mjs',
      env: { PORT: String(FIXTURE_PORT), HOST: '127.0.0.1', DIST_DIR: 'dist-fixture' },
      url: `http://127.0.0.1:${FIXTURE_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
