import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Rules every test file keeps, so that a green run means what it says:
 * browser specs use the shared `test` (it fails a test on any console
 * error), wait for a condition rather than for the network to go quiet,
 * no test can skip itself or narrow a run to itself, and browser tests find
 * elements by role, label or text rather than by class or id.
 */
function filesUnder(dir: string, suffix: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => suffix.test(f))
    .map((f) => join(dir, f));
}

/** Calls whose first argument is a CSS selector. */
const SELECTOR_CALLS = new Set(['locator', 'querySelector', 'querySelectorAll', '$', '$$', '$eval', '$$eval', 'waitForSelector', 'frameLocator', 'closest', 'matches']);

/** A selector names a class or an id (`.x`, `nav.x`, `#x`); attribute values and `${...}` are left out. */
const namesClassOrId = (selector: string) =>
  /[.#]-?[A-Za-z_]/.test(selector.replace(/\[[^\]]*\]/g, '[]').replace(/\$\{[^}]*\}/g, 'x').replace(/"[^"]*"/g, '""'));

/**
 * Every selector argument (a literal, or a `const` in the same file holding
 * one) that names a class or an id, as `file: selector`.
 */
function classOrIdLocators(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const text = (node: ts.Node) => (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node) ? node.getText(sf).slice(1, -1) : undefined);
  const consts = new Map<string, string>();
  const found: string[] = [];
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = text(node.initializer);
      if (value !== undefined) consts.set(node.name.text, value);
    }
    ts.forEachChild(node, collect);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && SELECTOR_CALLS.has(node.expression.name.text) && node.arguments[0]) {
      const arg = node.arguments[0];
      const selector = ts.isIdentifier(arg) ? consts.get(arg.text) : text(arg);
      if (selector !== undefined && namesClassOrId(selector)) found.push(`${file}: ${selector}`);
    }
    ts.forEachChild(node, visit);
  };
  collect(sf);
  visit(sf);
  return found;
}

/**
 * Class or id locators kept on purpose, each with its reason. A new one needs
 * a role, label or text instead (add the accessible name to the component
 * if a reader lacks it too), or an entry here.
 */
const ALLOWED_CLASS_LOCATORS: Record<string, string> = {};

const specs = [...filesUnder('tests/e2e', /\.spec\.ts$/), ...filesUnder('tests/e2e-dev', /\.spec\.ts$/)];
const testFiles = [...new Set([...specs, ...filesUnder('tests', /\.test\.ts$/), ...filesUnder('tests/e2e', /\.ts$/)])];

const browserFiles = [...filesUnder('tests/e2e', /\.ts$/), ...filesUnder('tests/e2e-dev', /\.ts$/)];

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

  it('browser tests find elements by role, label or text, not by class or id (except the listed ones)', () => {
    const found = browserFiles.flatMap((file) => classOrIdLocators(file, readFileSync(file, 'utf8')));
    expect(found.filter((entry) => !(entry in ALLOWED_CLASS_LOCATORS))).toEqual([]);
    // The list stays true: an entry no test uses any more goes.
    expect(Object.keys(ALLOWED_CLASS_LOCATORS).filter((entry) => !found.includes(entry))).toEqual([]);
  });

  it('the class-locator scan sees literals, constants and element-qualified classes, and not attribute values', () => {
    const source = [
      "const BOX = '.box';",
      "page.locator('nav.toc a');",
      'page.locator(BOX);',
      "document.querySelector('#main');",
      "page.locator('a[href=\"/docs/x.y/#z\"]');",
      "page.locator('[data-doc-sidebar]');",
      "page.getByRole('link', { name: '.box' });",
    ].join('\n');
    expect(classOrIdLocators('x.ts', source)).toEqual(['x.ts: nav.toc a', 'x.ts: .box', 'x.ts: #main']);
  });
});
