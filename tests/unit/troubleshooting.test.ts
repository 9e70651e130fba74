import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { TROUBLESHOOTING_TOPICS, troubleshootingEntrySchema, type TroubleshootingEntry } from '../../src/content/troubleshooting-schema';
import { getTroubleshootingEntries } from '../../src/lib/troubleshooting/entries';
import { CATEGORY_TAGS, entriesByExitCode, inlineCodeParts, printedMessage, sourceUrl } from '../../src/lib/troubleshooting/model';
import { setCollections } from './fixtures/astro-content';
import { messageMatchScore, rustStringLiterals, starlarkStringLiterals, tagsInRust } from '../../tools/extract-error-messages.mjs';

interface SourceString {
  line: number;
  text: string;
}
interface FileFacts {
  tags?: string[];
  exitCodes?: string[];
  strings: SourceString[];
}
interface TagClass {
  rust: string;
  tier: 'environment' | 'tier0' | 'input' | 'unspecified';
  exitCode: string;
  rank: number;
  hidden: boolean;
}
interface MessageFacts {
  repository: string;
  commit: string;
  classification: Record<string, TagClass>;
  files: Record<string, FileFacts>;
}

const raw = parse(readFileSync('src/data/troubleshooting.yaml', 'utf8')) as unknown[];
const facts = JSON.parse(readFileSync('tests/fixtures/buck2-error-messages.json', 'utf8')) as MessageFacts;
const pinned = JSON.parse(readFileSync('src/data/buck2-source.json', 'utf8')) as { repository: string; commit: string };
const exitCodeFacts = JSON.parse(readFileSync('tests/fixtures/buck2-exit-codes.json', 'utf8')) as { codes: { variant: string; code: number }[] };
const sourceLines = JSON.parse(readFileSync('src/data/troubleshooting-sources.json', 'utf8')) as {
  commit: string;
  entries: Record<string, { path: string; line: number }>;
};
const page = readFileSync('src/content/docs/users/troubleshooting.mdx', 'utf8');

const entries: TroubleshootingEntry[] = raw.map((e) => troubleshootingEntrySchema.parse(e));
const exitCodeOf = new Map(exitCodeFacts.codes.map((c) => [c.variant, c.code]));

/** The source strings of a file that can print a text (placeholders as wildcards), with the best first. */
function printedBy(text: string, file: string): SourceString[] {
  return (facts.files[file]?.strings ?? []).filter((s) => messageMatchScore(text, s.text) >= 0);
}

