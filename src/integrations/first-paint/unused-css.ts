/**
 * Each page's inline stylesheet, cut to the rules the page can use: a rule
 * goes when every one of its selectors needs a class that appears nowhere in
 * the page's HTML nor in any script of the site (a script may add it later).
 * The test is by word, so it keeps too much rather than too little: a class
 * whose name is also a word of the page's text stays.
 */
import postcss, { type Root, type Rule } from 'postcss';

const WORD = /[A-Za-z_][\w-]*/g;
const STYLE = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;
// A class inside :not(), :is(), :where() or :has() is not required to match.
const FUNCTIONAL_PSEUDO = /:(?:not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g;
const CLASS = /\.([A-Za-z_][\w-]*)/g;

function wordsOf(text: string): Set<string> {
  return new Set(text.match(WORD));
}

function requiredClasses(selector: string): string[] {
  return [...selector.replace(FUNCTIONAL_PSEUDO, '').matchAll(CLASS)].map((m) => m[1]!);
}

function removeEmptyAtRules(node: postcss.Container): void {
  for (const child of [...(node.nodes ?? [])]) {
    if (child.type !== 'atrule' || !child.nodes) continue;
    removeEmptyAtRules(child);
    if (child.nodes.length === 0) child.remove();
  }
}

/** What the site's scripts may put in a class attribute: every word, and every prefix a class name is built from (`'search-modal--' + x`). */
function scriptClasses(scripts: string): (name: string) => boolean {
  const words = wordsOf(scripts);
  const prefixes = [...new Set([...scripts.matchAll(/["'`]([\w-]*-)(?:\$\{|["'`]\s*\+)/g)].map((m) => m[1]!))];
  return (name) => words.has(name) || prefixes.some((p) => name.startsWith(p));
}

interface Sheet {
  root: Root;
  /** Per rule, per selector: the classes it needs. */
  needs: string[][][];
  /** The stylesheet cut, by the rules it loses. */
  cuts: Map<string, string>;
}
function sheetOf(sheets: Map<string, Sheet>, css: string): Sheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    const root = postcss.parse(css);
    const needs: string[][][] = [];
    root.walkRules((rule) => void needs.push(rule.selectors.map(requiredClasses)));
    sheets.set(css, (sheet = { root, needs, cuts: new Map() }));
  }
  return sheet;
}

/** The stylesheet without the rules no element of the page can match. */
export function pruneStylesheet(css: string, present: (name: string) => boolean, sheets = new Map<string, Sheet>()): string {
  const sheet = sheetOf(sheets, css);
  const dead = sheet.needs.flatMap((selectors, i) => (selectors.some((classes) => classes.every(present)) ? [] : [i]));
  if (!dead.length) return css;
  const key = dead.join();
  let cut = sheet.cuts.get(key);
  if (cut === undefined) {
    const copy = sheet.root.clone();
    const rules: Rule[] = [];
    copy.walkRules((rule) => void rules.push(rule));
    for (const i of dead) rules[i]!.remove();
    removeEmptyAtRules(copy);
    sheet.cuts.set(key, (cut = copy.toString()));
  }
  return cut;
}

/**
 * A pruner for one build: `prune(html)` cuts every inline stylesheet of a page
 * against the page's own words and the site's scripts. Each distinct
 * stylesheet is parsed once, and each distinct cut made once, per build.
 */
export function cssPruner(scripts: string): (html: string) => string {
  const inScripts = scriptClasses(scripts);
  const sheets = new Map<string, Sheet>();
  return (html) => {
    const pageWords = wordsOf(html.replace(STYLE, '$1$3'));
    const present = (name: string) => pageWords.has(name) || inScripts(name);
    return html.replace(STYLE, (_, open: string, css: string, close: string) => open + pruneStylesheet(css, present, sheets) + close);
  };
}
