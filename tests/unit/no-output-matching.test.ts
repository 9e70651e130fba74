import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The site's code reads other tools' output (the HTML Astro writes, Expressive
 * Code's and DocSearch's markup, Astro's log lines) with a parser or through
 * their APIs, never by regular expression or exact string: a new version of
 * the tool changes its output and such a match fails silently. This scan
 * finds in src/ and tools/:
 * - a regex over HTML tags (`/<script\b/`, `/<\/p>/`, `new RegExp('<body')`);
 * - a search for a tag by string (`indexOf('<h1')`, `includes('</p>')`);
 * - a string or regex naming another tool's markup or messages (`astro-island`,
 *   `DocSearch-…`, `expressive-code`, `Failed to reload`, ...), except in
 *   markup of our own (a JSX attribute) and in module specifiers.
 * Each finding kept is listed below with its reason.
 */
const FOREIGN = ['astro-island', 'astro-slot', 'data-astro', 'DocSearch-', 'expressive-code', 'ec-line', '[EC]', 'Failed to reload', '[content]', '[build]', '[vite]', '` created'];
/** A tag in a pattern: `<` then a letter or a slash (escaped or not). */
const TAG = /<(\\?\/)?[a-z]/i;
const STRING_SEARCHES = new Set(['indexOf', 'lastIndexOf', 'includes', 'startsWith', 'endsWith', 'split', 'replace', 'replaceAll', 'match', 'matchAll', 'search']);

function filesUnder(dir: string, suffix: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => suffix.test(f) && !f.startsWith(join('content', 'docs')))
    .map((f) => join(dir, f));
}

/** The code of a source file: a `.astro` file's frontmatter and scripts (each parsed on its own), any other file whole. */
function codeOf(file: string, source: string): string[] {
  if (!file.endsWith('.astro')) return [source];
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1];
  const scripts = [...source.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return [...(frontmatter ? [frontmatter] : []), ...scripts];
}

