import { describe, expect, it } from 'vitest';
import { dropInlineIslandRuntime, dropScripts, finishPage, hoistBodyStyles, hoistIslandRuntime, isExpressiveCodeTabindexOnly, lowPriorityScripts } from '../../src/integrations/first-paint/transforms';
import { inlineSvg } from '../../src/lib/inline-svg';

const page = (head: string, body: string) => `<!doctype html><html><head><title>t</title>${head}</head><body>${body}</body></html>`;

describe('the built page, rewritten for its first paint', () => {
  it('moves the body’s style elements to the end of the head, in order, leaving the rest of the body as it was', () => {
    const html = page('<style>a{}</style>', '<nav>n</nav><style>b{}</style><p>x</p><div><style>c{}</style></div>');
    expect(hoistBodyStyles(html)).toBe(page('<style>a{}</style><style>b{}</style><style>c{}</style>', '<nav>n</nav><p>x</p><div></div>'));
  });

  it('keeps one copy of a stylesheet written twice', () => {
    const html = page('<style>a{}</style>', '<style>b{}</style><p>x</p><style>b{}</style><style>a{}</style>');
    expect(hoistBodyStyles(html)).toBe(page('<style>a{}</style><style>b{}</style>', '<p>x</p>'));
  });

  it('leaves a page with no style in its body unchanged', () => {
    const html = page('<style>a{}</style>', '<p>x</p>');
    expect(hoistBodyStyles(html)).toBe(html);
  });

  it('moves the island runtime written before the first island to the head, and no other inline script', () => {
    const runtime = '<script>(()=>{define("astro-island")})();</script><script>(()=>{a<b})();</script>';
    const html = page('<script>theme()</script>', `<nav><li>${runtime}<astro-island uid="1"></astro-island></li></nav><script>other()</script><astro-island uid="2"></astro-island>`);
    expect(hoistIslandRuntime(html)).toBe(page(`<script>theme()</script>${runtime}`, '<nav><li><astro-island uid="1"></astro-island></li></nav><script>other()</script><astro-island uid="2"></astro-island>'));
    const noIslands = page('', '<p>x</p><script>other()</script>');
    expect(hoistIslandRuntime(noIslands)).toBe(noIslands);
  });

  it('drops Astro\'s inline island runtime, and only it', () => {
    const runtime = '(()=>{customElements.define("astro-island",class{})})();';
    const html = page('<script>(()=>{Astro.intent=1})();</script>', `<script>${runtime}</script><astro-island></astro-island><script>other()</script>`);
    expect(dropInlineIslandRuntime(html, runtime)).toBe(page('<script>(()=>{Astro.intent=1})();</script>', '<astro-island></astro-island><script>other()</script>'));
    expect(dropInlineIslandRuntime(html, '')).toBe(html);
  });

  it('marks bundled module scripts low priority, and only those', () => {
    const html = '<script type="module" src="/a.js"></script><script type="module">inline()</script><script type="module" fetchpriority="high" src="/b.js"></script>';
    expect(lowPriorityScripts(html)).toBe('<script type="module" fetchpriority="low" src="/a.js"></script><script type="module">inline()</script><script type="module" fetchpriority="high" src="/b.js"></script>');
  });

  it('drops only the listed scripts', () => {
    const html = '<script type="module" src="/_astro/ec.x.js"></script><script type="module" src="/_astro/app.js"></script>';
    expect(dropScripts(html, new Set(['/_astro/ec.x.js']))).toBe('<script type="module" src="/_astro/app.js"></script>');
    expect(finishPage(html, new Set(['/_astro/ec.x.js']))).toBe('<script type="module" fetchpriority="low" src="/_astro/app.js"></script>');
  });

  it('counts Expressive Code’s script redundant only when it holds nothing but the tabindex module', () => {
    const tabindex = 'try{(()=>{observe()})();}catch(e){console.error("[EC] tabindex-js-module failed:",e)}';
    expect(isExpressiveCodeTabindexOnly(tabindex)).toBe(true);
    expect(isExpressiveCodeTabindexOnly(`${tabindex}\ntry{copy()}catch(e){console.error("[EC] copy-js-module failed:",e)}`)).toBe(false);
    expect(isExpressiveCodeTabindexOnly('try{copy()}catch(e){console.error("[EC] copy-js-module failed:",e)}')).toBe(false);
  });
});

describe('the inline navbar logo', () => {
  it('is the SVG from public/, named by the configured text, with the class the stylesheet sizes', () => {
    const svg = inlineSvg('/img/logo.svg', { className: 'navbar__logo', label: 'Buck2 <logo>' })!;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64" class="navbar__logo" role="img" aria-label="Buck2 &#60;logo&#62;">/);
    expect(svg.match(/aria-label=/g)).toHaveLength(1);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('is hidden from assistive technology when the text is empty, and not inlined for a remote or raster image', () => {
    expect(inlineSvg('/img/logo.svg', { className: 'l', label: '' })).toContain('aria-hidden="true"');
    expect(inlineSvg('https://example.com/logo.svg', { className: 'l', label: 'x' })).toBeNull();
    expect(inlineSvg('/img/logo.png', { className: 'l', label: 'x' })).toBeNull();
  });
});
