import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import type { Code } from 'mdast';
import { toMdast, type State } from 'hast-util-to-mdast';
import { toString } from 'hast-util-to-string';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { ADMONITION_TITLES, type AdmonitionKind } from '../../markdown-plugins/remark-admonitions';

/**
 * Turns a page's content region (the element with `data-pagefind-body`),
 * less its h1, into Markdown: site chrome is dropped, the components writers
 * use (code blocks, tabs, admonitions, diagrams, reference tables) become
 * their Markdown equivalents, and every link is absolute so the text stands
 * on its own.
 */
export function contentToMarkdown(content: Element, pageUrl: string): string {
  const root: Root = { type: 'root', children: clean(content.children, pageUrl) };
  const mdast = toMdast(root, { handlers: { pre: codeBlock } });
  return toMarkdown(mdast, { extensions: [gfmToMarkdown({ tablePipeAlign: false })], bullet: '-', fences: true, rule: '-' }).trim();
}

const DROPPED_TAGS = new Set(['script', 'style', 'link', 'button', 'input', 'template', 'noscript', 'svg']);
/** Chrome inside the content: heading anchors, and Expressive Code's screen-reader frame label. */
const DROPPED_CLASSES = ['heading-anchor', 'sr-only'];
/** Reference markup whose parts sit side by side on the page and need words between them in text. */
const AROUND: Record<string, [string, string]> = {
  'api-param-kind': [' (', ')'],
  'api-param-required': [' (', ')'],
  'api-member-index__kind': [' (', ')'],
  'rule-attr__default': [', ', ''],
  'rule-list__note': [' (', ')'],
  'rule-list__rules': [' Rules: ', ''],
};

const classes = (node: Element): string[] => {
  const value = node.properties['className'];
  return Array.isArray(value) ? value.map(String) : [];
};
const hasClass = (node: Element, name: string) => classes(node).includes(name);
const el = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): Text => ({ type: 'text', value });
const elements = (nodes: readonly RootContent[]): Element[] => nodes.filter((n): n is Element => n.type === 'element');

function clean(nodes: readonly RootContent[], pageUrl: string, inSignature = false): ElementContent[] {
  return nodes.flatMap((node) => cleanNode(node, pageUrl, inSignature));
}

/**
 * The nodes come out without the parser's positions: hast-util-to-mdast
 * copies the whole tree it is given, and the positions were most of it.
 */
function cleanNode(node: RootContent, pageUrl: string, inSignature: boolean): ElementContent[] {
  if (node.type === 'text') return [text(node.value)];
  if (node.type !== 'element') return [];
  const props = node.properties;
  if (DROPPED_TAGS.has(node.tagName) || props['hidden'] !== undefined || props['ariaHidden'] === 'true') return [];
  if (DROPPED_CLASSES.some((c) => hasClass(node, c))) return [];
  if (hasClass(node, 'expressive-code')) return [expressiveCode(node)];
  if (hasClass(node, 'mermaid-diagram')) {
    if (typeof props['dataMermaid'] !== 'string') {
      throw new Error('a Mermaid diagram has no data-mermaid source: the content cache is older than remark-mermaid; delete node_modules/.astro and build again');
    }
    return [codeElement(props['dataMermaid'], 'mermaid')];
  }
  // Signatures are Starlark declarations.
  if (hasClass(node, 'api-signature')) return [codeElement(toString(node), 'python')];
  if (node.tagName === 'pre') return [codeElement(toString(node), languageClass(node) ?? (inSignature ? 'python' : undefined))];
  if (hasClass(node, 'tabs')) return tabs(node, pageUrl);
  if (hasClass(node, 'admonition')) return [admonition(node, pageUrl)];
  // The caller writes the title.
  if (node.tagName === 'h1') return [];
  const children = clean(node.children, pageUrl, inSignature || hasClass(node, 'rule-signature'));
  const around = Object.entries(AROUND).find(([c]) => hasClass(node, c))?.[1];
  if (around) return [text(around[0]), ...children, text(around[1])];
  return [el(node.tagName, children, absoluteUrls(node, pageUrl))];
}

