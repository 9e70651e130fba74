import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { getCollection, type CollectionEntry } from 'astro:content';
import { siteConfig, VERSIONS_ROOT } from '../../config/site';
import { resolveSidebars } from '../sidebar/resolve';
import { warnPagesInNoSidebar } from './pages-in-no-sidebar';
import { checkPaginationTargets } from './pagination-targets';
import type { DocInfo, ResolvedSidebars, SidebarsConfig } from '../sidebar/types';
import { getDocsContext } from './docs-context';
import { hrefOfDoc } from './doc-routes';
import { versionOfPath } from './version-of-path';
import { ContentError, failBuild, failOnContentError } from '../content-error';

export type VersionedDocEntry = CollectionEntry<'versionedDocs'>;

export interface DocsVersion {
  name: string;
  label: string;
  path: string;
  /** Doc id -> href in this version. */
  hrefs: Map<string, string>;
  /** For released versions: their docs, sidebars and infos. */
  docs: { entry: VersionedDocEntry; id: string; href: string }[];
  infos: Map<string, DocInfo>;
  sidebars: ResolvedSidebars;
}

const CURRENT = () => siteConfig.docs.lastVersion;

let cached: Promise<DocsVersion[]> | undefined;

async function load(): Promise<DocsVersion[]> {
  const current = await getDocsContext();
  // With no released version there is nothing to read (and no empty-collection warning).
  const released = siteConfig.docs.versions.some((v) => v.name !== CURRENT());
  const versioned = released ? await getCollection('versionedDocs') : [];
  const out: DocsVersion[] = [];
  for (const version of siteConfig.docs.versions) {
    if (version.name === CURRENT()) {
      out.push({
        ...version,
        hrefs: new Map(current.docs.map((d) => [d.id, hrefOfDoc(d)])),
        docs: [],
        infos: current.infos,
        sidebars: current.sidebars,
      });
      continue;
    }
    const prefix = `version-${version.name}/`;
    const docs = versioned
      .filter((e) => e.id.startsWith(prefix) || e.id === `version-${version.name}`)
      .map((entry) => {
        const id = entry.id === `version-${version.name}` ? 'index' : entry.id.slice(prefix.length);
        return { entry, id, href: hrefOfDoc({ id, data: entry.data }, version.path) };
      });
    const infos = new Map<string, DocInfo>(
      docs.map(({ entry, id, href }) => [
        id,
        { id, href, title: entry.data.title, sidebarLabel: entry.data.sidebar_label, sidebarPosition: entry.data.sidebar_position, draft: false, unlisted: entry.data.unlisted },
      ]),
    );
    checkPaginationTargets(docs.map(({ entry, id }) => ({ ...entry, id })), infos);
    const sidebars = resolveSidebars(versionSidebars(version.name), infos);
    warnPagesInNoSidebar(
      docs.map(({ entry, id }) => ({ ...entry, id })),
      sidebars,
      { basePath: version.path, sidebarsFile: sidebarsFileOf(version.name) },
    );
    out.push({ ...version, hrefs: new Map(docs.map((d) => [d.id, d.href])), docs, infos, sidebars });
  }
  return out;
}

/** The file that holds a released docs version's sidebars. */
function sidebarsFileOf(name: string, root = VERSIONS_ROOT): string {
  return join(root, 'versioned_sidebars', `version-${name}-sidebars.json`);
}

/**
 * The sidebars of a released docs version, as `npm run docs:version` saved
 * them. A version that versions.json lists without them stops the build.
 */
export function versionSidebars(name: string, root = VERSIONS_ROOT): SidebarsConfig {
  const file = sidebarsFileOf(name, root);
  if (!existsSync(file)) {
    const list = join(root, 'versions.json');
    const line = existsSync(list) ? readFileSync(list, 'utf8').split('\n').findIndex((l) => l.includes(JSON.stringify(name))) + 1 : 0;
    throw failBuild(
      new ContentError(
        {
          file: list,
          line,
          value: name,
          problem: `the docs version "${name}" has no sidebars: ${file} is missing`,
          hint: `restore that file (npm run docs:version writes it), or take "${name}" out of versions.json.`,
        },
        { name: 'VersionError' },
      ),
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as SidebarsConfig;
}

/** Every docs version with its pages and sidebars, computed once per build; a writer's mistake in them stops the build (failBuild). */
export function getDocsVersions(): Promise<DocsVersion[]> {
  cached ??= load().catch((error: unknown) => {
    throw failOnContentError(error);
  });
  return cached;
}

const idsByHref = new WeakMap<DocsVersion, Map<string, string>>();

/** The version a path belongs to, and the doc id it shows in that version. */
export function locate(versions: readonly DocsVersion[], path: string): { version: DocsVersion; docId?: string } | undefined {
  const version = versionOfPath(versions, CURRENT(), path);
  if (!version) return undefined;
  let ids = idsByHref.get(version);
  if (!ids) {
    ids = new Map();
    for (const [id, href] of version.hrefs) if (!ids.has(href)) ids.set(href, id);
    idsByHref.set(version, ids);
  }
  const docId = ids.get(path);
  return docId === undefined ? { version } : { version, docId };
}

export interface VersionLink {
  name: string;
  label: string;
  href: string;
  active: boolean;
}

/** Where each version's entry of the dropdown leads from `path`: the same doc, else that version's index. */
export function versionLinksFor(versions: readonly DocsVersion[], path: string): VersionLink[] {
  const here = locate(versions, path);
  return versions.map((v) => ({
    name: v.name,
    label: v.label,
    href: (here?.docId && v.hrefs.get(here.docId)) || v.path,
    active: here?.version.name === v.name,
  }));
}
