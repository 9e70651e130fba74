import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface ExitCodeEntry {
  name: string;
  code: number;
  meaning: string;
}
interface ExitCodeData {
  source: string;
  codes: ExitCodeEntry[];
}
interface FixtureEntry {
  variant: string;
  name: string;
  code: number;
}
interface ExitCodeFixture {
  source: string;
  codes: FixtureEntry[];
}

const data = JSON.parse(readFileSync('src/data/exit-codes.json', 'utf8')) as ExitCodeData;
const fixture = JSON.parse(readFileSync('tests/fixtures/buck2-exit-codes.json', 'utf8')) as ExitCodeFixture;

/** Differences between the site's data and the fixture that stands for Buck2's enum. */
export function compareExitCodes(site: ExitCodeEntry[], source: FixtureEntry[]): string[] {
  const problems: string[] = [];
  const siteByName = new Map(site.map((e) => [e.name, e]));
  const sourceByName = new Map(source.map((e) => [e.name, e]));
  for (const s of source) {
    const mine = siteByName.get(s.name);
    if (!mine) problems.push(`missing ${s.name} (${s.code})`);
    else if (mine.code !== s.code) problems.push(`${s.name}: site says ${mine.code}, source says ${s.code}`);
  }
  for (const e of site) {
    if (!sourceByName.has(e.name)) problems.push(`unknown ${e.name} (${e.code})`);
  }
  return problems;
}

describe('exit code data', () => {
  it('names the same source file as the fixture', () => {
    expect(data.source).toBe(fixture.source);
  });

  it('has exactly the codes of the source enum, with the same numbers', () => {
    expect(compareExitCodes(data.codes, fixture.codes)).toEqual([]);
  });

  it('is in numeric order without duplicate numbers or names', () => {
    const numbers = data.codes.map((e) => e.code);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(new Set(data.codes.map((e) => e.name)).size).toBe(data.codes.length);
  });

  it('gives every code a non-empty meaning', () => {
    for (const e of data.codes) {
      expect(typeof e.meaning, e.name).toBe('string');
      expect(e.meaning.trim().length, e.name).toBeGreaterThan(0);
    }
  });
});

describe('compareExitCodes', () => {
  const source: FixtureEntry[] = [
    { variant: 'Success', name: 'SUCCESS', code: 0 },
    { variant: 'UserError', name: 'USER_ERROR', code: 3 },
  ];
  const entry = (name: string, code: number): ExitCodeEntry => ({ name, code, meaning: 'x' });

  it('accepts matching data', () => {
    expect(compareExitCodes([entry('SUCCESS', 0), entry('USER_ERROR', 3)], source)).toEqual([]);
  });
  it('reports a code the data lacks', () => {
    expect(compareExitCodes([entry('SUCCESS', 0)], source)).toEqual(['missing USER_ERROR (3)']);
  });
  it('reports a code the source lacks', () => {
    expect(compareExitCodes([entry('SUCCESS', 0), entry('USER_ERROR', 3), entry('EXTRA', 9)], source)).toEqual(['unknown EXTRA (9)']);
  });
  it('reports a number that differs', () => {
    expect(compareExitCodes([entry('SUCCESS', 0), entry('USER_ERROR', 4)], source)).toEqual([
      'USER_ERROR: site says 4, source says 3',
    ]);
  });
});
