/**
 * What the build changes in each page's HTML so that the first paint comes
 * early and whole. Pure functions of the HTML, unit-tested in
 * tests/unit/first-paint.test.ts.
 */

/**
 * Astro's bundled scripts are module scripts: they never block rendering, yet
 * Chrome fetches them at high priority, beside what the first paint needs.
 * Every page's scripts are progressive enhancements, so they are marked
 * `fetchpriority="low"`: the document and its images come first.
 */
export function lowPriorityScripts(html: string): string {
  return html.replace(/<script type="module"(?![^>]*\bfetchpriority=)(?=[^>]*\bsrc=)/g, '<script type="module" fetchpriority="low"');
}

const STYLE = /<style\b[^>]*>[\s\S]*?<\/style>/g;
const ISLAND_RUNTIME = /(?:<script>[\s\S]*?<\/script>)+(?=<astro-island\b)/;

/** Moves what `pick` takes out of the body to the end of the head. */
function moveToHead(html: string, pick: (body: string) => { moved: string; rest: string } | undefined): string {
  const headEnd = html.indexOf('</head>');
  const bodyStart = html.indexOf('<body', headEnd);
  if (headEnd < 0 || bodyStart < 0) return html;
  const picked = pick(html.slice(bodyStart));
  if (!picked) return html;
  return html.slice(0, headEnd) + picked.moved + html.slice(headEnd, bodyStart) + picked.rest;
}

/**
 * Moves the `<style>` elements Astro and Expressive Code write into the body
 * (before the first island, before the first code block) to the end of the
 * head, in the same order, so the cascade is unchanged. A stylesheet met in
 * the middle of the body makes the browser restyle and lay out everything
 * parsed so far: on a long page that was the longest task before the first
 * paint.
 */
export function hoistBodyStyles(html: string): string {
  const inHead = new Set(html.slice(0, html.indexOf('</head>')).match(STYLE));
  return moveToHead(html, (body) => {
    const styles = body.match(STYLE);
    // A copy of a stylesheet already there (two kinds of code block on one page) is dropped.
    return styles ? { moved: [...new Set(styles)].filter((s) => !inHead.has(s)).join(''), rest: body.replace(STYLE, '') } : undefined;
  });
}

/**
 * Moves the inline scripts Astro writes just before the first island (here
 * the search button in the navbar: the hydration directives, and the island
 * runtime unless dropInlineIslandRuntime took it) to the end of the
 * head. Chrome's parser may stop, lay out and paint after an inline script:
 * in the middle of the navbar, that was a pause and a layout for nothing.
 */
export function hoistIslandRuntime(html: string): string {
  return moveToHead(html, (body) => {
    const runtime = body.match(ISLAND_RUNTIME);
    return runtime ? { moved: runtime[0], rest: body.slice(0, runtime.index) + body.slice(runtime.index! + runtime[0].length) } : undefined;
  });
}

/**
 * Removes Astro's inline island runtime (the `astro-island` element, about
 * 1.8 KB gzip in every page's head): the page script defines the same
 * element (src/enhancements/enhance.ts), from a file the browser caches, and
 * every island here waits for the page to load or for the reader anyway.
 */
export function dropInlineIslandRuntime(html: string, runtime: string): string {
  return runtime ? html.replace(`<script>${runtime}</script>`, '') : html;
}

/**
 * Expressive Code's script only makes code blocks that scroll sideways
 * focusable, which src/enhancements/code-copy.ts already does without
 * watching every DOM change. True when a built `ec.*.js` holds nothing else.
 */
export function isExpressiveCodeTabindexOnly(js: string): boolean {
  return /^try\{[\s\S]*\}catch\(e\)\{console\.error\("\[EC\] tabindex-js-module failed:",e\)\}\s*$/.test(js) && js.split('[EC]').length === 2;
}

/** Removes the `<script type="module" src>` elements whose src is listed. */
export function dropScripts(html: string, srcs: ReadonlySet<string>): string {
  if (!srcs.size) return html;
  return html.replace(/<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g, (tag, src: string) => (srcs.has(src) ? '' : tag));
}

export function finishPage(html: string, redundantScripts: ReadonlySet<string> = new Set(), islandRuntime = ''): string {
  return hoistIslandRuntime(hoistBodyStyles(lowPriorityScripts(dropScripts(dropInlineIslandRuntime(html, islandRuntime), redundantScripts))));
}
