import { isExternal, sitePath } from '../paths';
import { visibleEntries } from './resolve';
import type { SidebarEntry } from './types';

/** A sidebar entry as one page shows it. */
export type SidebarItemView =
  | { type: 'link'; label: string; labelContext?: string | undefined; href: string; isCurrent: boolean; isExternal: boolean }
  | {
      type: 'category';
      label: string;
      /** Read after the label but not shown ("go" reads "go rules"). */
      labelContext?: string | undefined;
      href?: string | undefined;
      isCurrent: boolean;
      /** The current page is this category or inside it. */
      hasCurrent: boolean;
      /** Open in the server HTML: not collapsed by default, or on the current page's path. */
      isOpen: boolean;
      /** Where the category leads when it is shown as a link: its own page, or its first page. */
      firstHref: string | undefined;
      items: SidebarItemView[];
    };

function viewOf(entry: SidebarEntry, current: string): SidebarItemView {
  const isCurrent = entry.href !== undefined && !isExternal(entry.href) && sitePath(entry.href) === current;
  if (entry.type === 'link') return { type: 'link', label: entry.label, labelContext: entry.labelContext, href: entry.href, isCurrent, isExternal: isExternal(entry.href) };
  const items = entry.items.map((e) => viewOf(e, current));
  const hasCurrent = isCurrent || items.some((i) => i.isCurrent || (i.type === 'category' && i.hasCurrent));
  return { type: 'category', label: entry.label, labelContext: entry.labelContext, href: entry.href, isCurrent, hasCurrent, isOpen: !entry.collapsed || hasCurrent, firstHref: entry.href ?? firstHrefOf(items), items };
}

function firstHrefOf(items: readonly SidebarItemView[]): string | undefined {
  for (const item of items) {
    const href = item.type === 'link' ? (item.isExternal ? undefined : item.href) : item.firstHref;
    if (href) return href;
  }
  return undefined;
}

/** True when some category is closed: its pages wait in the full sidebar (DocSidebarFull.astro). */
export function hasClosedCategory(entries: readonly SidebarItemView[]): boolean {
  return entries.some((e) => e.type === 'category' && (!e.isOpen || hasClosedCategory(e.items)));
}

/** The sidebar as the reader of `path` sees it, each entry marked current or open. */
export function sidebarView(entries: readonly SidebarEntry[], path: string): SidebarItemView[] {
  const current = sitePath(path);
  return visibleEntries(entries, current).map((e) => viewOf(e, current));
}
