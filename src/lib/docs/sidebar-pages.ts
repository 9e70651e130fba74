import { getCollection, type CollectionEntry } from 'astro:content';
import type { DocInfo } from '../sidebar/types';
import { apiPathOf } from '../api/pages';
import { getRulesContext } from '../rules/pages';
import { releasePageInfos } from '../releases/routes';
import { ContentError } from '../content-error';
import { hrefOfDoc } from './doc-routes';

/**
 * Every page a sidebar can list, by id: the docs (drafts hidden unless
 * `showDrafts`), the API reference as `api/<id>` and the rules reference as
 * `prelude/rules/<group>` and `prelude/rules/<group>/<rule>`, and the
 * release pages as `releases`, `releases/<tag>` and `release-comparisons/<from>...<to>`.
 */
export async function sidebarPages(docs: readonly CollectionEntry<'docs'>[], showDrafts: boolean): Promise<Map<string, DocInfo>> {
  const infos = new Map<string, DocInfo>();
  for (const entry of docs) {
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
  for (const page of await getCollection('api')) {
    const id = `api/${page.id}`;
    if (infos.has(id)) {
      throw new ContentError({ file: `src/content/api/${page.id}.yaml`, problem: `the API page and the doc src/content/docs/${id} share the id "${id}"`, hint: 'rename one of them.' });
    }
    infos.set(id, { id, href: apiPathOf(page.id), title: page.data.title, draft: false, unlisted: false });
  }
  const rules = await getRulesContext();
  // A group is labelled with its prelude folder ("go"); read out of context it says "go rules".
  for (const page of [...rules.groups.map((g) => ({ id: g.id, href: g.path, title: g.data.title, label: g.removed ? `${g.id} (removed)` : g.id, context: ' rules' })), ...rules.rules.map((r) => ({ id: r.id, href: r.path, title: r.name, label: r.name, context: undefined }))]) {
    const id = `prelude/rules/${page.id}`;
    if (infos.has(id)) {
      throw new ContentError({ file: `src/content/rules/${page.id}`, problem: `the rules reference page and the doc src/content/docs/${id} share the id "${id}"`, hint: 'rename the doc.' });
    }
    infos.set(id, { id, href: page.href, title: page.title, sidebarLabel: page.label, sidebarLabelContext: page.context, draft: false, unlisted: false });
  }
  for (const page of releasePageInfos()) {
    infos.set(page.id, { id: page.id, href: page.href, title: page.title, sidebarLabel: page.label, sidebarPosition: page.position, draft: false, unlisted: false });
  }
  return infos;
}
