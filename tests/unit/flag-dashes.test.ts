import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import { describe, expect, it } from 'vitest';
import { markdownPlugins } from '../../src/markdown-plugins/pipeline';
import { flagsShownAsDashes } from '../../src/markdown-plugins/remark-flag-dashes';

const PAGE = 'Pass --config to set a key, or --no-prelude. Say "it\'s done" -- twice.\n';

/** Renders `markdown` as a page at a real path, with the site's plugins and the given smart punctuation. */
async function render(markdown: string, smartypants: typeof markdownPlugins.smartypants | true) {
  const dir = mkdtempSync(join(tmpdir(), 'flag-dashes-'));
  const path = join(dir, 'page.md');
  writeFileSync(path, markdown);
  const processor = await createMarkdownProcessor({ ...markdownPlugins, smartypants, syntaxHighlight: false });
  return { render: () => processor.render(markdown, { fileURL: pathToFileURL(path) }) };
}

describe('flags written with two hyphens', () => {
  it('stay two hyphens in prose, with curly quotes still applied', async () => {
    const { code } = await (await render(PAGE, markdownPlugins.smartypants)).render();
    expect(code).toContain('Pass --config to set a key, or --no-prelude.');
    expect(code).toContain('\u201cit\u2019s done\u201d -- twice');
    expect(code).not.toMatch(/[\u2013\u2014]/);
  });

  it('fail the render, naming the file, line and flag, when the pipeline turns them into dashes', async () => {
    const { render: run } = await render(`# Flags\n\n${PAGE}`, true);
    await expect(run()).rejects.toThrow(/page\.md:3: "--config" would show as "\u2014config"/);
    await expect(run()).rejects.toThrow(/"--no-prelude" would show as "\u2014no-prelude"/);
  });

  it('leave a dash a writer typed between words alone', () => {
    expect(flagsShownAsDashes('the build\u2014config aside\u2014works', 'the build\u2014config aside\u2014works')).toEqual([]);
    expect(flagsShownAsDashes('use \u2014remote-only', 'use --remote-only')).toEqual(['--remote-only']);
  });
});
