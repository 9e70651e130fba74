import { getCollection, type CollectionEntry } from 'astro:content';
import { siteConfig } from '../../config/site';
import { checkNavbarTargets } from '../../config/validate';
import { sidebars as sidebarsConfig } from '../sidebar/sidebars';
import { firstLink, resolveSidebars, sidebarOf } from '../sidebar/resolve';
import type { DocInfo, ResolvedSidebars } from '../sidebar/types';
import { docHref } from '../../content/doc-id';
import { apiPathOf } from '../api/pages';
import { getRulesContext } from '../rules/pages';
import { isRfcId } from './rfcs';
import { ContentError, failOnContentError, warnContent } from '../content-error';

export type DocEntry = CollectionEntry<'docs'>;

/** The route of a doc: its `slug` when set, else its file path. */
export function hrefOfDoc(entry: Pick<DocEntry, 'id' | 'data'>, basePath = '/docs/'): string {
  const slug = entry.data.slug;
  if (!slug) return docHref(entry.id, basePath);
  const clean = slug.replace(/^\/+|\/+$/g, '');
  return clean ? `${basePath}${clean}/` : basePath;
}

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
  const infos = new Map<string, DocInfo>();
  for (const entry of all) {
    infos.set(entry.id, {
      id: entry.id,
      href: hrefOfDoc(entry),
      title: entry.data.title,
      sidebarLabel: entry.data.sidebar_label,
      sidebarPosition: entry.data.sidebar_position,
      paginationLabel: entry.data.pagination_label,
      draft: entry.data.draft && !showDrafts,
      unlisted: entry.data.unlisted,
    });
  }
  // API reference pages take part in sidebars as `api/<id>` (e.g. `api/build/Artifact`).
  for (const page of await getCollection('api')) {
    const id = `api/${page.id}`;
    if (infos.has(id)) {
      throw new ContentError({ file: `src/content/api/${page.id}.yaml`, problem: `the API page and the doc src/content/docs/${id} share the id "${id}"`, hint: 'rename one of them.' });
    }
    infos.set(id, { id, href: apiPathOf(page.id), title: page.data.title, draft: false, unlisted: false });
  }
  // Rules reference pages take part as `prelude/rules/<group>` and `prelude/rules/<group>/<rule>`.
  const rules = await getRulesContext();
  // A group is labelled with its prelude folder ("go"); read out of context it says "go rules".
  for (const page of [...rules.groups.map((g) => ({ id: g.id, href: g.path, title: g.data.title, label: g.removed ? `${g.id} (removed)` : g.id, context: ' rules' })), ...rules.rules.map((r) => ({ id: r.id, href: r.path, title: r.name, label: r.name, context: undefined }))]) {
    const id = `prelude/rules/${page.id}`;
    if (infos.has(id)) {
      throw new ContentError({ file: `src/content/rules/${page.id}`, problem: `the rules reference page and the doc src/content/docs/${id} share the id "${id}"`, hint: 'rename the doc.' });
    }
    infos.set(id, { id, href: page.href, title: page.title, sidebarLabel: page.label, sidebarLabelContext: page.context, draft: false, unlisted: false });
  }
  for (const entry of all) {
    if (isRfcId(entry.id) && !entry.data.rfc) {
      throw new ContentError({
        file: entry.filePath ?? entry.id,
        field: 'rfc',
        problem: 'every page under src/content/docs/rfcs/ needs an RFC status block (rfc: status, proposes, today, and optionally see)',
      });
    }
  }
  const docs = all.filter((d) => showDrafts || !d.data.draft);
  const byHref = new Map<string, DocEntry>();
  for (const doc of docs) {
    const href = hrefOfDoc(doc);
    const clash = byHref.get(href);
    if (clash) {
      throw new ContentError({
        file: doc.filePath ?? doc.id,
        field: 'slug',
        problem: `two pages would be served at ${href}: this one and ${clash.filePath ?? clash.id}`,
        hint: 'change the slug (or the file name) of one of them.',
      });
    }
    byHref.set(href, doc);
  }
  const sidebars = resolveSidebars(sidebarsConfig, infos);
  warnPagesInNoSidebar(docs, sidebars);
  checkNavbarTargets(siteConfig.navbar.items, {
    sidebarFirstLink: new Map(Object.entries(sidebars).map(([name, entries]) => [name, firstLink(entries)])),
    docHrefs: new Map(docs.map((d) => [d.id, hrefOfDoc(d)])),
  });
  return { docs, byHref, infos, sidebars };
}

/**
 * Pages that no sidebar lists: readers reach them only through links and
 * search, which is rarely meant. A page says it is meant to stand alone with
 * `unlisted: true`, or `displayed_sidebar: null` (RFCs, reference notes).
 */
export function pagesInNoSidebar(docs: readonly Pick<DocEntry, 'id' | 'data' | 'filePath'>[], sidebars: ResolvedSidebars): string[] {
  return docs
    .filter((doc) => !doc.data.draft && !doc.data.unlisted && doc.data.displayed_sidebar !== null)
    .filter((doc) => sidebarOf(sidebars, hrefOfDoc(doc)) === undefined)
    .map((doc) => `${doc.filePath ?? doc.id} (${hrefOfDoc(doc)})`);
}

function warnPagesInNoSidebar(docs: readonly DocEntry[], sidebars: ResolvedSidebars): void {
  const pages = pagesInNoSidebar(docs, sidebars);
  if (!pages.length) return;
  warnContent(
    `${pages.length === 1 ? '1 page is' : `${pages.length} pages are`} in no sidebar (readers find them only through links and search):\n` +
      pages.map((p) => `  ${p}`).join('\n') +
      '\nList each in src/lib/sidebar/sidebars.ts, or say it stands alone: unlisted: true (or displayed_sidebar: null) in its frontmatter.',
  );
}

/** Docs, their sidebars and the navbar checks, computed once per build; a writer's mistake in them stops the build (failBuild). */
export function getDocsContext(): Promise<DocsContext> {
  cached ??= load().catch((error: unknown) => {
    throw failOnContentError(error);
  });
  return cached;
}
