import { existsSync, readFileSync } from 'node:fs';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

/**
 * src/data/query-functions.json (our words, rendered by
 * src/components/reference/QueryFunctions.astro) must describe exactly the
 * functions Buck2's source defines for each query kind, as recorded in
 * tests/fixtures/buck2-query-functions.json.
 */

type Kind = 'uquery' | 'cquery' | 'aquery';
const KINDS: Kind[] = ['uquery', 'cquery', 'aquery'];

interface QueryFunctionEntry {
  name: string;
  signature: string;
  returns: string;
  kinds: string[];
  anchor: string;
  description: string;
  example: string;
}
interface QueryFunctionsData {
  sources: string[];
  functions: QueryFunctionEntry[];
}
interface QueryFunctionsFixture {
  kinds: Record<Kind, { environment: string; modules: { module: string; path: string; functions: string[] }[] }>;
}

const data = JSON.parse(readFileSync('src/data/query-functions.json', 'utf8')) as QueryFunctionsData;
const fixture = JSON.parse(readFileSync('tests/fixtures/buck2-query-functions.json', 'utf8')) as QueryFunctionsFixture;

function fixtureNames(fx: QueryFunctionsFixture, kind: Kind): Set<string> {
  return new Set((fx.kinds[kind]?.modules ?? []).flatMap((m) => m.functions));
}

/** Every problem found, one sentence each; empty when the data matches the fixture. */
function checkQueryFunctions(d: QueryFunctionsData, fx: QueryFunctionsFixture): string[] {
  const problems: string[] = [];
  const anchors = new Map<string, string>();
  const names = new Set<string>();

  for (const fn of d.functions) {
    const where = `query-functions.json: ${fn.name || '(unnamed)'}`;
    if (names.has(fn.name)) problems.push(`${where}: the function is listed twice.`);
    names.add(fn.name);

    for (const field of ['name', 'signature', 'returns', 'anchor', 'description', 'example'] as const) {
      if (typeof fn[field] !== 'string' || fn[field].trim() === '') problems.push(`${where}: "${field}" is empty.`);
    }
    if (!Array.isArray(fn.kinds) || fn.kinds.length === 0) problems.push(`${where}: "kinds" is empty.`);

    const other = anchors.get(fn.anchor);
    if (fn.anchor && other !== undefined) problems.push(`${where}: anchor "${fn.anchor}" is already used by ${other}.`);
    anchors.set(fn.anchor, fn.name);

    for (const kind of fn.kinds ?? []) {
      if (!KINDS.includes(kind as Kind)) {
        problems.push(`${where}: unknown kind "${kind}" (expected one of ${KINDS.join(', ')}).`);
      } else if (!fixtureNames(fx, kind as Kind).has(fn.name)) {
        problems.push(`${where}: Buck2's source defines no ${kind} function named "${fn.name}".`);
      }
    }
  }

  for (const kind of KINDS) {
    for (const name of fixtureNames(fx, kind)) {
      const fn = d.functions.find((f) => f.name === name);
      if (!fn) problems.push(`query-functions.json: missing the ${kind} function "${name}".`);
      else if (!fn.kinds.includes(kind)) problems.push(`query-functions.json: ${name}: "kinds" lacks "${kind}", which defines it.`);
    }
  }
  return problems;
}

describe('query functions data', () => {
  it('matches the functions Buck2 defines for each query kind', () => {
    expect(checkQueryFunctions(data, fixture)).toEqual([]);
  });

  it('names its sources and covers every kind', () => {
    expect(data.sources.length).toBeGreaterThan(0);
    for (const kind of KINDS) expect(data.functions.some((f) => f.kinds.includes(kind))).toBe(true);
  });

  it('uses anchors that are valid heading ids', () => {
    for (const fn of data.functions) expect(fn.anchor).toMatch(/^[a-z0-9_-]+$/);
  });

  it('has an example that runs the query command of one of its kinds', () => {
    for (const fn of data.functions) {
      const command = /^buck2 (uquery|cquery|aquery) /.exec(fn.example)?.[1];
      expect(command, fn.name).toBeDefined();
      expect(fn.kinds, fn.name).toContain(command);
    }
  });
});

