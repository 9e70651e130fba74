import type { Root, Code } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { fromHtml } from 'hast-util-from-html';
import { renderMermaidSVG } from 'beautiful-mermaid';

export class MermaidError extends Error {
  override name = 'MermaidError';
}

/** Renders one diagram to an SVG string whose colours come from CSS variables. */
export function renderDiagram(source: string): string {
  const svg = renderMermaidSVG(source, { bg: '#ffffff', fg: '#1c1e21', transparent: true });
  // Colours are set by the site's stylesheet (per colour mode), not inline.
  return svg.replace(/(<svg\b[^>]*?)\sstyle="[^"]*"/, '$1');
}

/**
 * Replaces fenced ```mermaid blocks with inline SVG rendered at build time:
 * no Mermaid runtime ships to readers. A diagram that fails to render fails
 * the build, naming the file.
 */
export function remarkMermaid() {
  return (tree: Root, file: VFile) => {
    let count = 0;
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      count += 1;
      let svg: string;
      try {
        svg = renderDiagram(node.value);
      } catch (error) {
        const where = `${file.path ?? 'unknown file'}${node.position ? `:${node.position.start.line}` : ''}`;
        throw new MermaidError(
          `Mermaid diagram ${count} in ${where} failed to render: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const hast = fromHtml(svg, { fragment: true, space: 'svg' });
      parent.children[index] = {
        type: 'paragraph',
        children: [],
        data: {
          hName: 'figure',
          hProperties: { className: ['mermaid-diagram'], role: 'img', ariaLabel: `Diagram ${count}` },
          hChildren: hast.children as never,
        },
      };
    });
  };
}
