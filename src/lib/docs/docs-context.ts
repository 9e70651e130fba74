import { getCollection, type CollectionEntry } from 'astro:content';
import { siteConfig } from '../../config/site';
import { checkNavbarTargets } from '../../config/validate';
import { sidebars as sidebarsConfig } from '../sidebar/sidebars';
import { firstLink, resolveSidebars } from '../sidebar/resolve';
import type { DocInfo, ResolvedSidebars } from '../sidebar/types';
import { failOnContentError } from '../content-error';
import { docsByHref, hrefOfDoc } from './doc-routes';
import { sidebarPages } from './sidebar-pages';
import { checkRfcStatusBlocks } from './rfcs';
import { warnPagesInNoSidebar } from './pages-in-no-sidebar';

export type DocEntry = CollectionEntry<'docs'>;

export interface DocsContext {
  /** Docs that are built (drafts only in dev). */
  docs: DocEntry[];
  byHref: Map<string, DocEntry>;
  infos: Map<string, DocInfo>;
  sidebars: ResolvedSidebars;
}

let cached: Promise<DocsContext> | undefined;

async function load(): Promise<DocsContext> {
  const all = await getCollection('docs');
  const showDrafts = import.meta.env.DEV;
  const infos = await sidebarPages(all, showDrafts);
  checkRfcStatusBlocks(all);
  const docs = all.filter((d) => showDrafts || !d.data.draft);
  const byHref = docsByHref(docs);
  const sidebars = resolveSidebars(sidebarsConfig, infos);
  warnPagesInNoSidebar(docs, sidebars);
  checkNavbarTargets(siteConfig.navbar.items, {
    sidebarFirstLink: new Map(Object.entries(sidebars).map(([name, entries]) => [name, firstLink(entries)])),
    docHrefs: new Map(docs.map((d) => [d.id, hrefOfDoc(d)])),
  });
  return { docs, byHref, infos, sidebars };
}

/** Docs, their sidebars and the navbar checks, computed once per build; a writer's mistake in them stops the build (failBuild). */
export function getDocsContext(): Promise<DocsContext> {
  cached ??= load().catch((error: unknown) => {
    throw failOnContentError(error);
  });
  return cached;
}
