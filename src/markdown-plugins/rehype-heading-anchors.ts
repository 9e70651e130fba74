import type { Root, Element, ElementContent, Properties } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';

const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * A heading with its direct link, the one markup of Markdown headings and of
 * AnchoredHeading.astro:
 *
 *   <div class="hw"><h2 id="x">Text</h2><a class="heading-anchor" href="#x" aria-label="Direct link to Text">#</a></div>
 *
 * The link follows the heading instead of sitting in it, so that the
 * heading's accessible name (and that of a section it labels) is its text
 * alone. The wrapper takes the heading's size and spacing and the heading
 * runs inline in it, so the link still follows the heading's last word
 * (src/styles/global.css); it shows on hover and on focus.
 */
export function anchoredHeading(tagName: string, properties: Properties & { id: string }, text: string, children: ElementContent[]): Element {
  const { id } = properties;
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['hw'] },
    children: [
      { type: 'element', tagName, properties, children },
      {
        type: 'element',
        tagName: 'a',
        properties: { className: ['heading-anchor'], href: `#${id}`, ariaLabel: `Direct link to ${text}` },
        children: [{ type: 'text', value: '#' }],
      },
    ],
  };
}

/**
 * Gives every h2-h6 that has an id a direct-link anchor (anchoredHeading).
 * Runs after the heading ids are assigned (and after the table of contents
 * has read the headings).
 */
export function rehypeHeadingAnchors() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!HEADINGS.has(node.tagName) || !parent || index === undefined) return;
      const id = node.properties['id'];
      if (typeof id !== 'string' || !id) return;
      parent.children[index] = anchoredHeading(node.tagName, { ...node.properties, id }, toString(node).trim(), node.children);
      return SKIP;
    });
  };
}
