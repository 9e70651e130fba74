import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import type { Element } from 'hast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import type { ReleaseHistory } from '../../src/lib/releases/history';
import { parseReleaseHistory } from '../../src/lib/releases/load';
import { longFlagOf, remarkFlagBadges } from '../../src/markdown-plugins/remark-flag-badges';

const parsed = parseReleaseHistory(JSON.parse(readFileSync('tests/fixtures/release-history-sample.json', 'utf8')));
const history = (parsed as { history: ReleaseHistory }).history;

/** The badges of a page rendered from `markdown` as `file`: the code span before each and the link. */
async function badgesOf(markdown: string, file: string) {
  const processor = await createMarkdownProcessor({ remarkPlugins: [[remarkFlagBadges, { history }]], syntaxHighlight: false });
  const { code } = await processor.render(markdown, { fileURL: pathToFileURL(resolve(file)) });
  const found: { after: string; text: string; href: unknown }[] = [];
  visit(fromHtml(code, { fragment: true }), 'element', (el: Element, index, parent) => {
    if (el.tagName !== 'a' || !(el.properties['className'] as string[] | undefined)?.includes('since')) return;
    const before = parent!.children.slice(0, index).filter((n): n is Element => n.type === 'element').at(-1);
    found.push({ after: before ? toString(before) : '', text: toString(el), href: el.properties['href'] });
  });
  return found;
}

const TABLE = `## Options

| Option | Effect |
| --- | --- |
| \`--status\` | Reports. |
| \`--isolation-dir <DIR>\` | Chooses. |

- \`--status\` again in a list, and \`--overall-timeout\` later in the sentence.
`;

describe('flag badges on command pages', () => {
  it('marks a flag that arrived after the first release, in a table and in a list, and no other', async () => {
    expect(await badgesOf(TABLE, 'src/content/docs/users/commands/server.md')).toEqual([
      { after: '--status', text: 'Added in 2026-07-01', href: '/docs/releases/2026-07-01/' },
      { after: '--status', text: 'Added in 2026-07-01', href: '/docs/releases/2026-07-01/' },
    ]);
  });
  it('reads the flag for the page’s own command, and marks removed flags', async () => {
    const markdown = '| Option | Effect |\n| --- | --- |\n| `--status` | x |\n| `-o, --old-flag <X>` | y |\n';
    expect(await badgesOf(markdown, 'src/content/docs/users/commands/build.md')).toEqual([{ after: '-o, --old-flag <X>', text: 'Removed in 2025-03-01', href: '/docs/releases/2025-03-01/' }]);
  });
  it('leaves other pages alone', async () => {
    expect(await badgesOf(TABLE, 'src/content/docs/users/common-options.md')).toEqual([]);
  });
  it('finds the long flag in an option’s code span', () => {
    expect(longFlagOf('-u, --target-universe <TARGET_UNIVERSE>')).toBe('--target-universe');
    expect(longFlagOf('--config=<SECTION.OPTION=VALUE>')).toBe('--config');
    expect(longFlagOf('-v <N>')).toBeUndefined();
  });
});
