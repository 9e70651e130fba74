/**
 * Reads a built page (its HTML) into what search knows of it: title, label,
 * section, headings, and per section the running text, the identifiers it
 * mentions and the names it defines.
 *
 * The page's content is the element with `data-pagefind-body` (the layout
 * marks it, with `data-pagefind-meta` and `data-pagefind-filter` for the
 * section, label and filters). Left out: anything with
 * `data-pagefind-ignore` (examples, signatures, the common-attributes
 * table), navigation, heading anchors, diagrams, and code blocks longer than
 * `SHORT_CODE` characters (a short block, such as a quoted error message,
 * is kept).
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { metaContent } from '../../build/elements';
import { headingSlug, type Heading } from '../engine/format';

/** Code blocks up to this many characters are indexed (error messages, one-line commands); longer ones are not. */
export const SHORT_CODE = 400;

/** Classes whose elements are not page text. */
const SKIPPED_CLASSES = new Set([
  'heading-anchor',
  'toc',
  'breadcrumbs',
  'pagination',
  'mermaid-diagram',
  'api-signature',
  'api-param-kind',
  'api-param-required',
  'rule-attr__meta',
]);

export interface Section {
  /** Running text, without code (what `body` scores). */
  prose: string[];
  /** Identifiers and short code blocks (what `code` scores). */
  code: string[];
  /** Names the section defines: member and attribute headings, the first cell of an option table, a term of a definition list. */
  names: string[];
  /** Everything a reader sees, in order (for excerpts). */
  text: string[];
}

export interface ExtractedPage {
  title: string;
  label?: string | undefined;
  section: string;
  filters: Record<string, string[]>;
  description: string;
  keywords: string;
  headings: Heading[];
  /** Indexes of the headings found through the term index only: rule attributes and configuration keys. */
  attributeHeadings: number[];
  /** [0] before the first heading, [k] after heading k-1. */
  sections: Section[];
}

const classes = (node: Element): string[] => {
  const c = node.properties['className'];
  return Array.isArray(c) ? c.map(String) : [];
};

function textOf(node: ElementContent | RootContent, skip: (e: Element) => boolean = () => false): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || skip(node)) return '';
  return node.children.map((c) => textOf(c, skip)).join('');
}

const BLOCKS = new Set(['p', 'li', 'td', 'th', 'tr', 'dt', 'dd', 'div', 'section', 'blockquote', 'ul', 'ol', 'table', 'figure', 'summary', 'details', 'br', 'h4', 'h5', 'h6']);

function findBody(root: Root): Element | undefined {
  let found: Element | undefined;
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (found || child.type !== 'element') continue;
      if ('dataPagefindBody' in child.properties) found = child;
      else visit(child);
    }
  };
  visit(root);
  return found;
}