/** Every match of other tools' output in one file, as `file: literal`. */
export function outputMatches(file: string, source: string): string[] {
  const found: string[] = [];
  for (const code of codeOf(file, source)) {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
    const report = (node: ts.Node) => found.push(`${file}: ${node.getText(sf)}`);
    const visit = (node: ts.Node): void => {
      const parent = node.parent;
      const isModuleSpecifier = parent && (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword));
      if (ts.isRegularExpressionLiteral(node)) {
        const pattern = node.text.slice(1, node.text.lastIndexOf('/'));
        const literal = pattern.replace(/\\(.)/g, '$1');
        if (TAG.test(pattern) || FOREIGN.some((f) => literal.includes(f))) report(node);
      } else if ((ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) && !isModuleSpecifier && !(parent && ts.isJsxAttribute(parent))) {
        const text = node.getText(sf).slice(1, -1);
        // What a string search looks for is its first argument (the second of a `replace` is what it writes).
        const isArgument = parent && ts.isCallExpression(parent) && parent.arguments[0] === node;
        const callee = isArgument ? (parent as ts.CallExpression).expression : undefined;
        const searched = callee && ts.isPropertyAccessExpression(callee) && STRING_SEARCHES.has(callee.name.text);
        const built = parent && ts.isNewExpression(parent) && parent.expression.getText(sf) === 'RegExp';
        if (FOREIGN.some((f) => text.includes(f)) || ((searched || built) && TAG.test(text))) report(node);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found;
}

const LEAD =
  "In the dev server, Astro's glob loader reports a file it cannot reload only by this log line (no hook, no error thrown); writer-errors.test.ts runs the real glob loader, so a change to the line fails that test.";
const ISLAND =
  "Astro's island element: the element Astro hands a client directive (its custom-directive API), found by its tag name; our hydration (client:intent) queues a reader's first interaction on it.";
const BUDGET_ISLAND =
  "check:budget counts the JavaScript an island loads before interaction: it reads, on the parsed page, Astro's island element and its client, opts, component-url and renderer-url attributes; no API tells which islands hydrate eagerly.";
const EC_BLOCK =
  "Expressive Code's block wrapper, found by its class on the parsed page (the search index skips code, the Markdown twin writes a fenced block); a plugin adding an attribute of ours would replace it.";
const EC_COPY =
  "The copy button's enhancement finds Expressive Code's frames and lines in the DOM; an Expressive Code plugin adding attributes of ours (or EC's own copy button) would replace it.";
const SNIPPETS = 'Our search client marks the matched words of an excerpt with <mark> (src/lib/search/local-client.ts): our own format.';
const OWN_SVG = "The site's own SVG files in public/ (the logo), written by us, opened before they are inlined.";

/** Matches kept on purpose, each with its reason. A new one reads the output with a parser (or an API) instead, or gets an entry here. */
const ALLOWED: Record<string, string> = {
  'src/content/checked-loader.ts: /^Failed to reload (.+?): ([\\s\\S]*)$/': LEAD,
  "src/enhancements/code-copy.ts: '.ec-line'": EC_COPY,
  "src/enhancements/code-copy.ts: '.expressive-code .frame'": EC_COPY,
  "src/enhancements/code-copy.ts: '.expressive-code pre'": EC_COPY,
  "src/enhancements/islands.ts: 'astro-island'": ISLAND,
  "src/hydration/trigger-queue.ts: 'astro-island'": ISLAND,
  "src/islands/theme/prepare.ts: 'astro-island:not([data-island-state=\"hydrated\"]) .theme-toggle[aria-disabled]'": ISLAND,
  "tools/check-budget.mjs: 'astro-island'": BUDGET_ISLAND,
  "src/integrations/markdown-twins/to-markdown.ts: 'expressive-code'": EC_BLOCK,
  "src/integrations/markdown-twins/to-markdown.ts: 'ec-line'": EC_BLOCK,
  "src/lib/search/build/extract.ts: 'expressive-code'": EC_BLOCK,
  'src/lib/inline-svg.ts: /^<svg\\b[^>]*>/': OWN_SVG,
  'src/lib/search/hits.ts: /(<mark>|<\\/mark>)/': SNIPPETS,
  'src/lib/search/hits.ts: /<mark>([\\s\\S]*?)<\\/mark>/g': SNIPPETS,
};

const files = [...filesUnder('src', /\.(ts|tsx|mjs|astro)$/), ...filesUnder('tools', /\.mjs$/)];

describe('no code matches other tools’ output by regex or exact string', () => {
  it('finds the code', () => {
    expect(files).toContain(join('tools', 'check-budget.mjs'));
    expect(files).toContain(join('src', 'middleware.ts'));
  });

  it('in src/ and tools/ (except the listed ones)', () => {
    const found = files.flatMap((file) => outputMatches(file, readFileSync(file, 'utf8')));
    expect(found.filter((entry) => !(entry in ALLOWED))).toEqual([]);
    // The list stays true: an entry no code has any more goes.
    expect(Object.keys(ALLOWED).filter((entry) => !found.includes(entry))).toEqual([]);
  });

  it('sees regexes over tags, searches for tags and other tools’ names, and not our markup or imports', () => {
    const source = [
      'html.replace(/<body\\b[^>]*>/, x);',
      "html.indexOf('<h1');",
      "html.includes('</p>');",
      "new RegExp('<script');",
      "document.querySelectorAll('astro-island');",
      "if (/^Failed to reload (.+)$/.test(message)) {}",
      "const ok = <p className=\"DocSearch-Help\">x</p>;",
      "import { Code } from 'astro-expressive-code/components';",
      "const banner = `<div>${text}</div>`;",
      "const lt = text.replace(/</g, '&lt;');",
    ].join('\n');
    expect(outputMatches('x.tsx', source)).toEqual([
      'x.tsx: /<body\\b[^>]*>/',
      "x.tsx: '<h1'",
      "x.tsx: '</p>'",
      "x.tsx: '<script'",
      "x.tsx: 'astro-island'",
      'x.tsx: /^Failed to reload (.+)$/',
    ]);
  });
});
