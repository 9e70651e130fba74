import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { ContentError, failBuild } from '../lib/content-error';
import { fileName } from './source-file';

/** The reference components (src/components/reference/) whose headings a page's table of contents lists. */
export const EMBEDDING_COMPONENTS = ['BuckconfigKeys', 'EnvironmentVariables', 'QueryFunctions', 'TroubleshootingEntries'] as const;
export type EmbeddingComponent = (typeof EMBEDDING_COMPONENTS)[number];

/** One use of such a component in a page: its string props, and the id of the page's heading it follows (null: none). */
export interface Embed {
  component: EmbeddingComponent;
  props: Record<string, string>;
  after: string | null;
}

/** Where the list of embeds goes: the page's remark-plugin frontmatter (what `render(entry)` returns as `remarkPluginFrontmatter`). */
export const EMBEDS_KEY = 'referenceEmbeds';

interface EsmNode {
  type: 'mdxjsEsm';
  data?: { estree?: { body: { type: string; source?: { value?: unknown }; specifiers?: { type: string; local: { name: string } }[] }[] } };
}
interface JsxNode {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Records where an MDX page uses a reference component that renders headings
 * (after rehypeHeadingIds, so headings have their ids): the page's data joins
 * the component's sections to the page's headings at that place
 * (src/lib/reference/embedded.ts). The component is known by the file its
 * import names, whatever the page calls it.
 */
export function rehypeEmbeddedSections() {
  return (tree: Root, file: VFile) => {
    const names = new Map<string, EmbeddingComponent>();
    for (const node of tree.children as unknown as EsmNode[]) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const statement of node.data?.estree?.body ?? []) {
        const source = statement.type === 'ImportDeclaration' ? statement.source?.value : undefined;
        const component = EMBEDDING_COMPONENTS.find((c) => typeof source === 'string' && source.endsWith(`/components/reference/${c}.astro`));
        const local = statement.specifiers?.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;
        if (component && local) names.set(local, component);
      }
    }
    if (!names.size) return;
    const embeds: Embed[] = [];
    let after: string | null = null;
    visit(tree, (node) => {
      if (node.type === 'element' && HEADINGS.has(node.tagName) && typeof node.properties['id'] === 'string') after = node.properties['id'];
      const jsx = node as unknown as JsxNode;
      const component = jsx.type === 'mdxJsxFlowElement' && jsx.name ? names.get(jsx.name) : undefined;
      if (!component) return;
      const props: Record<string, string> = {};
      for (const a of jsx.attributes) {
        if (a.type !== 'mdxJsxAttribute' || !a.name) continue;
        if (typeof a.value !== 'string') {
          throw failBuild(new ContentError({ file: fileName(file), field: `<${jsx.name} ${a.name}>`, expected: `a plain string such as ${a.name}="…", not an expression` }, { name: 'ComponentError' }));
        }
        props[a.name] = a.value;
      }
      embeds.push({ component, props, after });
    });
    const astro = ((file.data as { astro?: { frontmatter?: Record<string, unknown> } }).astro ??= {});
    (astro.frontmatter ??= {})[EMBEDS_KEY] = embeds;
  };
}
