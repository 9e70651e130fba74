import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures/index';
import { DEV_SITE } from '../../playwright.dev.config';

/**
 * A writer's loop in `npm run dev`: a mistake shows in the browser as soon as
 * the file is saved, with the message the build would print, and the page
 * comes back as soon as the file is fixed, with no restart of the server.
 * The pages are written into the dev server's copy of the site.
 */
const FILE = 'src/content/docs/concepts/zz_writer_loop.md';
const URL = '/docs/concepts/zz_writer_loop/';

function save(frontmatter: string, body: string): void {
  writeFileSync(join(DEV_SITE, FILE), `---\n${frontmatter}\n---\n\n${body}\n`);
}

const GOOD = 'title: Writer loop\ndescription: A page the writer-loop test breaks and fixes.\nunlisted: true';

const overlay = (page: Page) => page.locator('vite-error-overlay');

/** Opens the page once the dev server has picked it up (a new file takes a moment). */
async function openWhenServed(page: Page, heading: string): Promise<void> {
  await expect(async () => {
    await page.goto(URL);
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
}

test.describe.configure({ mode: 'serial' });

test.afterAll(() => rmSync(join(DEV_SITE, FILE), { force: true }));

test('a frontmatter mistake shows in the page with the build message, and the page returns when fixed', async ({ page }) => {
  save(GOOD, 'The first version.');
  await openWhenServed(page, 'Writer loop');

  // A misspelt key: the browser reloads by itself and shows the error overlay.
  save(`${GOOD}\nsidebar_lable: Loop`, 'The second version.');
  await expect(overlay(page)).toContainText(`${FILE}:5: sidebar_lable: unknown frontmatter key; expected only: title, description`);
  await expect(overlay(page)).toContainText('FrontmatterError');

  // Fixed: the page comes back on its own, with the new text, from the same server.
  save(GOOD, 'The fixed version.');
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText('Writer loop');
  await expect(page.getByRole('article')).toContainText('The fixed version.');
  await expect(overlay(page)).toHaveCount(0);
});

test('a broken link and a link to a missing anchor show in a banner, which goes when they are fixed', async ({ page }) => {
  save(GOOD, 'See [the daemon](/docs/concepts/daemon/#no-such-part) and [a page](/docs/concepts/no_such_page/).');
  await openWhenServed(page, 'Writer loop');
  const banner = page.locator('[data-dev-link-problems]');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('1 broken link');
  await expect(banner).toContainText('/docs/concepts/no_such_page/: no such page');
  await expect(banner).toContainText('/docs/concepts/daemon/#no-such-part: no element with id "no-such-part"');
  await expect(banner).toContainText(`${FILE}:7`);

  save(GOOD, 'See [the daemon](/docs/concepts/daemon/) and [targets](/docs/concepts/build_target/).');
  await expect(page.getByRole('article').locator('a[href="/docs/concepts/build_target/"]')).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('a broken diagram, a missing image and an unknown code language each show with their line, and go when fixed', async ({ page }) => {
  // Six saves, each rendered again by the dev server: past three minutes on a 2-core machine running a build beside it.
  test.slow();
  save(GOOD, 'Start.');
  await openWhenServed(page, 'Writer loop');
  const mistakes = [
    { body: '```mermaid\nflowchart TD\n  A[Start --> B{{oops\n```', message: `${FILE}:11: Mermaid diagram 1 does not parse` },
    { body: '![The layout](./no-such-layout.png)', message: `${FILE}:9: image "./no-such-layout.png" not found: there is no file src/content/docs/concepts/no-such-layout.png` },
    { body: '```starlarkk\nx = 1\n```', message: `${FILE}:9: code block language "starlarkk" is unknown, so the block would not be highlighted. The nearest names are: starlark` },
  ];
  for (const [i, { body, message }] of mistakes.entries()) {
    save(GOOD, `Intro.\n\n${body}`);
    await expect(overlay(page)).toContainText(message);
    save(GOOD, `Fixed ${i}.`);
    await expect(page.getByRole('article')).toContainText(`Fixed ${i}.`);
    await expect(overlay(page)).toHaveCount(0);
  }
  // A missing image once broke every page until a restart: another page answers.
  expect((await page.request.get('/docs/concepts/daemon/')).status()).toBe(200);
});

test("a misspelt key in a rule's YAML shows by its name and line, and goes when fixed", async ({ page }) => {
  // The dev server rebuilds the whole rules collection twice: on a busy machine the second can take more than a minute.
  test.slow();
  const rule = join(DEV_SITE, 'src/content/rules/cxx/cxx_library.yaml');
  const original = readFileSync(rule, 'utf8');
  const line = original.split('\n').findIndex((l) => l.startsWith('summary:')) + 1;
  try {
    await page.goto('/docs/prelude/rules/cxx/cxx_library/');
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText('cxx_library');
    writeFileSync(rule, original.replace(/^summary:/m, 'sumary:'));
    await expect(overlay(page)).toContainText(`src/content/rules/cxx/cxx_library.yaml:${line}: sumary: unknown key; expected only: summary, description, example, attributes`);
    writeFileSync(rule, original);
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText('cxx_library', { timeout: 180_000 });
    await expect(overlay(page)).toHaveCount(0);
  } finally {
    writeFileSync(rule, original);
  }
});
