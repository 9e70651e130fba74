import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { indexHistory, KINDS, type ItemHistory, type Kind, type Release } from '../../src/lib/releases/history';
import { comparePairs, kindChanges } from '../../src/lib/releases/views';
import { test, expect } from './fixtures/index';

// What the pages should show, from the file the build read (and checked).
const data = JSON.parse(readFileSync('src/data/release-history.json', 'utf8')) as { releases: Release[]; kinds?: Partial<Record<Kind, Record<string, ItemHistory>>> };
const history = indexHistory(data.releases, Object.fromEntries(KINDS.map((k) => [k, data.kinds?.[k] ?? {}])) as Record<Kind, Record<string, ItemHistory>>);
const tags = history.releases.map((r) => r.tag);
const noLinks = () => undefined;

/** The kinds that changed from `from` to `to`, as a page lists them (`limit`: see kindChanges): heading, then how many entries each list has. */
const expectedChanges = (from: string, to: string, limit?: number) =>
  kindChanges(history.diff(from, to), noLinks, limit).map((k) => ({ heading: k.heading, added: k.added.items.length, removed: k.removed.items.length, changed: k.changed.length }));

async function expectChanges(where: Locator, from: string, to: string, limit?: number) {
  const kinds = expectedChanges(from, to, limit);
  if (!kinds.length) {
    await expect(where.getByText('Nothing the history records changed between these releases.')).toBeVisible();
    return;
  }
  for (const kind of kinds) {
    const region = where.getByRole('region', { name: kind.heading, exact: true });
    for (const [list, count] of [['Added', kind.added], ['Removed', kind.removed], ['Default changed', kind.changed]] as const) {
      if (count) await expect(region.getByRole('list', { name: list, exact: true }).getByRole('listitem')).toHaveCount(count);
      else await expect(region.getByRole('list', { name: list, exact: true })).toHaveCount(0);
    }
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the releases page links to comparisons of the newest release with older ones, and each lists the changes', async ({ page }) => {
    await page.goto('/docs/releases/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buck2 releases');
    const oldest = comparePairs(tags).at(-1)!;
    await page.getByRole('region', { name: 'Compare releases' }).getByRole('link', { name: oldest.from, exact: true }).click();
    await expect(page).toHaveURL(`/docs/releases/compare/${oldest.from}...${oldest.to}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Buck2 changes from ${oldest.from} to ${oldest.to}`);
    await expectChanges(page.getByRole('main'), oldest.from, oldest.to);
  });
});

test('the comparison island lists the changes between any two releases the reader picks', async ({ page }) => {
  await page.goto('/docs/releases/');
  // A pair that none of the built pages compares (they start from the newest release), a few releases
  // apart so that something changed: the island computes it. (A pair years apart lists thousands of
  // entries, and counting them by role took seconds without testing more.)
  const start = tags.findIndex((tag, i) => i >= 1 && i + 3 < tags.length - 1 && expectedChanges(tag, tags[i + 3]!, Infinity).length > 0);
  const [from, to] = [tags[start]!, tags[start + 3]!];
  const form = page.getByRole('form', { name: 'Releases to compare' });
  // As a keyboard reader does: the list gets focus (which wakes the island), then a release.
  await form.getByLabel('From').focus();
  await form.getByLabel('From').selectOption(from);
  await form.getByLabel('To').selectOption(to);
  const result = page.getByRole('region', { name: 'Changes between the chosen releases' });
  await expect(result.getByText(`From ${from} to ${to}:`)).toBeVisible();
  await expectChanges(result, from, to, Infinity);
  // And back the other way: what the newer release has is "removed" going back.
  await form.getByLabel('From').selectOption(to);
  await form.getByLabel('To').selectOption(from);
  await expect(result.getByText(`From ${to} to ${from}:`)).toBeVisible();
  await expectChanges(result, to, from, Infinity);
});
