import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import { firstScreenBytes, isReferencePage, staticImports } from '../../tools/check-budget.mjs';

const gz = (s: string) => gzipSync(s, { level: 9 }).length;

describe('the budget’s first screen', () => {
  it('is the document up to the end of the first paragraph after the page’s h1', () => {
    const head = '<head><style>p{margin:0}</style></head><body><nav><p>menu</p></nav><main>';
    const html = `${head}<h1>Title</h1><p>First.</p><p>Second.</p></main></body>`;
    expect(firstScreenBytes(html)).toBe(gz(`${head}<h1>Title</h1><p>First.</p>`));
  });

  it('ends at the h1 when no paragraph follows it', () => {
    const html = '<main><h1>Title</h1><ul><li>x</li></ul></main>';
    expect(firstScreenBytes(html)).toBe(gz('<main><h1>Title</h1>'));
  });
});

describe('the budget’s reading of built files', () => {
  it('cuts the first screen by the parsed document, not by text that looks like tags', () => {
    const head = '<head><script>const s = "<main><h1>x</h1><p>y</p>";</script></head><body><main>';
    const html = `${head}<h1>Title</h1><p>First.</p><p>Second.</p></main></body>`;
    expect(firstScreenBytes(html)).toBe(gz(`${head}<h1>Title</h1><p>First.</p>`));
  });

  it('follows the static imports of a bundle, not its dynamic ones or strings', () => {
    const code = 'import{a as b}from"./x.js";export{c}from"./y.js";import"./z.js";const s="import q from \'./no.js\'";import("./later.js");';
    expect(staticImports(code)).toEqual(['./x.js', './y.js', './z.js']);
  });

  it('takes a page for reference data by an element’s attribute, not by a stylesheet naming it', () => {
    expect(isReferencePage(fromHtml('<style>[data-reference-page]{color:red}</style><main><p>Guide</p></main>'))).toBe(false);
    expect(isReferencePage(fromHtml('<main><nav data-reference-page>Index</nav></main>'))).toBe(true);
  });
});
