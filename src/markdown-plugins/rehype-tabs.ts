import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { fileURLToPath } from 'node:url';
import { ContentError, failBuild } from '../lib/content-error';
import { fileName } from './source-file';

/** The `<Tabs>` and `<TabItem>` of an MDX page, as they appear in its tree. */
interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: ElementContent[];
}

const isJsx = (node: unknown, name: string): node is JsxElement =>
  typeof node === 'object' && node !== null && 'type' in node && (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node as JsxElement).name === name;

function attribute(node: JsxElement, name: string, file: VFile): string | true | undefined {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attr) return undefined;
  if (attr.value === null || attr.value === undefined) return true;
  if (typeof attr.value === 'string') return attr.value;
  throw tabsError(file, { field: `<${node.name} ${name}>`, expected: `a plain string such as ${name}="linux", not an expression` });
}

/** A mistake in a page's tabs: the dev server shows it until the page renders again. */
function tabsError(file: VFile, problem: { field: string; expected: string }): ContentError {
  const where = fileName(file);
  return failBuild(new ContentError({ file: where, ...problem }, { name: 'TabsError' }), `render/tabs:${where}`);
}

/**
 * `import '.../tabs.css'` at the top of a page with tabs: Astro attaches the
 * styles of a content entry's imports to the pages that render it, so pages
 * without tabs do not carry them.
 */
function stylesImport(): RootContent {
  const source = fileURLToPath(new URL('../styles/tabs.css', import.meta.url));
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ImportDeclaration', specifiers: [], attributes: [], source: { type: 'Literal', value: source, raw: JSON.stringify(source) } }],
  };
  return { type: 'mdxjsEsm', value: `import ${JSON.stringify(source)};`, data: { estree } } as never;
}

const el = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({ type: 'element', tagName, properties, children });

/**
 * Docusaurus-style `<Tabs>` / `<TabItem value label default>` in MDX, turned
 * into tabs that need no JavaScript: each item is a radio button, its label
 * and its panel, so arrow keys switch tabs. The first item (or the one marked
 * `default`) is selected. Ids are numbered per page.
 */
export function rehypeTabs() {
  return (tree: Root, file: VFile) => {
    let groups = 0;
    const transform = (children: (RootContent | ElementContent)[]) => {
      for (const [i, node] of children.entries()) {
        if ('children' in node) transform(node.children);
        if (!isJsx(node, 'Tabs')) continue;
        const group = `tabs-${++groups}`;
        const items = node.children.filter((c): c is ElementContent & JsxElement => isJsx(c, 'TabItem'));
        const chosen = Math.max(0, items.findIndex((item) => attribute(item, 'default', file) === true));
        const parts = items.flatMap((item, n) => {
          const value = attribute(item, 'value', file);
          if (typeof value !== 'string') throw tabsError(file, { field: '<TabItem>', expected: 'a value, such as value="linux"' });
          const label = attribute(item, 'label', file);
          const id = `${group}-${value.replace(/[^\w-]/g, '_')}`;
          return [
            el('input', { className: ['tabs__input'], type: 'radio', name: group, id, value, checked: n === chosen }),
            el('label', { className: ['tabs__tab'], htmlFor: [id] }, [{ type: 'text', value: typeof label === 'string' ? label : value }]),
            el('div', { className: ['tabs__panel'] }, item.children),
          ];
        });
        children[i] = el('div', { className: ['tabs'], role: 'radiogroup', ariaLabel: 'Tabs' }, parts);
      }
    };
    transform(tree.children);
    if (groups > 0) tree.children.unshift(stylesImport());
  };
}
