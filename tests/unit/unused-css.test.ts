import { describe, expect, it } from 'vitest';
import { cssPruner, pruneStylesheet } from '../../src/integrations/first-paint/unused-css';

const page = (css: string, body: string) => `<!doctype html><html><head><style>${css}</style></head><body>${body}</body></html>`;
const noScripts = cssPruner('');

describe('a page’s stylesheet, cut to what the page can use', () => {
  it('drops a rule whose class the page does not have, and keeps the rules it uses', () => {
    const html = page('.tabs{color:red}.note{color:blue}p{margin:0}', '<p class="note">x</p>');
    expect(noScripts(html)).toBe(page('.note{color:blue}p{margin:0}', '<p class="note">x</p>'));
  });

  it('keeps a rule while one of its selectors can match', () => {
    expect(pruneStylesheet('.tabs,.note{color:red}', (c) => c === 'note')).toBe('.tabs,.note{color:red}');
  });

  it('does not require a class named only inside :not(), :is(), :where() or :has()', () => {
    const css = '.a:not(.gone){x:1}:is(.gone,.a) b{x:2}.a:has(.gone){x:3}';
    expect(pruneStylesheet(css, (c) => c === 'a')).toBe(css);
  });

  it('keeps the classes a script may add, by word or by the prefix it builds them from', () => {
    const prune = cssPruner('el.classList.add("toc__link--active");x.className=`search-modal--${backend}`');
    const css = '.toc__link--active{x:1}.search-modal--embedded{x:2}.gone{x:3}';
    expect(prune(page(css, '<p>x</p>'))).toBe(page('.toc__link--active{x:1}.search-modal--embedded{x:2}', '<p>x</p>'));
  });

  it('removes an at-rule left empty, and leaves keyframes alone', () => {
    const css = '@media (min-width:1px){@layer a{.gone{x:1}}}@keyframes spin{from{x:0}to{x:1}}';
    expect(pruneStylesheet(css, () => false)).toBe('@keyframes spin{from{x:0}to{x:1}}');
  });

  it('reads the page’s words outside its stylesheets only', () => {
    // "tabs" is in the CSS, not in the page: it goes.
    expect(noScripts(page('.tabs{x:1}', '<p>x</p>'))).toBe(page('', '<p>x</p>'));
  });
});
