import type { Root, Element } from 'hast';
import { visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';

const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Gives every h2-h6 that has an id a direct-link anchor (shown on hover and
 * focus by the stylesheet). Runs after the heading ids are assigned.
 */
export function rehypeHeadingAnchors() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (!HEADINGS.has(node.tagName)) return;
      const id = node.properties?.['id'];
      if (typeof id !== 'string' || !id) return;
      const text = toString(node).trim();
      node.properties = { ...node.properties, className: ['heading'] };
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['heading-anchor'], href: `#${id}`, ariaLabel: `Direct link to ${text}` },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}
