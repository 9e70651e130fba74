import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Rules every test file keeps, so that a green run means what it says:
 * browser specs use the shared `test` (it fails a test on any console
 * error), wait for a condition rather than for the network to go quiet,
 * and no test can skip itself or narrow a run to itself.
 */
function filesUnder(dir: string, suffix: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => suffix.test(f))
    .map((f) => join(dir, f));
}

const specs = [...filesUnder('tests/e2e', /\.spec\.ts$/), ...filesUnder('tests/e2e-dev', /\.spec\.ts$/)];
const testFiles = [...new Set([...specs, ...filesUnder('tests', /\.test\.ts$/), ...filesUnder('tests/e2e', /\.ts$/)])];

describe('test hygiene', () => {
  it('finds the browser specs', () => {
    expect(specs.length).toBeGreaterThan(10);
    expect(specs).toContain(join('tests', 'e2e-dev', 'writer-loop.spec.ts'));
  });

  it("every browser spec takes `test` from tests/e2e/fixtures/index, which fails a test on a console error", () => {
    const astray = specs.filter((file) => {
      const source = readFileSync(file, 'utf8');
      const fromFixtures = /import \{[^}]*\btest\b[^}]*\} from '(\.\/fixtures\/index|\.\.\/e2e\/fixtures\/index)';/.test(source);
      const fromPlaywright = /import \{[^}]*\btest\b[^}]*\} from '@playwright\/test'/.test(source);
      return !fromFixtures || fromPlaywright;
    });
    expect(astray).toEqual([]);
  });

  it('no test waits for the network to go idle, skips itself, runs alone or is marked to fix later', () => {
    // Written split, so this file does not match its own rule.
    const forbidden = new RegExp(['network' + 'idle', String.raw`\.(skip|skipIf|runIf|only|fixme|todo)\b`].join('|'));
    const found = testFiles.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ file, line: i + 1, text: line.trim() }))
        .filter(({ text }) => forbidden.test(text)),
    );
    expect(found).toEqual([]);
  });
});
