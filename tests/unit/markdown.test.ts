import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { VFile } from 'vfile';
import { existsSync, readFileSync } from 'node:fs';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { remarkAdmonitions } from '../../src/markdown-plugins/remark-admonitions';
import { remarkMermaid } from '../../src/markdown-plugins/remark-mermaid';

async function render(markdown: string, path = 'src/content/docs/page.md'): Promise<string> {
  const file = new VFile({ value: markdown, path });
  const out = await unified()
    .use(remarkParse)
    .use(remarkDirective)
    .use(remarkAdmonitions)
    .use(remarkMermaid)
    .use(remarkRehype)
    .use(rehypeStringify)
    .process(file);
  return String(out);
}

describe('admonitions', () => {
  it('renders each kind with its default title', async () => {
    for (const [kind, title] of [['note', 'Note'], ['tip', 'Tip'], ['info', 'Info'], ['warning', 'Warning'], ['danger', 'Danger']]) {
      const html = await render(`:::${kind}\nBody **text**.\n:::`);
      expect(html).toContain(`class="admonition admonition--${kind}"`);
      expect(html).toContain(`<p class="admonition__title">${title}</p>`);
      expect(html).toContain('<strong>text</strong>');
    }
  });

  it('uses a custom title', async () => {
    const html = await render(':::warning[Mind the `cache`]\nBody.\n:::');
    expect(html).toContain('<p class="admonition__title">Mind the <code>cache</code></p>');
  });

  it('keeps a colon followed by a word in prose as text', async () => {
    const html = await render('Build the target foo:bar and then ::baz.');
    expect(html).toContain('foo:bar and then ::baz.');
  });
});

