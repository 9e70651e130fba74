import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The site's design: the interactive pieces are React islands whose shared
 * state lives in nanostores under src/stores/; the page script's
 * enhancements hold no state of their own; nothing hangs off `window`.
 */
const SRC = new URL('../../src/', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(SRC, path), 'utf8');
const filesUnder = (dir: string): string[] =>
  readdirSync(join(SRC, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));

/** Each interactive piece: its island component, the store it shares its state through, and the component that uses it. */
const PIECES = [
  { piece: 'search', island: 'islands/search/SearchButton.tsx', store: 'stores/search', user: 'islands/search/SearchModal.tsx' },
  { piece: 'theme toggle', island: 'islands/theme/ThemeToggle.tsx', store: 'stores/theme' },
  { piece: 'announcement bar', island: 'islands/announcement/AnnouncementClose.tsx', store: 'stores/announcement' },
  { piece: 'mobile panel', island: 'islands/navbar/MobilePanel.tsx', store: 'stores/panel' },
  { piece: 'version dropdown', island: 'islands/navbar/NavbarDropdown.tsx', store: 'stores/version' },
];

/** Reading or writing browser storage directly: state that belongs in a store. */
const STORAGE = /\b(localStorage|sessionStorage|readStorage|writeStorage|removeStorage|listenStorage)\b|document\.cookie/;

describe('the interactive pieces', () => {
  for (const { piece, island, store, user = island } of PIECES) {
    it(`the ${piece} is a React island that keeps its state in ${store}`, () => {
      expect(read(island), `${island} is not an island (wrapped with island())`).toMatch(/export default island\(/);
      expect(read(user), `${user} does not use ${store}`).toMatch(new RegExp(`from '(\\.\\./)+${store}'`));
      for (const file of new Set([island, user])) expect(read(file), `${file} reads or writes storage itself`).not.toMatch(STORAGE);
    });
  }

  it('each is rendered as an island (client:intent) wherever the site uses it', () => {
    const astro = filesUnder('.').filter((f) => f.endsWith('.astro') || f.endsWith('.mdx'));
    for (const { island } of PIECES) {
      const name = island.split('/').pop()!.replace('.tsx', '');
      const uses = astro.filter((f) => new RegExp(`<${name}\\b`).test(read(f)));
      expect(uses, `${name} is used nowhere`).not.toEqual([]);
      for (const f of uses) expect(read(f), `${f} renders ${name} without client:intent`).toMatch(new RegExp(`<${name}\\b[^>]*client:intent`));
    }
  });
});

describe('the page script', () => {
  it('holds no stateful piece: no storage and no custom elements in src/enhancements/', () => {
    for (const file of filesUnder('enhancements')) {
      const source = read(file);
      expect(source, `${file} keeps state in storage`).not.toMatch(STORAGE);
      expect(source, `${file} defines a custom element`).not.toMatch(/customElements\.define/);
    }
  });

  it('hangs nothing off window', () => {
    const browser = [...filesUnder('enhancements'), ...filesUnder('islands'), ...filesUnder('hydration'), ...filesUnder('stores'), ...filesUnder('lib/browser'), ...filesUnder('lib/search')];
    for (const file of browser) expect(read(file), `${file} uses a window global`).not.toMatch(/window\.__buck2|__buck2\w*\??:/);
  });
});
