import type { Root, Code, Parent } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { fromHtml } from 'hast-util-from-html';
import { renderMermaidSVG } from 'beautiful-mermaid';
import { mermaidSyntaxError } from './mermaid-syntax';
import { ContentError, failBuild, renderStarted } from '../lib/content-error';
import { fileName, sourceOf } from './source-file';

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
      const fail = (reason: string, line?: number) => {
        const at = first === undefined ? '' : `:${first + (line ?? 1) - 1}`;
        throw failBuild(new ContentError(`${where}${at}: Mermaid diagram ${count} ${reason}`, { name: 'MermaidError' }), key);
      };
      const syntax = await mermaidSyntaxError(node.value);
      if (syntax) fail(`does not parse: ${syntax.message.replace(/\n/g, '\n    ')}`, syntax.line);
      let svg = '';
      try {
        svg = renderDiagram(node.value, `diagram-${count}`);
      } catch (error) {
        fail(`failed to render: ${error instanceof Error ? error.message : String(error)}`);
      }
      const hast = fromHtml(svg, { fragment: true, space: 'svg' });
      parent.children[index] = {
        type: 'paragraph',
        children: [],
        data: {
          hName: 'figure',
          // The source goes along for the page's Markdown twin (src/integrations/markdown-twins/).
          hProperties: { className: ['mermaid-diagram'], role: 'img', ariaLabel: `Diagram ${count}`, dataMermaid: node.value },
          hChildren: hast.children as never,
        },
      } as never;
    }
  };
}
