import type { NavbarItem } from '../../config/schema';
import { sitePath } from '../paths';

export interface ActiveContext {
  path: string;
  /** The sidebar of the current page, if any. */
  sidebar?: string | undefined;
  /** Hrefs of doc ids, for `doc` items. */
  docHref: (id: string) => string | undefined;
}

function matchesBase(item: { activeBasePath?: string | undefined; activeBaseRegex?: string | undefined }, path: string): boolean | undefined {
  if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex).test(path);
  if (item.activeBasePath) return path.startsWith(sitePath(item.activeBasePath));
  return undefined;
}

/** Whether a navbar item is the current section for the page at `ctx.path`. */
export function isNavbarItemActive(item: NavbarItem, ctx: ActiveContext): boolean {
  const path = sitePath(ctx.path);
  switch (item.type) {
    case 'default': {
      const byBase = matchesBase(item, path);
      if (byBase !== undefined) return byBase;
      return item.to !== undefined && sitePath(item.to) === path;
    }
    case 'doc': {
      const byBase = matchesBase(item, path);
      if (byBase !== undefined) return byBase;
      const href = ctx.docHref(item.docId);
      return href !== undefined && sitePath(href) === path;
    }
    case 'docSidebar': {
      const byBase = matchesBase(item, path);
      if (byBase !== undefined) return byBase;
      return ctx.sidebar === item.sidebarId;
    }
    case 'dropdown': {
      const byBase = matchesBase(item, path);
      if (byBase !== undefined) return byBase;
      return item.items.some((i) => i.to !== undefined && sitePath(i.to) === path);
    }
    default:
      return false;
  }
}

/** Where a navbar item links to. */
export function navbarItemHref(
  item: NavbarItem,
  ctx: { docHref: (id: string) => string | undefined; sidebarLink: (id: string) => string | undefined },
): string | undefined {
  switch (item.type) {
    case 'default':
      return item.to ?? item.href;
    case 'doc':
      return ctx.docHref(item.docId);
    case 'docSidebar':
      return ctx.sidebarLink(item.sidebarId);
    case 'dropdown':
      return item.to;
    default:
      return undefined;
  }
}
