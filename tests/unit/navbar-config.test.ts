import { describe, expect, it } from 'vitest';
import { checkNavbarTargets, parseNavbarItem, parseSiteConfig } from '../../src/config/validate';
import { isNavbarItemActive } from '../../src/lib/navbar/active';
import { siteConfig } from '../../src/config/site';

describe('navbar item validation', () => {
  it('fails on an unknown item type with the exact message', () => {
    expect(() => parseNavbarItem({ type: 'fancyLink', label: 'x' }, 0)).toThrow('No NavbarItem component found for type "fancyLink".');
  });

  it('accepts every item kind of the spec', () => {
    const kinds = [
      { type: 'default', label: 'A', to: '/docs/' },
      { type: 'dropdown', label: 'More', items: [{ label: 'X', to: '/docs/' }] },
      { type: 'localeDropdown' },
      { type: 'search' },
      { type: 'html', value: '<b>hi</b>' },
      { type: 'doc', docId: 'index' },
      { type: 'docSidebar', sidebarId: 'main', label: 'Docs' },
      { type: 'docsVersion' },
      { type: 'docsVersionDropdown' },
    ];
    for (const [i, kind] of kinds.entries()) expect(parseNavbarItem(kind, i).type).toBe(kind.type);
  });

  it('defaults the position to right and a missing type to a default link', () => {
    const item = parseNavbarItem({ label: 'GitHub', href: 'https://github.com/facebook/buck2' }, 0);
    expect(item).toMatchObject({ type: 'default', position: 'right' });
  });

  it('names the field of a malformed item', () => {
    expect(() => parseNavbarItem({ type: 'default', label: 'x', position: 'middle', to: '/a/' }, 3)).toThrow(
      /site config: navbar\.items\.3 \(default\): position:/,
    );
  });

  it('fails when a doc-sidebar item points to a sidebar with nothing to link to', () => {
    const item = parseNavbarItem({ type: 'docSidebar', sidebarId: 'apiSidebar', label: 'API' }, 0);
    expect(() =>
      checkNavbarTargets([item], { sidebarFirstLink: new Map([['apiSidebar', undefined]]), docHrefs: new Map() }),
    ).toThrow('DocSidebarNavbarItem: Sidebar with ID "apiSidebar" doesn\'t have anything to be linked to.');
  });

  it('fails when a doc item names an unknown doc, listing the ids', () => {
    const item = parseNavbarItem({ type: 'doc', docId: 'nope' }, 0);
    expect(() =>
      checkNavbarTargets([item], { sidebarFirstLink: new Map(), docHrefs: new Map([['index', '/docs/'], ['api', '/docs/api/']]) }),
    ).toThrow(/couldn't find any doc with id "nope"\. Available doc ids are:\n- api\n- index/);
  });
});

describe('site config', () => {
  it('has the navbar and footer the spec asks for', () => {
    const labels = siteConfig.navbar.items.map((i) => ('label' in i ? i.label : i.type));
    expect(labels).toEqual(['Docs', 'API', 'Rules', 'localeDropdown', 'search', 'GitHub']);
    expect(siteConfig.footer.copyright).toBe('Copyright © 2025 Meta Platforms, Inc.');
    expect(siteConfig.i18n).toMatchObject({ defaultLocale: 'en', locales: ['en'] });
  });

  it('rejects a bad config value naming the field', () => {
    expect(() => parseSiteConfig({ ...siteConfig, url: 'not a url' })).toThrow(/site config: url:/);
  });
});

describe('navbar active state', () => {
  const docHref = (id: string) => ({ api: '/docs/api/', 'prelude/rules': '/docs/prelude/rules/' })[id];
  const [docs, api, rules] = siteConfig.navbar.items;
  it('marks API on every /docs/api/ page and Rules on every /docs/prelude/ page', () => {
    expect(isNavbarItemActive(api!, { path: '/docs/api/build/Artifact/', docHref })).toBe(true);
    expect(isNavbarItemActive(rules!, { path: '/docs/prelude/rules/cxx/cxx_library/', docHref })).toBe(true);
    expect(isNavbarItemActive(api!, { path: '/docs/concepts/daemon/', docHref })).toBe(false);
  });
  it('marks Docs on pages of the main sidebar only', () => {
    expect(isNavbarItemActive(docs!, { path: '/docs/concepts/daemon/', sidebar: 'main', docHref })).toBe(true);
    expect(isNavbarItemActive(docs!, { path: '/docs/api/', sidebar: 'apiSidebar', docHref })).toBe(false);
  });
  it('honours activeBaseRegex', () => {
    const item = parseNavbarItem({ label: 'X', to: '/x/', activeBaseRegex: '^/docs/(rfcs|developers)/' }, 0);
    expect(isNavbarItemActive(item, { path: '/docs/rfcs/bxl/', docHref })).toBe(true);
    expect(isNavbarItemActive(item, { path: '/docs/about/why/', docHref })).toBe(false);
  });
});
