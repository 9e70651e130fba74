import {
  NAVBAR_ITEM_TYPES,
  navbarItemSchemas,
  siteConfigSchema,
  type NavbarItem,
  type NavbarItemInput,
  type NavbarItemType,
  type SiteConfig,
} from './schema';
import { ContentError, failBuild, formatIssues } from '../lib/content-error';

/** A mistake in the site configuration (src/config/site-input.ts): it stops the build (failBuild). */
const configError = (message: string) => failBuild(new ContentError(message, { name: 'ConfigError' }));

function isNavbarItemType(type: string): type is NavbarItemType {
  return (NAVBAR_ITEM_TYPES as readonly string[]).includes(type);
}

/** Validates one navbar item; `index` only serves the error message. */
export function parseNavbarItem(input: NavbarItemInput, index: number): NavbarItem {
  const type = input.type ?? 'default';
  if (!isNavbarItemType(type)) {
    throw configError(`No NavbarItem component found for type "${type}".`);
  }
  const result = navbarItemSchemas[type].safeParse({ ...input, type });
  if (!result.success) {
    throw configError(formatIssues(`site config: navbar.items.${index} (${type})`, result.error));
  }
  return result.data as NavbarItem;
}

/** Parses the whole site configuration; throws a ContentError (ConfigError) naming every bad field. */
export function parseSiteConfig(input: unknown): SiteConfig {
  const result = siteConfigSchema.safeParse(input);
  if (!result.success) {
    throw configError(formatIssues('site config', result.error));
  }
  const items = result.data.navbar.items.map((item, i) => parseNavbarItem(item, i));
  return { ...result.data, navbar: { ...result.data.navbar, items } };
}

/** What the navbar checks need to know about the docs and sidebars. */
export interface NavbarTargets {
  /** Href of the first reachable link of each sidebar (absent when it has none). */
  sidebarFirstLink: ReadonlyMap<string, string | undefined>;
  /** Href of each known doc id. */
  docHrefs: ReadonlyMap<string, string>;
}

/**
 * Checks the navbar items that point into the docs: a `doc` item must name a
 * known doc, and a `docSidebar` item a sidebar that has something to link to.
 */
export function checkNavbarTargets(items: readonly NavbarItem[], targets: NavbarTargets): void {
  for (const item of items) {
    if (item.type === 'docSidebar') {
      if (!targets.sidebarFirstLink.has(item.sidebarId)) {
        throw configError(
          `Navbar item "${item.label}" names the sidebar "${item.sidebarId}", which does not exist. Available sidebars: ${[
            ...targets.sidebarFirstLink.keys(),
          ].join(', ')}.`,
        );
      }
      if (!targets.sidebarFirstLink.get(item.sidebarId)) {
        throw configError(
          `DocSidebarNavbarItem: Sidebar with ID "${item.sidebarId}" doesn't have anything to be linked to.`,
        );
      }
    }
    if (item.type === 'doc' && !targets.docHrefs.has(item.docId)) {
      throw configError(
        `DocNavbarItem: couldn't find any doc with id "${item.docId}". Available doc ids are:\n- ${[
          ...targets.docHrefs.keys(),
        ]
          .sort()
          .join('\n- ')}`,
      );
    }
  }
}
