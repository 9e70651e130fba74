import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * What `npm run build` prints when it succeeds, read from the test site's
 * build (`npm run build:fixture`, which writes its summary to
 * dist-fixture.summary.txt). tools/prepare-fixture.mjs adds two pages in no
 * sidebar to its docs version 1.0 (tests/e2e/fixtures/no-sidebar/): one with
 * a link to a missing anchor, and one that says it stands alone.
 */
const summary = readFileSync('dist-fixture.summary.txt', 'utf8');
const orphan = '.fixture-versions/versioned_docs/version-1.0/concepts/zz_orphan.md';

describe('a build that succeeds', () => {
  it('prints a short summary, at most 40 lines, naming each warning: a page in no sidebar, a link to a missing anchor', () => {
    const lines = summary.trimEnd().split('\n');
    expect(lines.length, summary).toBeLessThanOrEqual(40);
    expect(summary).toMatch(/^Built \d{3} pages into dist-fixture\/ in /m);
    expect(summary).toContain(`1 page is in no sidebar (readers find them only through links and search):\n    ${orphan} (/docs/1.0/concepts/zz_orphan/)`);
    expect(summary).not.toContain('zz_alone');
    expect(summary).toContain(
      `${orphan}:8 (/docs/1.0/concepts/zz_orphan/): link to a missing anchor: /docs/concepts/daemon/#no-such-part (no element with id "no-such-part")`,
    );
    expect(summary).toContain('npm run serve, then open http://127.0.0.1:4321/');
    expect(existsSync('dist-fixture/index.html')).toBe(true);
  });
});
