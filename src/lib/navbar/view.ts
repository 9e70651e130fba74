import type { NavbarItem } from '../../config/schema';
import type { SiteConfig } from '../../config/schema';
import type { VersionLink } from '../docs/versions';
import { versionOfPath } from '../docs/version-of-path';
import { sitePath } from '../paths';
import { isNavbarItemActive, navbarItemHref } from './active';

export interface NavbarMenuItem {
  label: string;
  href: string;
  active?: boolean;
  /** What `aria-current` says on the active item: 'page' for this page, 'true' for a current choice. */
  current?: 'page' | 'true';
  lang?: string;
  version?: string;
}

/** A navbar item resolved for one page: everything its component renders. */
export type NavbarItemView =
  | { kind: 'link'; label: string; href: string; active: boolean }
  | {
      kind: 'dropdown';
      label: string;
      /** What the menu chooses ("Docs version", "Language"), its accessible name; plain menus have none. */
      name?: string;
      active: boolean;
      items: NavbarMenuItem[];
      versions?: { pluginId: string; names: string[] };
      /** One of its items leads to this page: in the mobile menu it starts open. */
      leadsHere: boolean;
    }
  | { kind: 'html'; value: string }
  /** `version`: the docs version the page belongs to; search looks in that version only. */
  | { kind: 'search'; version: string };

export interface NavbarData {
  left: NavbarItemView[];
  right: NavbarItemView[];
}

export interface NavbarContext {
  config: SiteConfig;
  path: string;
  sidebar?: string | undefined;
  docHref: (id: string) => string | undefined;
  sidebarLink: (id: string) => string | undefined;
  /** This page in each docs version (for the version dropdown). */
  versionLinks: VersionLink[];
}

type PlainLink = { label: string; to?: string | undefined; href?: string | undefined };
const linkOf = (i: PlainLink) => i.to ?? i.href ?? '/';
const plain = (i: PlainLink): NavbarMenuItem => ({ label: i.label, href: linkOf(i) });

function viewOf(item: NavbarItem, ctx: NavbarContext): NavbarItemView | undefined {
  const { config, path } = ctx;
  const docs = config.docs;
  const active = isNavbarItemActive(item, { path, sidebar: ctx.sidebar, docHref: ctx.docHref });
  switch (item.type) {
    case 'default':
    case 'doc':
    case 'docSidebar': {
      const href = navbarItemHref(item, ctx);
      if (!href) return undefined;
      const label = item.type === 'doc' ? (item.label ?? 'Docs') : item.label;
      return { kind: 'link', label, href, active };
    }
    case 'dropdown':
      return {
        kind: 'dropdown',
        label: item.label,
        active,
        items: item.items.map((i) => ({ ...plain(i), active: sitePath(linkOf(i)) === sitePath(path) })),
        leadsHere: item.items.some((i) => sitePath(linkOf(i)) === sitePath(path)),
      };
    case 'html':
      return { kind: 'html', value: item.value };
    case 'docsVersion': {
      const latest = docs.versions.find((v) => v.name === docs.lastVersion);
      return { kind: 'link', label: item.label ?? latest?.label ?? 'Docs', href: item.to ?? latest?.path ?? '/docs/', active: false };
    }
    case 'docsVersionDropdown':
      return {
        kind: 'dropdown',
        name: 'Docs version',
        label: ctx.versionLinks.find((v) => v.active)?.label ?? docs.versions[0]?.label ?? 'Versions',
        active: false,
        versions: { pluginId: item.docsPluginId, names: ctx.versionLinks.map((v) => v.name) },
        items: [
          ...item.dropdownItemsBefore.map(plain),
          ...ctx.versionLinks.map((v) => ({ label: v.label, href: v.href, active: v.active, current: 'true' as const, version: v.name })),
          ...item.dropdownItemsAfter.map(plain),
        ],
        leadsHere: ctx.versionLinks.some((v) => sitePath(v.href) === sitePath(path)),
      };
    case 'localeDropdown': {
      const { i18n } = config;
      return {
        kind: 'dropdown',
        name: 'Language',
        label: i18n.localeConfigs[i18n.defaultLocale]?.label ?? 'Language',
        active: false,
        items: [
          ...item.dropdownItemsBefore.map(plain),
          ...i18n.locales.map((l) => ({
            label: i18n.localeConfigs[l]?.label ?? l,
            href: path,
            active: l === i18n.defaultLocale,
            current: 'true' as const,
            lang: i18n.localeConfigs[l]?.htmlLang ?? l,
          })),
          ...item.dropdownItemsAfter.map(plain),
        ],
        // Each language leads to this page in that language, not to another page: no reason to open.
        leadsHere: false,
      };
    }
    case 'search':
      return { kind: 'search', version: versionOfPath(docs.versions, docs.lastVersion, path)?.name ?? docs.lastVersion };
  }
}

/** The navbar as seen from one page: which items are active and where each goes. */
export function navbarView(ctx: NavbarContext): NavbarData {
  const left: NavbarItemView[] = [];
  const right: NavbarItemView[] = [];
  for (const item of ctx.config.navbar.items) {
    const view = viewOf(item, ctx);
    if (view) (item.position === 'left' ? left : right).push(view);
  }
  return { left, right };
}
