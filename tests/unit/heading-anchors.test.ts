import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { anchoredHeading } from '../../src/markdown-plugins/rehype-heading-anchors';
import { renderReferenceMarkdownWithHeadings } from '../../src/lib/reference-markdown';

describe('heading anchors', () => {
  it('puts the direct link after the heading, in a wrapper, so that the heading holds its text only', async () => {
    const { html } = await renderReferenceMarkdownWithHeadings('## Example\n\nText.\n');
    expect(html).toBe(
      '<div class="hw"><h2 id="example">Example</h2><a class="heading-anchor" href="#example" aria-label="Direct link to Example">#</a></div>\n<p>Text.</p>',
    );
  });

  it("names the link by the heading's text, keeps the heading's markup, and leaves the table of contents alone", async () => {
    const { html, headings } = await renderReferenceMarkdownWithHeadings('### The `cells` section\n');
    expect(html).toBe(
      '<div class="hw"><h3 id="the-cells-section">The <code>cells</code> section</h3><a class="heading-anchor" href="#the-cells-section" aria-label="Direct link to The cells section">#</a></div>',
    );
    expect(headings).toEqual([{ depth: 3, slug: 'the-cells-section', text: 'The cells section' }]);
  });

  it('gives the heading of a component (AnchoredHeading.astro) the same markup, with its class on the heading', () => {
    const element = anchoredHeading('h3', { id: 'srcs', className: ['rule-attr__name'] }, 'srcs', [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: 'srcs' }] }]);
    expect(toHtml(element)).toBe(
      '<div class="hw"><h3 id="srcs" class="rule-attr__name"><code>srcs</code></h3><a class="heading-anchor" href="#srcs" aria-label="Direct link to srcs">#</a></div>',
    );
  });
});
