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
import { checkPaginationTargets } from './pagination-targets';
import { warnPagesInNoSidebar } from './pages-in-no-sidebar';
import { liveEntries } from '../../content/live-store';

export type DocEntry = CollectionEntry<'docs'>;

export interface DocsContext {
  /** Docs that are built (drafts only in dev). */
  docs: DocEntry[];
  byHref: Map<string, DocEntry>;
  infos: Map<string, DocInfo>;
  sidebars: ResolvedSidebars;
}

/** The docs context, and (in `npm run dev`) the content it was computed from. */
let cached: { content: string; context: Promise<DocsContext> } | undefined;

async function load(all: DocEntry[]): Promise<DocsContext> {
  const showDrafts = import.meta.env.DEV;
  const infos = await sidebarPages(all, showDrafts);
  checkRfcStatusBlocks(all);
  checkPaginationTargets(all, infos);
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

/**
 * Docs, their sidebars and the navbar checks, computed once per build; a
 * writer's mistake in them stops the build (failBuild). The dev server reads
 * the loader's own store (../../content/live-store.ts) and computes them
 * again whenever a doc changed.
 */
export async function getDocsContext(): Promise<DocsContext> {
  if (cached && !import.meta.env.DEV) return cached.context;
  const all = liveEntries<DocEntry>('docs') ?? (await getCollection('docs'));
  const content = import.meta.env.DEV ? all.map((d) => `${d.id}@${d.digest ?? ''}`).join('\n') : '';
  if (cached?.content !== content) {
    cached = {
      content,
      context: load(all).catch((error: unknown) => {
        throw failOnContentError(error);
      }),
    };
  }
  return cached.context;
}