describe('mermaid diagrams', () => {
  it('renders a flowchart to inline SVG at build time', async () => {
    const html = await render('```mermaid\ngraph LR\n  A[Cell] --> B[Package]\n```');
    expect(html).toContain('<figure class="mermaid-diagram"');
    expect(html).toContain('<svg');
    expect(html).toContain('Cell');
    expect(html).not.toContain('language-mermaid');
  });

  /** The elements of a rendered page, parsed. */
  function elementsOf(html: string): Element[] {
    const found: Element[] = [];
    visit(fromHtml(html, { fragment: true }), 'element', (node) => void found.push(node));
    return found;
  }

  it('prefixes the ids of each diagram, references follow, and two diagrams on a page do not clash', async () => {
    const html = await render('```mermaid\ngraph LR\n  A --> B\n```\n\n```mermaid\ngraph TD\n  C --> D\n```');
    const elements = elementsOf(html);
    const ids = elements.flatMap((e) => (typeof e.properties.id === 'string' ? [e.properties.id] : []));
    expect(ids).toEqual(expect.arrayContaining(['diagram-1', 'diagram-1-arrowhead', 'diagram-2', 'diagram-2-arrowhead']));
    expect(ids.filter((id) => !/^diagram-[12](-|$)/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const svgs = elements.filter((e) => e.tagName === 'svg');
    expect(svgs.map((svg) => svg.properties.id)).toEqual(['diagram-1', 'diagram-2']);
    for (const svg of svgs) {
      const own = new Set<string>();
      const references: string[] = [];
      visit(svg, 'element', (node) => {
        if (typeof node.properties.id === 'string') own.add(node.properties.id);
        for (const name of ['markerEnd', 'markerStart']) if (typeof node.properties[name] === 'string') references.push(node.properties[name]);
      });
      expect(references.length).toBeGreaterThan(0);
      // Each arrow points at a marker of its own diagram.
      for (const reference of references) expect(own).toContain(reference.slice('url(#'.length, -1));
    }
  });

  it('leaves styling to the site stylesheet: no <style>, no inline colours, nothing loaded from the network', async () => {
    const diagrams = [
      'graph LR\n  A --> B',
      'flowchart TD\n  subgraph one\n    a1 --> a2\n  end\n  c --> a1',
      'stateDiagram-v2\n  [*] --> Idle\n  Idle --> [*]',
      'sequenceDiagram\n  A->>B: hi\n  B-->>A: ok',
      'classDiagram\n  class Animal {\n    +String name\n  }\n  Animal <|-- Dog',
      'erDiagram\n  CUSTOMER ||--o{ ORDER : places\n  CUSTOMER {\n    string name PK\n  }',
    ];
    const html = await render(diagrams.map((d) => '```mermaid\n' + d + '\n```').join('\n\n'));
    const elements = elementsOf(html);
    const svgs = elements.filter((e) => e.tagName === 'svg');
    expect(svgs).toHaveLength(diagrams.length);
    expect(svgs.filter((svg) => svg.properties.style !== undefined)).toEqual([]);
    expect(html).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    // What their <style> set, the colour variables and the text font, is in the site stylesheet.
    const css = readFileSync('src/styles/global.css', 'utf8');
    expect(css).toContain('.mermaid-diagram svg {\n  --bg: var(--diagram-bg); --fg: var(--diagram-fg);');
    expect(css).toContain('.mermaid-diagram svg text { font-family: var(--font-sans); }');
    // Class and ER diagrams only get one rule of ours, for their monospace text, scoped to the diagram.
    const styles = svgs.map((svg) => svg.children.filter((c): c is Element => c.type === 'element' && c.tagName === 'style').map((c) => toString(c)));
    expect(styles).toEqual([[], [], [], [], ['#diagram-5 .mono{font-family:var(--font-mono)}'], ['#diagram-6 .mono{font-family:var(--font-mono)}']]);
    expect(elements.filter((e) => e.tagName === 'style')).toHaveLength(2);
  });

  it('draws whole pixels, and keeps the labels as written', async () => {
    const html = await render('```mermaid\ngraph LR\n  A[Version 1.25] --> B[Done]\n```');
    const elements = elementsOf(html);
    const svg = elements.find((e) => e.tagName === 'svg')!;
    expect(String(svg.properties.viewBox)).toMatch(/^0 0 \d+ \d+$/);
    expect(elements.find((e) => e.tagName === 'g' && e.properties.dataId === 'A')?.properties.dataLabel).toBe('Version 1.25');
    expect(html).toContain('>Version 1.25</text>');
  });

  it('fails, naming the file and the line, on an XY chart (its colours need styles the site does not have), by the type Mermaid parses', async () => {
    await expect(render('Intro\n\n```mermaid\nxychart-beta\n  x-axis [a, b]\n  bar [1, 2]\n```', 'src/content/docs/chart.md')).rejects.toThrow(
      /^src\/content\/docs\/chart\.md:4: Mermaid diagram 1 is an XY chart, which this site does not draw/,
    );
    // Behind a configuration line, too.
    await expect(render("Intro\n\n```mermaid\n%%{init: {'theme': 'base'}}%%\nxychart-beta\n  x-axis [a, b]\n  bar [1, 2]\n```", 'src/content/docs/chart.md')).rejects.toThrow(
      /^src\/content\/docs\/chart\.md:4: Mermaid diagram 1 is an XY chart/,
    );
  });

  it('fails, naming the file and the line, when the first line names no diagram type', async () => {
    await expect(render('Intro\n\n```mermaid\nthis is not a diagram\n```', 'src/content/docs/broken.md')).rejects.toThrow(
      /^src\/content\/docs\/broken\.md:4: Mermaid diagram 1 does not parse: No diagram type detected/,
    );
  });

  it('fails, naming the file and the line, on a syntax error inside a diagram', async () => {
    await expect(render('Intro\n\n```mermaid\nflowchart TD\n  A[Start --> B{{oops\n```', 'src/content/docs/broken.md')).rejects.toThrow(
      /^src\/content\/docs\/broken\.md:5: Mermaid diagram 1 does not parse: Parse error on line 2/,
    );
  });

  it('names the line of a syntax error from the parser itself, for the newer diagram grammars too', async () => {
    await expect(render('Intro\n\n```mermaid\nflowchart TD\n  A --> B\n  C ~~> D\n```', 'src/content/docs/broken.md')).rejects.toThrow(
      /^src\/content\/docs\/broken\.md:6: Mermaid diagram 1 does not parse: Lexical error on line 3/,
    );
    await expect(render('Intro\n\n```mermaid\npie\n  "a": x\n```', 'src/content/docs/broken.md')).rejects.toThrow(
      /^src\/content\/docs\/broken\.md:5: Mermaid diagram 1 does not parse: Parsing failed/,
    );
  });

  it('fails, naming the file and the line, on a diagram type Mermaid knows but the renderer does not draw', async () => {
    await expect(render('Intro\n\n```mermaid\npie title Targets\n  "built" : 3\n```', 'src/content/docs/pie.md')).rejects.toThrow(
      /^src\/content\/docs\/pie\.md:4: Mermaid diagram 1 failed to render: Invalid mermaid header: "pie title Targets"/,
    );
  });

  it('names the failing diagram when a page has several', async () => {
    const page = '```mermaid\ngraph LR\n  A --> B\n```\n\n```mermaid\nsequenceDiagram\n  A->>\n```';
    await expect(render(page, 'src/content/docs/two.md')).rejects.toThrow(/^src\/content\/docs\/two\.md:\d+: Mermaid diagram 2 does not parse/);
  });
});

describe('tabs', () => {
  async function runMdx(mdx: string) {
    const { default: remarkMdx } = await import('remark-mdx');
    const { rehypeTabs } = await import('../../src/markdown-plugins/rehype-tabs');
    const file = new VFile({ value: mdx, path: 'src/content/docs/page.mdx' });
    const processor = unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(remarkRehype, { passThrough: ['mdxJsxFlowElement', 'mdxJsxTextElement'] })
      .use(rehypeTabs);
    return processor.run(processor.parse(file), file);
  }

  /** The page's HTML, without the `import` statements the plugins add. */
  async function renderMdx(mdx: string): Promise<string> {
    const tree = await runMdx(mdx);
    return unified().use(rehypeStringify).stringify({ ...tree, children: tree.children.filter((n) => n.type !== 'mdxjsEsm') } as never);
  }

  /** The `import` statements the plugins add to an MDX page. */
  async function importsOf(mdx: string): Promise<string[]> {
    const tree = await runMdx(mdx);
    return tree.children.flatMap((n) => (n.type === 'mdxjsEsm' ? [n.value] : []));
  }

  it('import the tab styles into a page with tabs only', async () => {
    const [statement, ...more] = await importsOf('<Tabs>\n<TabItem value="a">\n\nA.\n\n</TabItem>\n</Tabs>');
    expect(more).toEqual([]);
    const path = JSON.parse(statement!.slice('import '.length, -1)) as string;
    expect(path.endsWith('/src/styles/tabs.css')).toBe(true);
    expect(existsSync(path)).toBe(true);
    expect(await importsOf('No tabs here.')).toEqual([]);
  });

  it('become radio buttons with labels and panels, ids numbered per page, the default item checked', async () => {
    const html = await renderMdx(
      '<Tabs>\n<TabItem value="linux" label="Linux">\n\nOn **Linux**.\n\n</TabItem>\n<TabItem value="mac os" label="macOS" default>\n\nOn macOS.\n\n</TabItem>\n</Tabs>\n\n<Tabs>\n<TabItem value="a">\n\nA.\n\n</TabItem>\n</Tabs>',
    );
    expect(html).toContain('<div class="tabs" role="radiogroup" aria-label="Tabs">');
    expect(html).toContain('<input class="tabs__input" type="radio" name="tabs-1" id="tabs-1-linux" value="linux">');
    expect(html).toContain('<label class="tabs__tab" for="tabs-1-linux">Linux</label><div class="tabs__panel"><p>On <strong>Linux</strong>.</p></div>');
    expect(html).toContain('<input class="tabs__input" type="radio" name="tabs-1" id="tabs-1-mac_os" value="mac os" checked>');
    expect(html).toContain('<input class="tabs__input" type="radio" name="tabs-2" id="tabs-2-a" value="a" checked><label class="tabs__tab" for="tabs-2-a">a</label>');
    // A second page starts again at tabs-1.
    expect(await renderMdx('<Tabs>\n<TabItem value="b">\n\nB.\n\n</TabItem>\n</Tabs>')).toContain('name="tabs-1"');
  });

  it('name the page and the attribute when a value is an expression', async () => {
    await expect(renderMdx('<Tabs>\n<TabItem value={"x"}>\n\nX.\n\n</TabItem>\n</Tabs>')).rejects.toThrow(
      'src/content/docs/page.mdx: <TabItem value>: expected a plain string such as value="linux", not an expression',
    );
  });
});
