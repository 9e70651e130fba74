import type { Root, Code, Parent } from 'mdast';
import type { VFile } from 'vfile';
import type { Element } from 'hast';
import { CONTINUE, SKIP, visit } from 'unist-util-visit';
import { fromHtml } from 'hast-util-from-html';
import { renderMermaidSVG } from 'beautiful-mermaid';
import { parseMermaid } from './mermaid-syntax';
import { ContentError, failBuild, renderStarted } from '../lib/content-error';
import { fileName, sourceOf } from './source-file';

/** Layout coordinates come with 13 decimals; whole pixels are plenty. */
const DECIMAL = /\d+\.\d+/g;

/**
 * Renders one diagram to an inline SVG element: colours and fonts come from
 * the site stylesheet (`.mermaid-diagram svg` in global.css, per colour mode),
 * its ids are prefixed with `idPrefix` (several diagrams can share a page),
 * and it loads nothing from the network.
 */
export function renderDiagram(source: string, idPrefix = 'mermaid'): Element {
  const tree = fromHtml(renderMermaidSVG(source, { bg: '#ffffff', fg: '#1c1e21', transparent: true }), { fragment: true, space: 'svg' });
  const svg = tree.children.find((node): node is Element => node.type === 'element' && node.tagName === 'svg');
  if (!svg) throw new Error('the renderer returned no SVG');
  // Its inline style would set fixed colours over the stylesheet's.
  delete svg.properties['style'];
  svg.properties = { id: idPrefix, ...svg.properties };
  // Its <style> sets the colour variables and the text font (importing web
  // fonts): the site stylesheet sets them. The monospace font of class and ER
  // diagrams is set below, on the pages that have one.
  const renamed = new Map<string, string>();
  visit(svg, 'element', (node, index, parent) => {
    if (node.tagName === 'style' && parent && index !== undefined) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    const id = node.properties.id;
    if (node !== svg && typeof id === 'string') renamed.set(id, `${idPrefix}-${id}`);
    return CONTINUE;
  });
  // A reference to an id is a whole attribute value: `marker-end="url(#id)"`, `href="#id"`.
  const urls = new Map([...renamed].map(([id, prefixed]) => [`url(#${id})`, `url(#${prefixed})`]));
  const links = new Map([...renamed].map(([id, prefixed]) => [`#${id}`, `#${prefixed}`]));
  let mono = false;
  visit(svg, 'element', (node) => {
    for (const [name, value] of Object.entries(node.properties)) {
      if (typeof value !== 'string') continue;
      if (name === 'id') node.properties.id = renamed.get(value) ?? value;
      else if (urls.has(value)) node.properties[name] = urls.get(value)!;
      else if ((name === 'href' || name === 'xLinkHref') && links.has(value)) node.properties[name] = links.get(value)!;
      // Rounding stops at data attributes: they hold the diagram's labels, as written.
      else if (!name.startsWith('data')) node.properties[name] = value.replace(DECIMAL, (n) => String(Math.round(Number(n))));
    }
    if (Array.isArray(node.properties.className) && node.properties.className.includes('mono')) mono = true;
  });
  if (mono) svg.children.unshift({ type: 'element', tagName: 'style', properties: {}, children: [{ type: 'text', value: `#${idPrefix} .mono{font-family:var(--font-mono)}` }] });
  return svg;
}

/**
 * The line of the file where a diagram's first line stands (Astro hands this
 * plugin the page without its frontmatter, so Markdown positions are off).
 */
function firstLineInFile(file: VFile, node: Code): number | undefined {
  const source = sourceOf(file);
  const at = source ? source.indexOf(node.value) : -1;
  if (source && at >= 0) return source.slice(0, at).split('\n').length;
  return node.position ? node.position.start.line + 1 : undefined;
}

/**
 * Replaces fenced ```mermaid blocks with inline SVG rendered at build time:
 * no Mermaid runtime ships to readers. Each diagram is first parsed with
 * Mermaid's own grammar; a diagram that does not parse or render fails the
 * build, naming the file and line.
 */
export function remarkMermaid() {
  return async (tree: Root, file: VFile) => {
    const where = fileName(file);
    const key = `render/mermaid:${where}`;
    renderStarted(where);
    const blocks: { node: Code; index: number; parent: Parent }[] = [];
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang === 'mermaid' && parent && index !== undefined) blocks.push({ node, index, parent });
    });
    for (const [i, { node, index, parent }] of blocks.entries()) {
      const count = i + 1;
      const first = firstLineInFile(file, node);
      const fail: (reason: string, line?: number) => never = (reason, line) => {
        const at = first === undefined ? '' : `:${first + (line ?? 1) - 1}`;
        throw failBuild(new ContentError(`${where}${at}: Mermaid diagram ${count} ${reason}`, { name: 'MermaidError' }), key);
      };
      const parsed = await parseMermaid(node.value);
      if (parsed.error) fail(`does not parse: ${parsed.error.message.replace(/\n/g, '\n    ')}`, parsed.error.line);
      // beautiful-mermaid styles an XY chart's series with rules of the chart's own, which the site stylesheet does not hold.
      if (parsed.type === 'xychart') fail('is an XY chart, which this site does not draw: use a table or another diagram type');
      let svg: Element;
      try {
        svg = renderDiagram(node.value, `diagram-${count}`);
      } catch (error) {
        fail(`failed to render: ${error instanceof Error ? error.message : String(error)}`);
      }
      parent.children[index] = {
        type: 'paragraph',
        children: [],
        data: {
          hName: 'figure',
          // The source goes along for the page's Markdown twin (src/integrations/markdown-twins/).
          hProperties: { className: ['mermaid-diagram'], role: 'img', ariaLabel: `Diagram ${count}`, dataMermaid: node.value },
          hChildren: [svg] as never,
        },
      } as never;
    }
  };
}
