import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstScreenBytes } from '../../tools/check-budget.mjs';

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
