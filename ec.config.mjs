// @ts-check
// Expressive Code (code blocks) settings. They live here rather than in
// astro.config.mjs so that the <Code> component used by the API reference
// shares them.
import { defineEcConfig } from 'astro-expressive-code';

export default defineEcConfig({
  themes: ['github-light', 'github-dark'],
  // Follow the site's colour mode (data-theme on <html>), not the system's.
  useDarkModeMediaQuery: false,
  themeCssSelector: (theme) => `[data-theme='${theme.type}']`,
  shiki: { langAlias: { starlark: 'python', bzl: 'python', bxl: 'python', buck: 'python' } },
  styleOverrides: { codeFontSize: '0.875rem', borderRadius: '0.4rem' },
  // The site adds its own copy button (src/enhancements/code-copy.ts): Expressive
  // Code's keeps a second copy of every block's text in the HTML.
  frames: { showCopyToClipboardButton: false },
  // The code block styles go inline, before a page's first block, not in a
  // stylesheet request that holds up the rest of the page.
  emitExternalStylesheet: false,
  // Its one script (ec.*.js, a module) makes code blocks that scroll sideways
  // focusable. It stays: the Code component of API pages offers no option to
  // leave it out. src/enhancements/code-copy.ts adds each region's name.
});
