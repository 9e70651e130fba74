import { test, expect, holdRequests, pageSettled } from './fixtures/index';
import { hits, input, searchButton, openWithShortcut, searchPageInput } from './fixtures/search';
import { FIXTURE_SITE, SEARCH_START as DOC, ZORVANE } from './fixtures/ui-pages';

// On the test site's fixture pages (fixtures/ui-pages.ts), whose words no real page has.
test.use({ baseURL: FIXTURE_SITE });

test.describe('opening and closing', () => {
  test('no search code loads before the reader shows intent', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(DOC);
    await pageSettled(page);
    expect(requests.filter((u) => u.includes('/search-index/') || /docsearch|SearchModal/i.test(u))).toEqual([]);
    await searchButton(page).hover();
    await expect.poll(() => requests.some((u) => u.includes('/search-index/records.json'))).toBe(true);
  });

  test('Ctrl+K opens and closes; closing returns focus to the button', async ({ page }) => {
    await page.goto(DOC);
    await openWithShortcut(page);
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    await page.keyboard.press('Escape');
    await expect(input(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test('"/" opens the modal, but not while typing in a text field', async ({ page }) => {
    await page.goto(DOC);
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await page.goto('/search/');
    // The form is live (typing before it wakes is search.spec.ts's case).
    await expect(page.locator('astro-island[component-url*="SearchPage"]')).not.toHaveAttribute('ssr');
    await searchPageInput(page).fill('');
    await searchPageInput(page).press('/');
    await expect(searchPageInput(page)).toHaveValue('/');
    await expect(input(page)).toHaveCount(0);
  });

  test('a click opens it, and a letter typed on the focused button becomes the query', async ({ page }) => {
    await page.goto(DOC);
    await searchButton(page).click();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await searchButton(page).focus();
    await page.keyboard.press('t');
    await expect(input(page)).toHaveValue('t');
    // Closing clears that initial query.
    await page.keyboard.press('Escape');
    await openWithShortcut(page);
    await expect(input(page)).toHaveValue('');
  });

  test('Ctrl+F stays the browser\'s find', async ({ page }) => {
    await page.goto(DOC);
    await searchButton(page).focus();
    await page.keyboard.press('Control+f');
    // Had Ctrl+F opened the modal, the next letter would land after an "f" in its input.
    await searchButton(page).focus();
    await page.keyboard.press('t');
    await expect(input(page)).toHaveValue('t');
  });

  test('selected text pre-fills the query, cut to 64 characters', async ({ page }) => {
    await page.goto(DOC);
    const paragraph = page.getByRole('main').getByRole('paragraph').filter({ hasText: /.{81}/ }).first();
    await paragraph.evaluate((p) => window.getSelection()!.selectAllChildren(p));
    const selected = await page.evaluate(() => window.getSelection()!.toString().trim());
    await openWithShortcut(page);
    await expect(input(page)).toHaveValue(selected.slice(0, 64));
  });
});

test.describe('macOS', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36' });
  test('Cmd+K opens the modal and the hint shows ⌘', async ({ page }) => {
    await page.goto(DOC);
    await expect(searchButton(page).getByText('⌘', { exact: true })).toBeVisible();
    await expect(searchButton(page).getByText('Ctrl', { exact: true })).toBeHidden();
    await page.keyboard.press('Meta+k');
    await expect(input(page)).toBeFocused();
  });
});

test.describe('the first frame', () => {
  test('Ctrl+K shows a search input at once; what is typed there carries into the modal', async ({ page }) => {
    const held = holdRequests(page, '**/_astro/SearchModal*');
    await page.goto(DOC);
    await page.keyboard.press('Control+k');
    const first = page.getByRole('dialog', { name: 'Search docs' }).getByRole('searchbox', { name: 'Search docs' });
    await expect(first).toBeFocused();
    await expect(page.getByText('Loading search…')).toBeVisible();
    await page.keyboard.type('zorv');
    held.release();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('zorv');
    await expect(page.getByRole('status').filter({ hasText: 'Loading search…' })).toHaveCount(0);
    await expect(hits(page).first()).toHaveAttribute('href', ZORVANE);
  });

  test('Escape on the first frame closes it, and the modal does not open later', async ({ page }) => {
    const held = holdRequests(page, '**/_astro/SearchModal*');
    await page.goto(DOC);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search docs' });
    await expect(dialog.getByRole('searchbox', { name: 'Search docs' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    held.release();
    // The button hydrates (its island says so) and still no modal is shown.
    await expect(page.locator('astro-island', { has: searchButton(page) })).toHaveAttribute('data-island-state', 'hydrated');
    await expect(dialog).toHaveCount(0);
    await openWithShortcut(page);
  });
});