function absoluteUrls(node: Element, pageUrl: string): Element['properties'] {
  const props = { ...node.properties };
  for (const key of ['href', 'src'] as const) {
    const value = props[key];
    if (typeof value === 'string' && value) props[key] = new URL(value, pageUrl).href;
  }
  return props;
}

/** The language of a plain `<pre><code class="language-x">`. */
function languageClass(pre: Element): string | undefined {
  const code = elements(pre.children).find((c) => c.tagName === 'code');
  return code && classes(code).find((c) => c.startsWith('language-'))?.slice('language-'.length);
}

/** A pre that the `pre` handler below turns into a fenced block with this language and meta. */
function codeElement(code: string, language: string | undefined, meta?: string): Element {
  return el('pre', [text(code)], { dataLanguage: language, dataMeta: meta });
}

/** An Expressive Code frame: its lines as text, its language and its title. */
function expressiveCode(node: Element): Element {
  const figure = elements(node.children).find((c) => c.tagName === 'figure');
  const pre = figure && elements(figure.children).find((c) => c.tagName === 'pre');
  if (!figure || !pre) return el('div', []);
  const lines: string[] = [];
  const visit = (n: Element) => {
    if (hasClass(n, 'ec-line')) {
      const code = elements(n.children).find((c) => hasClass(c, 'code'));
      lines.push((code ? toString(code) : '').replace(/\n$/, ''));
    } else elements(n.children).forEach(visit);
  };
  visit(pre);
  const caption = elements(figure.children).find((c) => c.tagName === 'figcaption');
  const title = caption && elements(caption.children).find((c) => hasClass(c, 'title'));
  const titleText = title ? toString(title).trim() : '';
  const language = pre.properties['dataLanguage'];
  return codeElement(
    lines.join('\n'),
    typeof language === 'string' && language !== 'plaintext' ? language : undefined,
    titleText ? `title=${JSON.stringify(titleText)}` : undefined,
  );
}

/** Tabs: every panel, each under its label in bold (all of them: a reader of text cannot switch). */
function tabs(node: Element, pageUrl: string): ElementContent[] {
  const out: ElementContent[] = [];
  for (const child of elements(node.children)) {
    if (hasClass(child, 'tabs__tab')) out.push(el('p', [el('strong', [text(toString(child).trim())])]));
    else if (hasClass(child, 'tabs__panel')) out.push(...clean(child.children, pageUrl));
  }
  return out;
}

/** An admonition: a block quote whose first line is its title in bold, naming its kind when the title does not. */
function admonition(node: Element, pageUrl: string): Element {
  const parts = elements(node.children);
  const title = parts.find((c) => hasClass(c, 'admonition__title'));
  const body = parts.find((c) => hasClass(c, 'admonition__body'));
  const kind = classes(node).find((c) => c.startsWith('admonition--'))?.slice('admonition--'.length);
  const kindTitle = kind && Object.hasOwn(ADMONITION_TITLES, kind) ? ADMONITION_TITLES[kind as AdmonitionKind] : undefined;
  const titleContent = title ? clean(title.children, pageUrl) : [];
  const named = !kindTitle || (title && toString(title).trim() === kindTitle);
  return el('blockquote', [
    el('p', [el('strong', named ? titleContent : [text(`${kindTitle}: `), ...titleContent])]),
    ...(body ? clean(body.children, pageUrl) : []),
  ]);
}

function codeBlock(state: State, node: Element): Code {
  const language = node.properties['dataLanguage'];
  const meta = node.properties['dataMeta'];
  const code: Code = {
    type: 'code',
    lang: typeof language === 'string' ? language : null,
    meta: typeof meta === 'string' ? meta : null,
    value: toString(node).replace(/\n+$/, ''),
  };
  state.patch(node, code);
  return code;
}