describe('troubleshooting data', () => {
  it('validates, with at least 40 entries and unique ids', () => {
    for (const [i, e] of raw.entries()) {
      const result = troubleshootingEntrySchema.safeParse(e);
      expect(result.success, `entry ${i}: ${result.error?.message ?? ''}`).toBe(true);
    }
    expect(entries.length).toBeGreaterThanOrEqual(40);
    const ids = entries.map((e) => e.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('gives every topic entries, in page order, and the page renders each topic once', () => {
    const topics = entries.map((e) => e.topic);
    expect(new Set(topics)).toEqual(new Set(TROUBLESHOOTING_TOPICS));
    const order = topics.map((t) => TROUBLESHOOTING_TOPICS.indexOf(t));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const rendered = [...page.matchAll(/<TroubleshootingEntries topic="([^"]+)" \/>/g)].map((m) => m[1]);
    expect(rendered).toEqual([...TROUBLESHOOTING_TOPICS]);
  });

  it('covers the topics the issue asks for', () => {
    const ids = new Set(entries.map((e) => e.id));
    for (const id of [
      'unknown-target',
      'unknown-cell-alias',
      'package-does-not-exist',
      'not-visible',
      'target-incompatible',
      'no-compatible-execution-platform',
      'toolchain-target-missing',
      'select-no-match',
      'remote-command-failed',
      'artifact-expired-in-cas',
      'daemon-connect-failed',
      'file-watcher-creation-failed',
      'watchman-timeout',
      'daemon-killed-by-oom',
      'dep-file-invalid',
      'materialization-error',
      'bxl-label-format',
      'failed-to-stat-buck-out',
      'error-creating-cell-resolver',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });
});

describe('troubleshooting messages against the pinned source facts', () => {
  it('come from the pinned commit', () => {
    expect(facts.commit).toBe(pinned.commit);
    expect(facts.repository).toBe(pinned.repository);
    expect(sourceLines.commit).toBe(pinned.commit);
  });

  it('quote each message, context line and prefix from a string of its source file', () => {
    const missing: string[] = [];
    for (const e of entries) {
      const quoted = [{ text: e.message, source: e.source }, ...e.context, ...(e.prefix ? [e.prefix] : [])];
      for (const q of quoted) {
        if (printedBy(q.text, q.source).length === 0) missing.push(`${e.id}: "${q.text}" is not printed by ${q.source}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('link each entry to the line of its message', () => {
    for (const e of entries) {
      const at = sourceLines.entries[e.id];
      expect(at?.path, e.id).toBe(e.source);
      expect(printedBy(e.message, e.source).map((s) => s.line), e.id).toContain(at?.line);
    }
    expect(Object.keys(sourceLines.entries).sort()).toEqual(entries.map((e) => e.id).sort());
  });

  it('name tags that the source attaches and classify.rs classifies', () => {
    for (const e of entries.filter((x) => x.tag)) {
      const cls = facts.classification[e.tag!];
      expect(cls, `${e.id}: ${e.tag} is not an error tag`).toBeDefined();
      const file = e.tagSource ?? e.source;
      expect(facts.files[file]?.tags ?? [], `${e.id}: ${file} does not attach ${cls!.rust}`).toContain(cls!.rust);
    }
  });

  it('give the exit code the source decides', () => {
    for (const e of entries) {
      if (e.exitCodeSource) {
        const variant = exitCodeFacts.codes.find((c) => c.code === e.exitCode)?.variant;
        expect(facts.files[e.exitCodeSource]?.exitCodes ?? [], `${e.id}: ${e.exitCodeSource} does not use ExitCode::${variant}`).toContain(variant);
        continue;
      }
      const cls = e.tag ? facts.classification[e.tag] : undefined;
      if (!cls || cls.tier === 'unspecified') {
        expect(e.exitCode, `${e.id}: no tag decides an exit code`).toBeUndefined();
      } else {
        expect(e.exitCode, `${e.id}: ${e.tag} leads to ExitCode::${cls.exitCode}`).toBe(exitCodeOf.get(cls.exitCode));
      }
    }
  });

  it('name the category of the tags Buck2 keeps out of reports', () => {
    for (const tag of Object.keys(CATEGORY_TAGS)) expect(facts.classification[tag]?.hidden, tag).toBe(true);
    for (const e of entries.filter((x) => x.tag && facts.classification[x.tag]?.hidden)) expect(CATEGORY_TAGS[e.tag!], e.id).toBeDefined();
  });

  it('link every exit code the source decides for some entry', () => {
    const codes = [...entriesByExitCode(entries).keys()].sort((a, b) => a - b);
    expect(codes).toEqual([2, 3, 4, 5, 11, 12]);
  });
});

describe('messageMatchScore', () => {
  it('lets a placeholder stand for a format argument', () => {
    expect(messageMatchScore('Unknown target `<target>` from package `<package>`.', 'Unknown target `{target}` from package `{package}`.\nDid you mean')).toBeGreaterThan(0);
    expect(messageMatchScore('Variable `<name>` not found', 'Variable `{0}` not found')).toBeGreaterThan(0);
    expect(messageMatchScore('fail:<message>', 'fail:{s}')).toBe(5);
  });

  it('lets a format argument print known text', () => {
    expect(messageMatchScore('Remote command returned non-zero exit code <code>', '{}command returned non-zero exit code {}')).toBeGreaterThan(0);
  });

  it('reads %-conversions of Starlark strings as arguments', () => {
    expect(messageMatchScore('Duplicate value `<value>` given', 'Duplicate value `%s` given')).toBeGreaterThan(0);
  });

  it('accepts a placeholder that the source prints literally', () => {
    expect(messageMatchScore('format `<cell>//pkg:name`, got `<label>`', 'format `<cell>//pkg:name`, got `{0}`')).toBeGreaterThan(0);
  });

  it('rejects changed words, placeholders where the source has text, and strings made only of arguments', () => {
    expect(messageMatchScore('Unknown target `<target>` from package `<package>`.', 'Unknown target `{target}` in package `{package}`.')).toBe(-1);
    expect(messageMatchScore('Unknown `<what>` from package', 'Unknown target from package')).toBe(-1);
    expect(messageMatchScore('Something went wrong in the build', '{}')).toBe(-1);
    expect(messageMatchScore('<only>', '{}')).toBe(-1);
  });
});

describe('string literal extraction', () => {
  it('decodes Rust escapes and line continuations, and skips comments and char literals', () => {
    const rust = [
      '// "not this"',
      'let c = \'"\';',
      'format!("a \\"b\\"\\n\\',
      '          c {{x}}");',
      "fn f<'a>(x: &'a str) {}",
      'r#"raw "q""#;',
    ].join('\n');
    expect(rustStringLiterals(rust)).toEqual([
      { line: 3, text: 'a "b"\nc {{x}}' },
      { line: 6, text: 'raw "q"' },
    ]);
  });

  it('reads Starlark strings in both quotes and triple quotes', () => {
    const bzl = ['# "comment"', 'fail("one `{}`".format(x))', "x = 'two'", 'y = """three', 'lines"""'].join('\n');
    expect(starlarkStringLiterals(bzl)).toEqual([
      { line: 2, text: 'one `{}`' },
      { line: 3, text: 'two' },
      { line: 4, text: 'three\nlines' },
    ]);
  });

  it('collects the tags a Rust file attaches', () => {
    const rust = '#[buck2(input, tag = Visibility)]\n#[buck2(tag = buck2_error::ErrorTag::ProjectMissingPath)]\nbuck2_error!(ErrorTag::Tier0, "x")';
    expect(tagsInRust(rust)).toEqual(['Input', 'ProjectMissingPath', 'Tier0', 'Visibility']);
  });
});

describe('troubleshooting model', () => {
  it('lists the entries in the order of the file, which the loader records', async () => {
    const [first, second] = entries;
    setCollections({
      troubleshooting: [
        { id: second!.id, data: { ...second!, order: 1 } },
        { id: first!.id, data: { ...first!, order: 0 } },
      ],
    });
    expect((await getTroubleshootingEntries()).map((e) => e.id)).toEqual([first!.id, second!.id]);
  });

  it('prints the prefix before the message', () => {
    expect(printedMessage({ message: 'One of `cmd` or `bash` should be set.', prefix: { text: 'fail:', source: 'starlark-rust/x.rs' } })).toBe(
      'fail:One of `cmd` or `bash` should be set.',
    );
    expect(printedMessage({ message: 'x', prefix: undefined })).toBe('x');
  });

  it('links a source line at the commit', () => {
    expect(sourceUrl('https://github.com/facebook/buck2', 'abc', 'app/x.rs', 12)).toBe('https://github.com/facebook/buck2/blob/abc/app/x.rs#L12');
    expect(sourceUrl('https://github.com/facebook/buck2', 'abc', 'app/x.rs')).toBe('https://github.com/facebook/buck2/blob/abc/app/x.rs');
  });

  it('groups entries by exit code in order and splits code spans', () => {
    const grouped = entriesByExitCode([{ exitCode: 3, id: 'a' }, { exitCode: undefined, id: 'b' }, { exitCode: 3, id: 'c' }, { exitCode: 2, id: 'd' }]);
    expect([...grouped.entries()].map(([k, v]) => [k, v.map((e) => e.id)])).toEqual([
      [3, ['a', 'c']],
      [2, ['d']],
    ]);
    expect(inlineCodeParts('Failed to stat `buck-out/v2` now')).toEqual([
      { code: false, text: 'Failed to stat ' },
      { code: true, text: 'buck-out/v2' },
      { code: false, text: ' now' },
    ]);
  });
});
