import { fromHtml } from 'hast-util-from-html';
import { describe, expect, it } from 'vitest';
import { insertIntoBody } from '../../src/lib/dev/body-insert';

describe('the dev server’s additions to a served page', () => {
  it('open and close its body, whatever the body tag carries', () => {
    const html = '<!DOCTYPE html><html><head><script>"<body>"</script></head><body class="x" data-a=">"><main>Page</main></body></html>';
    expect(insertIntoBody(html, fromHtml(html), '<div>banner</div>', '<script>check()</script>')).toBe(
      '<!DOCTYPE html><html><head><script>"<body>"</script></head><body class="x" data-a=">"><div>banner</div><main>Page</main><script>check()</script></body></html>',
    );
  });

  it('are appended when the body is empty', () => {
    const html = '<html><head></head><body></body></html>';
    expect(insertIntoBody(html, fromHtml(html), 'A', 'B')).toBe(`${html}AB`);
  });
});
