import { describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import { readPage, type TwinPage } from '../../src/integrations/markdown-twins/page';
import { inReadingOrder, llmsFullTxt, llmsTxt } from '../../src/integrations/markdown-twins/llms';

const SITE = 'https://buck2.build';

/** A built doc page as DocLayout writes it, with `content` as the page body. */
function builtPage(content: string, { title = 'Cells', section = 'Concepts', sidebar = ['/docs/concepts/cells/'] } = {}): string {
  const links = sidebar.map((href) => `<li><a class="sidebar-link" href="${href}">x</a></li>`).join('');
  return `<!doctype html><html><head><meta name="description" content="What a &quot;cell&quot; is."></head><body>
<aside class="doc-sidebar"><ul>${links}</ul></aside>
<article class="doc-article"><nav class="breadcrumbs"><ol><li><span>Concepts</span></li></ol></nav>
<div class="markdown" data-pagefind-body data-pagefind-meta="section:${section}"><span hidden data-pagefind-filter="version:current"></span><span hidden data-pagefind-meta="label:Cells"></span><span class="visually-hidden" aria-hidden="true" data-pagefind-weight="5">cell alias</span><h1>${title}</h1>${content}</div>
<p class="doc-edit-link"><a href="https://example.com/edit">Edit this page</a></p><nav class="pagination"><a href="/docs/next/">Next</a></nav></article></body></html>`;
}

const twin = (content: string) => readPage(fromHtml(builtPage(content)), '/docs/concepts/cells/', SITE)!.markdown;

const EXPRESSIVE_CODE = `<div class="expressive-code"><link rel="stylesheet" href="/_astro/ec.css"><script type="module" src="/_astro/ec.js"></script><figure class="frame has-title"><figcaption class="header"><span class="title">.buckconfig</span></figcaption><pre data-language="ini"><code><div class="ec-line"><div class="code"><span style="--0:#6F42C1">[cells]</span></div></div><div class="ec-line"><div class="code">
</div></div><div class="ec-line"><div class="code"><span class="indent">  </span><span style="--0:#BF3441">root</span><span> = .</span></div></div></code></pre></figure></div>`;

describe('Markdown twin of a page', () => {
  it('starts with the title and leaves out the chrome: search-only spans, heading anchors, breadcrumbs, edit link, pagination', () => {
    const md = twin('<div class="hw"><h2 id="what">What a cell is</h2><a class="heading-anchor" href="#what" aria-label="Direct link to What a cell is">#</a></div><p>A cell is a directory.</p>');
    expect(md).toBe('# Cells\n\n## What a cell is\n\nA cell is a directory.\n');
  });

  it('reads the title, description, section, version and sidebar of the page', () => {
    const page = readPage(fromHtml(builtPage('<p>x</p>', { section: 'Users', sidebar: ['/docs/', '/docs/concepts/cells/'] })), '/docs/concepts/cells/', SITE)!;
    expect(page).toMatchObject({ title: 'Cells', description: 'What a "cell" is.', section: 'Users', version: 'current', sidebar: ['/docs/', '/docs/concepts/cells/'] });
  });

  it('is undefined for a page with no doc content (home, search, redirects)', () => {
    expect(readPage(fromHtml('<html><body><h1>Buck2</h1></body></html>'), '/', SITE)).toBeUndefined();
  });

  it('turns an Expressive Code block into a fenced block with its language, title and lines, blank lines kept', () => {
    expect(twin(EXPRESSIVE_CODE)).toContain('```ini title=".buckconfig"\n[cells]\n\n  root = .\n```');
  });

  it('gives a plain <pre><code class="language-x"> its language, and Starlark signatures python', () => {
    const md = twin(
      '<pre><code class="language-bash">buck2 build //:a\n</code></pre><pre class="api-signature"><code><span>def </span><span>f</span>(<a href="/docs/api/starlark/str/">str</a>)</code></pre><details class="rule-signature"><summary>Show the signature</summary><pre tabindex="0"><code>def cxx_library(*, name: str)</code></pre></details>',
    );
    expect(md).toContain('```bash\nbuck2 build //:a\n```');
    expect(md).toContain('```python\ndef f(str)\n```');
    expect(md).toContain('```python\ndef cxx_library(*, name: str)\n```');
  });

  it('writes every tab under its label in bold', () => {
    const md = twin(
      '<div class="tabs" role="radiogroup"><input class="tabs__input" type="radio" name="t" id="t-linux" checked><label class="tabs__tab" for="t-linux">Linux</label><div class="tabs__panel"><p>Use curl.</p></div><input class="tabs__input" type="radio" name="t" id="t-win"><label class="tabs__tab" for="t-win">Windows</label><div class="tabs__panel"><p>Use PowerShell.</p></div></div>',
    );
    expect(md).toContain('**Linux**\n\nUse curl.\n\n**Windows**\n\nUse PowerShell.');
  });

  it('writes an admonition as a block quote under its title, naming the kind when the title does not', () => {
    const admonition = (kind: string, title: string) =>
      `<div class="admonition admonition--${kind}" role="note"><p class="admonition__title">${title}</p><div class="admonition__body"><p>Body.</p></div></div>`;
    expect(twin(admonition('note', 'Note'))).toContain('> **Note**\n>\n> Body.');
    expect(twin(admonition('warning', 'Slow on <code>NFS</code>'))).toContain('> **Warning: Slow on `NFS`**\n>\n> Body.');
  });

  it('writes a Mermaid diagram as its source, and fails on a diagram built without it', () => {
    const figure = (attrs: string) => `<figure class="mermaid-diagram" role="img" aria-label="Diagram 1"${attrs}><svg><text>A</text></svg></figure>`;
    expect(twin(figure(' data-mermaid="graph TD\nA --&gt; B"'))).toContain('```mermaid\ngraph TD\nA --> B\n```');
    expect(() => twin(figure(''))).toThrow(/data-mermaid.*delete node_modules\/\.astro/);
  });

  it('makes links and images absolute, and keeps reference tables as tables with words between side-by-side parts', () => {
    const md = twin(
      '<p>See <a href="/docs/concepts/buckconfig/#cells">cells</a>, <a href="#alias">alias</a> and <img src="/img/logo.svg" alt="logo"></p>' +
        '<table><thead><tr><th>Parameter</th><th>Type</th></tr></thead><tbody><tr><td><code>rule</code><span class="api-param-kind">positional</span></td><td><p><code>str</code></p></td></tr></tbody></table>' +
        '<p class="rule-attr__meta"><span class="rule-attr__type"><span class="visually-hidden">Type: </span><code>bool</code></span><span class="rule-attr__default">default <code>False</code></span></p>' +
        '<dl class="api-type-list"><div class="api-type-list__item"><dt><a href="/docs/prelude/rules/go/">Go</a><span class="rule-list__note">6 rules</span></dt><dd>Go rules.<span class="rule-list__rules"><a href="/docs/prelude/rules/go/go_binary/"><code>go_binary</code></a>, <a href="/docs/prelude/rules/go/go_test/"><code>go_test</code></a></span></dd></div></dl>',
    );
    expect(md).toContain('[cells](https://buck2.build/docs/concepts/buckconfig/#cells), [alias](https://buck2.build/docs/concepts/cells/#alias) and ![logo](https://buck2.build/img/logo.svg)');
    expect(md).toContain('| Parameter | Type |\n| - | - |\n| `rule` (positional) | `str` |');
    expect(md).toContain('Type: `bool`, default `False`');
    expect(md).toContain(
      '- [Go](https://buck2.build/docs/prelude/rules/go/) (6 rules)\n\n  Go rules. Rules: [`go_binary`](https://buck2.build/docs/prelude/rules/go/go_binary/), [`go_test`](https://buck2.build/docs/prelude/rules/go/go_test/)',
    );
  });
});

const page = (path: string, title: string, section: string, sidebar: string[] = []): TwinPage => ({
  path,
  title,
  description: `About ${title}.`,
  section,
  version: 'current',
  sidebar,
  markdown: `# ${title}\n\nText of ${title}.\n`,
});

describe('llms.txt and llms-full.txt', () => {
  const main = ['/docs/', '/docs/concepts/cells/', '/docs/api/'];
  const api = ['/docs/api/', '/docs/api/build/Artifact/'];
  const pages = [
    page('/docs/rfcs/x/', 'RFC: X', 'RFCs'),
    page('/docs/api/build/Artifact/', 'Artifact', 'API', api),
    page('/docs/api/', 'API reference', 'API', api),
    page('/docs/concepts/cells/', 'Cells [and aliases]', 'Concepts', main),
    page('/docs/', 'Buck2 documentation', 'Docs', main),
  ];
  const site = { title: 'Buck2', tagline: 'A build tool', url: SITE };

  it('orders pages as their own sidebar does, the main sidebar first, pages in no sidebar last', () => {
    expect(inReadingOrder(pages).map((p) => p.path)).toEqual(['/docs/', '/docs/concepts/cells/', '/docs/api/', '/docs/api/build/Artifact/', '/docs/rfcs/x/']);
  });

  it('keeps the sidebar order when the pages hold different parts of it (a short sidebar, the whole one in a template)', () => {
    // The whole sidebar: Intro, About (why), Concepts (cells, daemon), Users (build).
    const whole = ['/docs/', '/docs/about/why/', '/docs/concepts/cells/', '/docs/concepts/daemon/', '/docs/users/build/'];
    const shown = [
      page('/docs/users/build/', 'build', 'Users', ['/docs/', '/docs/users/build/']),
      page('/docs/concepts/daemon/', 'Daemon', 'Concepts', whole),
      page('/docs/about/why/', 'Why', 'About', ['/docs/', '/docs/about/why/']),
      page('/docs/concepts/cells/', 'Cells', 'Concepts', ['/docs/', '/docs/concepts/cells/', '/docs/concepts/daemon/']),
      page('/docs/', 'Intro', 'Docs', whole),
    ];
    expect(inReadingOrder(shown).map((p) => p.path)).toEqual(whole);
  });

  it('llms.txt has the title, a summary, and a section per search section listing each page twin with its description', () => {
    expect(llmsTxt(site, inReadingOrder(pages))).toBe(
      [
        '# Buck2',
        '',
        "> A build tool. The Buck2 documentation: user guides, the Starlark API reference and the reference of the prelude's rules.",
        '',
        'Each link is the Markdown version of a page. [llms-full.txt](https://buck2.build/llms-full.txt) has every guide in one file.',
        '',
        '## Docs',
        '',
        '- [Buck2 documentation](https://buck2.build/docs/index.md): About Buck2 documentation.',
        '',
        '## Concepts',
        '',
        '- [Cells \\[and aliases\\]](https://buck2.build/docs/concepts/cells/index.md): About Cells [and aliases].',
        '',
        '## API',
        '',
        '- [API reference](https://buck2.build/docs/api/index.md): About API reference.',
        '- [Artifact](https://buck2.build/docs/api/build/Artifact/index.md): About Artifact.',
        '',
        '## RFCs',
        '',
        '- [RFC: X](https://buck2.build/docs/rfcs/x/index.md): About RFC: X.',
        '',
      ].join('\n'),
    );
  });

  it('llms-full.txt has every guide, not the references, each under its title with its address', () => {
    const full = llmsFullTxt(site, inReadingOrder(pages));
    expect(full).toBe(
      [
        '# Buck2 documentation\n\nSource: https://buck2.build/docs/\n\nText of Buck2 documentation.',
        '# Cells [and aliases]\n\nSource: https://buck2.build/docs/concepts/cells/\n\nText of Cells [and aliases].',
        '# RFC: X\n\nSource: https://buck2.build/docs/rfcs/x/\n\nText of RFC: X.\n',
      ].join('\n\n'),
    );
  });
});
