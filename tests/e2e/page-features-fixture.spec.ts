import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/index';
import { FIXTURE_PORT } from '../../playwright.config';

// The page's own features (table of contents, heading anchors, code blocks,
// tabs, diagrams) on pages made for them: tests/e2e/fixtures/pages/, built
// into the test site under /docs/1.0/ui-fixtures/ (npm run build:fixture).
test.use({ baseURL: `http://127.0.0.1:${FIXTURE_PORT}` });
const SECTIONS = '/docs/1.0/ui-fixtures/sections/';
const TABS = '/docs/1.0/ui-fixtures/tabs/';
const toc = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
/** A heading by its text, which is its whole accessible name (its direct link follows it). */
const heading = (page: Page, text: string) => page.getByRole('heading', { name: text, exact: true });
/** A heading's direct link, by its name. */
const directLink = (page: Page, text: string) => page.getByRole('link', { name: `Direct link to ${text}`, exact: true });

test.describe('table of contents', () => {
  test('lists h2 and h3, and its links land on their headings', async ({ page }) => {
    await page.goto(SECTIONS);
    const links = toc(page).getByRole('link');
    await expect(links).toHaveText([
      'First section',
      'Second section',
      'A subsection of the second',
      'Third section',
      'Fourth section',
      'A subsection of the fourth',
      'Fifth section',
      'Sixth section',
      'Seventh section',
      'Eighth section',
    ]);
    const headingIds = await page.getByRole('article').locator(':is(h2, h3)[id]').evaluateAll((hs) => hs.map((h) => h.id));
    const tocTargets = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!.slice(1)));
    expect(tocTargets).toEqual(headingIds);
    await links.nth(5).click();
    await expect(page).toHaveURL(/#a-subsection-of-the-fourth$/);
    const top = await heading(page, 'A subsection of the fourth').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });

  test('marks the section being read, and that one only', async ({ page }) => {
    await page.goto(SECTIONS);
    await expect(toc(page).locator('[aria-current]')).toHaveCount(0);
    await heading(page, 'Fourth section').evaluate((el) => el.scrollIntoView());
    await expect(toc(page).getByRole('link', { name: 'Fourth section' })).toHaveAttribute('aria-current', 'true');
    await expect(toc(page).locator('[aria-current]')).toHaveCount(1);
    await heading(page, 'Seventh section').evaluate((el) => el.scrollIntoView());
    await expect(toc(page).getByRole('link', { name: 'Seventh section' })).toHaveAttribute('aria-current', 'true');
    await expect(toc(page).locator('[aria-current]')).toHaveCount(1);
  });
});

test('every h2 and h3 has a direct-link anchor that shows on focus', async ({ page }) => {
  await page.goto(SECTIONS);
  for (const name of ['Second section', 'A subsection of the second']) {
    const anchor = directLink(page, name);
    await expect(anchor).toHaveAttribute('href', `#${await heading(page, name).getAttribute('id')}`);
    await anchor.focus();
    await expect(anchor).toHaveCSS('opacity', '1');
  }
});

test("a heading is named by its text alone; its direct link follows it, reached by keyboard and by its name", async ({ page }) => {
  await page.goto(SECTIONS);
  const article = page.getByRole('article');
  // Exactly the text: the link is not part of the heading, nor of the name of anything the heading labels.
  const second = article.getByRole('heading', { level: 2, name: 'Second section', exact: true });
  await expect(second).toHaveAccessibleName('Second section');
  await expect(second.getByRole('link')).toHaveCount(0);
  expect(await article.locator(':is(h2, h3, h4) a').count()).toBe(0);
  // Keyboard: the first section has no link but its heading's, so Tab goes from that one to this one.
  const anchor = directLink(page, 'Second section');
  await expect(anchor).toHaveAttribute('href', '#second-section');
  await directLink(page, 'First section').focus();
  await page.keyboard.press('Tab');
  await expect(anchor).toBeFocused();
  await expect(anchor).toHaveCSS('opacity', '1');
  // It sits on the heading's line, right after its text.
  const [h, a] = [await second.boundingBox(), await anchor.boundingBox()];
  expect(Math.abs(a!.y + a!.height - (h!.y + h!.height))).toBeLessThan(2);
  expect(a!.x).toBeGreaterThan(h!.x + h!.width);
  expect(a!.x - (h!.x + h!.width)).toBeLessThan(12);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#second-section$/);
});

test('code blocks have a copy button and follow the colour mode', async ({ page }) => {
  await page.goto(SECTIONS);
  const code = page.getByRole('article').locator('pre').first();
  await expect(code).toContainText('a line long enough to wrap');
  const copy = page.getByRole('button', { name: 'Copy code to clipboard' }).first();
  await copy.focus();
  await expect(copy).toBeVisible();
  const light = await code.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => code.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(light);
});

test('printed, a long code line wraps instead of running off the page', async ({ page }) => {
  await page.goto(SECTIONS);
  const code = page.getByRole('article').locator('pre').first();
  const overflows = () => code.evaluate((pre) => pre.scrollWidth > pre.clientWidth);
  // On screen the line runs past the block's edge (it scrolls sideways).
  expect(await overflows()).toBe(true);
  await page.emulateMedia({ media: 'print' });
  await expect.poll(overflows).toBe(false);
});

test('tabs show one panel at a time, chosen by its label', async ({ page }) => {
  await page.goto(TABS);
  const tabs = page.getByRole('radiogroup', { name: 'Tabs' });
  const radios = tabs.getByRole('radio');
  await expect(radios).toHaveCount(3);
  await expect(tabs.getByRole('radio', { name: 'First tab' })).toBeChecked();
  await expect(page.getByText('The first tab is chosen when the page opens.')).toBeVisible();
  await expect(page.getByText('The second tab shows its own block.')).toBeHidden();
  await tabs.getByText('Second tab', { exact: true }).click();
  await expect(tabs.getByRole('radio', { name: 'Second tab' })).toBeChecked();
  await expect(page.getByText('The second tab shows its own block.')).toBeVisible();
  await expect(page.getByText('from the second tab')).toBeVisible();
  await expect(page.getByText('The first tab is chosen when the page opens.')).toBeHidden();
});

test('a diagram is an SVG drawn at build time, with no Mermaid code sent', async ({ page }) => {
  await page.goto(TABS);
  await expect(page.getByRole('article').locator('figure svg').first()).toBeVisible();
  await expect(page.getByRole('article').locator('figure svg').first()).toContainText('Source file');
  expect(await page.locator('script[src*="mermaid"]').count()).toBe(0);
});

test("an image beside the page shows, with its text for screen readers", async ({ page }) => {
  await page.goto('/docs/1.0/ui-fixtures/images/');
  const image = page.getByRole('img', { name: 'A blue rectangle' });
  await expect(image).toBeVisible();
  // Loaded, at the file's own size (Astro's no-op image service serves it as it is).
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && [img.naturalWidth, img.naturalHeight])).toEqual([48, 32]);
});
