import { getCollection, type CollectionEntry } from 'astro:content';
import { siteConfig } from '../../config/site';
import { checkNavbarTargets } from '../../config/validate';
import { sidebars as sidebarsConfig } from '../sidebar/sidebars';
import { firstLink, resolveSidebars } from '../sidebar/resolve';
import type { DocInfo, ResolvedSidebars } from '../sidebar/types';
import { docHref } from './doc-id';
import { apiPathOf } from '../api/pages';
import { getRulesContext } from '../rules/pages';
import { isRfcId } from './rfcs';
import { ContentError, failBuild } from '../content-error';

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
    if (infos.has(id)) throw new Error(`The API page ${page.id} and the doc ${id} share the id "${id}".`);
    infos.set(id, { id, href: apiPathOf(page.id), title: page.data.title, draft: false, unlisted: false });
  }
  // Rules reference pages take part as `prelude/rules/<group>` and `prelude/rules/<group>/<rule>`.
  const rules = await getRulesContext();
  // A group is labelled with its prelude folder ("go"); read out of context it says "go rules".
  for (const page of [...rules.groups.map((g) => ({ id: g.id, href: g.path, title: g.data.title, label: g.removed ? `${g.id} (removed)` : g.id, context: ' rules' })), ...rules.rules.map((r) => ({ id: r.id, href: r.path, title: r.name, label: r.name, context: undefined }))]) {
    const id = `prelude/rules/${page.id}`;
    if (infos.has(id)) throw new Error(`The rules reference page ${page.id} and the doc ${id} share the id "${id}".`);
    infos.set(id, { id, href: page.href, title: page.title, sidebarLabel: page.label, sidebarLabelContext: page.context, draft: false, unlisted: false });
  }
  for (const entry of all) {
    if (isRfcId(entry.id) && !entry.data.rfc) {
      throw failBuild(new ContentError(`${entry.filePath ?? entry.id}: rfc: every page under src/content/docs/rfcs/ needs an RFC status block (rfc: status, proposes, today, and optionally see)`));
    }
  }
  const docs = all.filter((d) => showDrafts || !d.data.draft);
  const byHref = new Map<string, DocEntry>();
  for (const doc of docs) {
    const href = hrefOfDoc(doc);
    const clash = byHref.get(href);
    if (clash) throw new Error(`Two docs share the route ${href}: "${clash.id}" and "${doc.id}" (check their slug).`);
    byHref.set(href, doc);
  }
  const sidebars = resolveSidebars(sidebarsConfig, infos);
  checkNavbarTargets(siteConfig.navbar.items, {
    sidebarFirstLink: new Map(Object.entries(sidebars).map(([name, entries]) => [name, firstLink(entries)])),
    docHrefs: new Map(docs.map((d) => [d.id, hrefOfDoc(d)])),
  });
  return { docs, byHref, infos, sidebars };
}

/** Docs, their sidebars and the navbar checks, computed once per build. */
export function getDocsContext(): Promise<DocsContext> {
  cached ??= load().catch((error: unknown) => {
    throw error instanceof ContentError ? failBuild(error) : error;
  });
  return cached;
}
