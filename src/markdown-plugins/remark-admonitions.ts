import type { Root, Paragraph, PhrasingContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit, SKIP } from 'unist-util-visit';

/** The admonition kinds writers know from Docusaurus, with their default titles. */
export const ADMONITION_TITLES = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
} as const;
export type AdmonitionKind = keyof typeof ADMONITION_TITLES;

const isKind = (name: string): name is AdmonitionKind => Object.hasOwn(ADMONITION_TITLES, name);

/** Text a directive stood for in the source, for directives we do not handle. */
function directiveAsText(node: TextDirective | LeafDirective, marker: string): PhrasingContent[] {
  const out: PhrasingContent[] = [{ type: 'text', value: `${marker}${node.name}` }];
  if (node.children.length) out.push({ type: 'text', value: '[' }, ...node.children, { type: 'text', value: ']' });
  const attrs = Object.entries(node.attributes ?? {});
  if (attrs.length) {
    out.push({ type: 'text', value: `{${attrs.map(([k, v]) => (v ? `${k}="${v}"` : k)).join(' ')}}` });
  }
  return out;
}

/**
 * Turns `:::note[Title]` ... `:::` container directives into admonitions,
 * and puts back as text every directive that is not one (so `a:b` in prose
 * stays `a:b`).
 */
export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        if (!parent || index === undefined) return undefined;
        const text = directiveAsText(node, node.type === 'textDirective' ? ':' : '::');
        const replacement: Paragraph | PhrasingContent[] =
          node.type === 'leafDirective' ? { type: 'paragraph', children: text } : text;
        parent.children.splice(index, 1, ...((Array.isArray(replacement) ? replacement : [replacement]) as never[]));
        return [SKIP, index];
      }
      if (node.type !== 'containerDirective') return undefined;
      const directive = node as ContainerDirective;
      if (!isKind(directive.name)) {
        const first = directive.children[0];
        if (first && first.type === 'paragraph' && first.data?.directiveLabel) directive.children.shift();
        const opener: Text = { type: 'text', value: `:::${directive.name}` };
        directive.data = { hName: 'div' };
        directive.children.unshift({ type: 'paragraph', children: [opener] });
        return undefined;
      }
      const kind = directive.name;
      let titleChildren: PhrasingContent[] = [{ type: 'text', value: ADMONITION_TITLES[kind] }];
      const first = directive.children[0];
      if (first && first.type === 'paragraph' && first.data?.directiveLabel) {
        titleChildren = first.children;
        directive.children.shift();
      }
      const title: Paragraph = {
        type: 'paragraph',
        children: titleChildren,
        data: { hProperties: { className: ['admonition__title'] } },
      };
      const body = {
        type: 'paragraph',
        children: [],
        data: { hName: 'div', hProperties: { className: ['admonition__body'] } },
      } as unknown as Paragraph;
      (body as unknown as { children: unknown[] }).children = directive.children;
      directive.children = [title, body as never];
      directive.data = {
        hName: 'div',
        hProperties: { className: ['admonition', `admonition--${kind}`], role: 'note' },
      };
      return undefined;
    });
  };
}
