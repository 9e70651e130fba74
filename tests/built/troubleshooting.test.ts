import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { troubleshootingEntrySchema } from '../../src/content/troubleshooting-schema';
import { printedMessage } from '../../src/lib/troubleshooting/model';
import { INDEX_DIR, RECORDS_FILE, unpackRecords, type RecordsFile } from '../../src/lib/search/engine/format';
import { builtPage, sidebarHrefs } from './site';

const PAGE = '/docs/users/troubleshooting/';
const entries = (parse(readFileSync('src/data/troubleshooting.yaml', 'utf8')) as unknown[]).map((e) => troubleshootingEntrySchema.parse(e));
const unescape = (html: string) =>
  html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

describe('the troubleshooting page', () => {
  const html = builtPage(PAGE) ?? '';

  it('is built and listed in the Users sidebar next to the FAQ', () => {
    expect(html).toMatch(/<h1[^>]*>Troubleshooting: Buck2 error messages/);
    const sidebar = sidebarHrefs(html);
    const at = sidebar.indexOf(PAGE);
    expect(at).toBeGreaterThan(-1);
    expect(sidebar[at + 1]).toBe('/docs/users/faq/common_issues/');
  });

  it('gives every entry its anchor, and its message as page text (not a code block, which search skips)', () => {
    const problems: string[] = [];
    for (const e of entries) {
      const start = html.indexOf(`<h3 id="${e.id}"`);
      if (start < 0) {
        problems.push(`${e.id}: no heading`);
        continue;
      }
      const section = html.slice(start, html.indexOf('</section>', start));
      const message = /<p class="trouble__message">[\s\S]*?<code>([\s\S]*?)<\/code>/.exec(section)?.[1];
      if (message === undefined || unescape(message) !== printedMessage(e)) problems.push(`${e.id}: message is ${message}`);
    }
    expect(problems).toEqual([]);
  });

  it('has each entry title as a search heading', () => {
    const records = unpackRecords(JSON.parse(readFileSync(`dist/${INDEX_DIR}/${RECORDS_FILE}`, 'utf8')) as RecordsFile);
    const record = records.find((r) => r.url === PAGE);
    const headings = new Set((record?.headings ?? []).map(([text]) => text));
    expect(entries.filter((e) => !headings.has(e.title.replaceAll('`', ''))).map((e) => e.id)).toEqual([]);
  });
});

describe('the exit codes page', () => {
  const html = builtPage('/docs/users/commands_extra/exit_codes/') ?? '';

  it('links each code to the entries that end with it, in its own row', () => {
    const row = (code: number) => {
      const start = html.indexOf(`id="exit-code-${code}"`);
      return start < 0 ? '' : html.slice(start, html.indexOf('</tr>', start));
    };
    const missing = entries.filter((e) => e.exitCode !== undefined && !row(e.exitCode).includes(`href="${PAGE}#${e.id}"`)).map((e) => e.id);
    expect(missing).toEqual([]);
    expect(row(0)).not.toContain(PAGE);
  });
});