/** Reads a parsed page; undefined when it has no searchable content. */
export function extractPage(root: Root): ExtractedPage | undefined {
  const body = findBody(root);
  if (!body) return undefined;
  const page: ExtractedPage = {
    title: '',
    section: 'Docs',
    filters: {},
    description: metaContent(root, 'description') ?? '',
    keywords: '',
    headings: [],
    attributeHeadings: [],
    sections: [{ prose: [], code: [], names: [], text: [] }],
  };
  const meta = String(body.properties['dataPagefindMeta'] ?? '');
  if (meta.startsWith('section:')) page.section = meta.slice('section:'.length);
  const current = () => page.sections.at(-1)!;
  /** Inside a table whose rows define names (its first column is options, keys, attributes, ...). */
  let definitions = false;
  const skip = (e: Element) => classes(e).some((c) => SKIPPED_CLASSES.has(c));

  const walk = (node: ElementContent, inCode: boolean) => {
    if (node.type === 'text') {
      const s = current();
      s.text.push(node.value);
      if (!inCode) s.prose.push(node.value);
      return;
    }
    if (node.type !== 'element') return;
    const props = node.properties;
    if ('dataPagefindMeta' in props) {
      const value = String(props['dataPagefindMeta']);
      if (value.startsWith('label:')) page.label = value.slice('label:'.length);
      return;
    }
    if ('dataPagefindFilter' in props) {
      const [key, value] = String(props['dataPagefindFilter']).split(/:(.*)/s);
      if (key && value !== undefined) (page.filters[key] ??= []).push(value);
      return;
    }
    if ('dataPagefindWeight' in props) {
      page.keywords += ` ${textOf(node)}`;
      return;
    }
    if ('dataPagefindIgnore' in props || 'hidden' in props || skip(node) || ['script', 'style', 'template', 'svg', 'button'].includes(node.tagName)) return;
    if (node.tagName === 'h1') {
      page.title ||= textOf(node, skip).trim();
      return;
    }
    if (node.tagName === 'h2' || node.tagName === 'h3') {
      const text = textOf(node, skip).replace(/\s+/g, ' ').trim();
      const id = String(props['id'] ?? '');
      const level = node.tagName === 'h2' ? 2 : 3;
      const index = page.headings.length;
      page.headings.push(id && id !== headingSlug(text) ? [text, level, id] : [text, level]);
      const c = classes(node);
      // A configuration key's heading (`buck2.file_watcher`) defines the key under its own name too.
      const configKey = c.includes('config-key__name');
      const defines = configKey || c.includes('api-member__name') || c.includes('rule-attr__name');
      // Rule attributes and configuration keys are many: the term index finds them, the first-results records leave them out.
      if (c.includes('rule-attr__name') || configKey) page.attributeHeadings.push(index);
      const names = !defines ? [] : configKey && text.includes('.') ? [text, text.slice(text.lastIndexOf('.') + 1)] : [text];
      page.sections.push({ prose: [], code: [], names, text: [] });
      return;
    }
    if (node.tagName === 'pre' || classes(node).includes('expressive-code')) {
      const pre = node.tagName === 'pre' ? node : findPre(node);
      const text = pre ? textOf(pre).trim() : '';
      if (text && text.length <= SHORT_CODE) {
        current().code.push(text);
        current().text.push(` ${text} `);
      }
      return;
    }
    if (node.tagName === 'code') {
      const text = textOf(node, skip);
      current().code.push(text);
      current().text.push(text);
      return;
    }
    if (node.tagName === 'dt' || (node.tagName === 'tr' && definitions)) {
      // The first cell of an option or attribute table, or a definition term, defines what its code names.
      const first = node.tagName === 'dt' ? node : node.children.find((c): c is Element => c.type === 'element' && (c.tagName === 'td' || c.tagName === 'th'));
      if (first && first.tagName !== 'th') {
        // In a definition term, only the name itself (`name: type` lists a parameter, not its type; a link names another page's entry).
        const codes = node.tagName === 'dt' ? definedNames(first).slice(0, 1) : codesIn(first);
        for (const code of codes) current().names.push(code);
      }
    }
    const outer = definitions;
    if (node.tagName === 'table') definitions = DEFINITION_HEADER.test(firstHeader(node));
    const block = BLOCKS.has(node.tagName);
    if (block) current().text.push(' ');
    for (const child of node.children) walk(child, inCode);
    definitions = outer;
    if (block) {
      current().text.push(' ');
      current().prose.push(' ');
    }
  };
  for (const child of body.children) walk(child, false);
  if (!page.title) return undefined;
  return page;
}

/**
 * Tables whose first column defines names, by the heading of that column:
 * "Option", "Attribute", "Key", ... (not "Command" or "Task" tables, which
 * show how to use things defined elsewhere).
 */
const DEFINITION_HEADER = /^(attribute|option|flag|key|field|function|sub-?target|subcommand|variable|argument|parameter|section|setting|member|macro|operator|mode|filter)s?\b/i;

function firstHeader(table: Element): string {
  const find = (node: Element): Element | undefined => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'th') return child;
      if (child.tagName === 'tbody') continue;
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  const th = find(table);
  return th ? textOf(th).trim() : '';
}

function findPre(node: Element): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'pre') return child;
    const found = findPre(child);
    if (found) return found;
  }
  return undefined;
}

function definedNames(node: Element): string[] {
  if (node.tagName === 'a') return [];
  if (node.tagName === 'code') return classes(node).includes('api-param__type') ? [] : [textOf(node)];
  return node.children.flatMap((c) => (c.type === 'element' ? definedNames(c) : []));
}

function codesIn(node: Element): string[] {
  if (node.tagName === 'code') return [textOf(node)];
  return node.children.flatMap((c) => (c.type === 'element' ? codesIn(c) : []));
}