describe('query functions checks', () => {
  const tinyFixture: QueryFunctionsFixture = {
    kinds: {
      uquery: { environment: 'u.rs', modules: [{ module: 'M', path: 'm.rs', functions: ['deps', 'kind'] }] },
      cquery: { environment: 'c.rs', modules: [{ module: 'M', path: 'm.rs', functions: ['deps', 'kind'] }] },
      aquery: {
        environment: 'a.rs',
        modules: [
          { module: 'M', path: 'm.rs', functions: ['deps', 'kind'] },
          { module: 'A', path: 'a.rs', functions: ['all_actions'] },
        ],
      },
    },
  };
  const entry = (name: string, kinds: string[], extra: Partial<QueryFunctionEntry> = {}): QueryFunctionEntry => ({
    name,
    signature: `${name}(x: target expression)`,
    returns: 'target set',
    kinds,
    anchor: name,
    description: `About \`${name}\`.`,
    example: `buck2 ${kinds[0]} "${name}(//a:b)"`,
    ...extra,
  });
  const good = (): QueryFunctionsData => ({
    sources: ['m.rs', 'a.rs'],
    functions: [entry('deps', [...KINDS]), entry('kind', [...KINDS]), entry('all_actions', ['aquery'])],
  });

  it('accepts data that matches the fixture', () => {
    expect(checkQueryFunctions(good(), tinyFixture)).toEqual([]);
  });

  it('fails when the data names a function the fixture does not have for that kind', () => {
    const d = good();
    d.functions[2] = entry('all_actions', ['aquery', 'cquery']);
    d.functions.push(entry('made_up', ['uquery']));
    const problems = checkQueryFunctions(d, tinyFixture);
    expect(problems).toContain('query-functions.json: all_actions: Buck2\'s source defines no cquery function named "all_actions".');
    expect(problems).toContain('query-functions.json: made_up: Buck2\'s source defines no uquery function named "made_up".');
  });

  it('fails when a fixture function is missing from the data or from one of its kinds', () => {
    const d = good();
    d.functions = d.functions.filter((f) => f.name !== 'kind');
    d.functions[0] = entry('deps', ['uquery', 'cquery']);
    const problems = checkQueryFunctions(d, tinyFixture);
    expect(problems).toContain('query-functions.json: missing the uquery function "kind".');
    expect(problems).toContain('query-functions.json: deps: "kinds" lacks "aquery", which defines it.');
  });

  it('fails when anchors are duplicated', () => {
    const d = good();
    d.functions[1] = entry('kind', [...KINDS], { anchor: 'deps' });
    expect(checkQueryFunctions(d, tinyFixture)).toContain('query-functions.json: kind: anchor "deps" is already used by deps.');
  });

  it('fails when a description or an example is empty', () => {
    const d = good();
    d.functions[0] = entry('deps', [...KINDS], { description: '  ' });
    d.functions[1] = entry('kind', [...KINDS], { example: '' });
    const problems = checkQueryFunctions(d, tinyFixture);
    expect(problems).toContain('query-functions.json: deps: "description" is empty.');
    expect(problems).toContain('query-functions.json: kind: "example" is empty.');
  });
});

describe('query guide pages', () => {
  for (const kind of KINDS) {
    const file = `src/content/docs/users/query/${kind}.mdx`;
    it(`${kind}.mdx renders its functions and no heading collides with a function anchor`, () => {
      expect(existsSync(file), `${file} is missing: each query kind (${KINDS.join(', ')}) has a guide page that renders its functions`).toBe(true);
      const source = readFileSync(file, 'utf8');
      expect(source).toMatch(new RegExp(`<QueryFunctions\\s+kind="${kind}"\\s*/>`));
      const slugger = new GithubSlugger();
      const headingIds = source
        .replace(/```[\s\S]*?```/g, '')
        .split('\n')
        .filter((line) => /^#{2,6} /.test(line))
        .map((line) => slugger.slug(line.replace(/^#+ /, '').trim()));
      const anchors = data.functions.filter((f) => f.kinds.includes(kind)).map((f) => f.anchor);
      expect(headingIds.filter((id) => anchors.includes(id))).toEqual([]);
    });
  }
});
