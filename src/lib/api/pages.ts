import { getCollection, type CollectionEntry } from 'astro:content';
import { apiPathOf, buildTypeIndex, computeUsage, groupChildren, type ApiContextOf } from './model';

export { apiPathOf } from './model';

export type ApiEntry = CollectionEntry<'api'>;
export type ApiContext = ApiContextOf<ApiEntry>;

let cached: Promise<ApiContext> | undefined;

async function load(): Promise<ApiContext> {
  const pages = (await getCollection('api')).sort((a, b) => a.id.localeCompare(b.id));
  const paths = pages.map((p) => apiPathOf(p.id));
  const typeIndex = buildTypeIndex(paths);
  const grouped = groupChildren(pages.map((entry) => ({ path: apiPathOf(entry.id), title: entry.data.title, entry })));
  const children = new Map([...grouped].map(([path, list]) => [path, list.map((c) => c.entry)]));
  const usage = computeUsage(pages.map((p) => ({ path: apiPathOf(p.id), members: p.data.members })), typeIndex);
  return { pages, typeIndex, children, usage };
}

export function getApiContext(): Promise<ApiContext> {
  cached ??= load();
  return cached;
}
