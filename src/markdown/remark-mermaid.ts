import type { Root, Code } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { fromHtml } from 'hast-util-from-html';
import { renderMermaidSVG } from 'beautiful-mermaid';

export class MermaidError extends Error {
  override name = 'MermaidError';
}

/** Prefixes every selector of a flat stylesheet with `scope` (`svg` itself becomes the scope). */
function scopeCss(css: string, scope: string): string {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return withoutComments.replace(/(^|})([^{}@]+)\{/g, (_m, close: string, selectors: string) => {
    const scoped = selectors
      .split(',')
      .map((sel) => sel.trim())
      .filter(Boolean)
      .map((sel) => (sel === 'svg' ? scope : sel.startsWith('svg ') ? `${scope} ${sel.slice(4)}` : `${scope} ${sel}`))
      .join(', ');
    return `${close}\n${scoped} {`;
  });
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Renders one diagram to a self-contained SVG string: colours come from the
 * site's CSS variables (per colour mode), its styles apply to itself only,
 * its ids are prefixed with `idPrefix` (several diagrams can share a page),
 * and it loads nothing from the network.
 */
export function renderDiagram(source: string, idPrefix = 'mermaid'): string {
  let svg = renderMermaidSVG(source, { bg: '#ffffff', fg: '#1c1e21', transparent: true });
  svg = svg.replace(/(<svg\b[^>]*?)\sstyle="[^"]*"/, '$1');
  svg = svg.replace(/@import\s+url\([^)]*\)\s*;?/g, '');
  // Layout coordinates come with 13 decimals; whole pixels are plenty (attributes only, never label text).
  svg = svg.replace(/="([^"]*)"/g, (_m, value: string) => `="${value.replace(/\d+\.\d+/g, (n) => String(Math.round(Number(n))))}"`);
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
  for (const id of ids) {
    const e = escapeRegExp(id);
    svg = svg
      .replace(new RegExp(`(\\sid=")${e}(")`, 'g'), `$1${idPrefix}-${id}$2`)
      .replace(new RegExp(`url\\(#${e}\\)`, 'g'), `url(#${idPrefix}-${id})`)
      .replace(new RegExp(`(href=")#${e}(")`, 'g'), `$1#${idPrefix}-${id}$2`);
  }
  svg = svg.replace(/<svg\b/, `<svg id="${idPrefix}"`);
  return svg.replace(/<style>([\s\S]*?)<\/style>/g, (_m, css: string) => {
    // The colour variables and font every diagram declares live once in the
    // site stylesheet (.mermaid-diagram svg); anything else stays, scoped.
    const rest = scopeCss(css, `#${idPrefix}`)
      .replace(new RegExp(`#${idPrefix} text \\{[^}]*\\}`), '')
      .replace(new RegExp(`#${idPrefix} \\{[^}]*--_text:[^}]*\\}`), '')
      .trim();
    return rest ? `<style>${rest}</style>` : '';
  });
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
        svg = renderDiagram(node.value, `diagram-${count}`);
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
