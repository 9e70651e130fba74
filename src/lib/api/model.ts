import type { ApiMember } from '../../content/api-schema';
import { typeNamesOf, typesMentioned, type TypeIndex } from './type-links';

/** `/docs/api/build/Artifact/` for the entry `build/Artifact`. */
export function apiPathOf(id: string): string {
  return `/docs/api/${id}/`;
}

export interface MemberRef {
  label: string;
  href: string;
}

export interface ApiContextOf<Entry> {
  pages: Entry[];
  typeIndex: TypeIndex;
  /** Pages one level below a landing (`/docs/api/build/` -> its types and sub-indexes). */
  children: Map<string, Entry[]>;
  /** Per type page: members elsewhere that return it or take it as a parameter. */
  usage: Map<string, { returnedBy: MemberRef[]; acceptedBy: MemberRef[] }>;
}

export function buildTypeIndex(paths: readonly string[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const path of paths) for (const name of typeNamesOf(path)) if (!index.has(name)) index.set(name, path);
  return index;
}

/** Which members return or accept each documented type (computed from the signatures). */
export function computeUsage(
  pages: readonly { path: string; members: readonly ApiMember[] }[],
  typeIndex: TypeIndex,
): Map<string, { returnedBy: MemberRef[]; acceptedBy: MemberRef[] }> {
  const usage = new Map<string, { returnedBy: MemberRef[]; acceptedBy: MemberRef[] }>();
  const entry = (path: string) => {
    let u = usage.get(path);
    if (!u) usage.set(path, (u = { returnedBy: [], acceptedBy: [] }));
    return u;
  };
  for (const page of pages) {
    for (const member of page.members) {
      const ref = { label: member.name, href: `${page.path}#${member.anchor ?? 'constructor'}` };
      const produced = member.kind === 'function' ? member.returns : member.type;
      for (const name of typesMentioned(produced ?? '', typeIndex)) {
        const target = typeIndex.get(name)!;
        if (target !== page.path) entry(target).returnedBy.push(ref);
      }
      for (const param of member.params ?? []) {
        for (const name of typesMentioned(param.type ?? '', typeIndex)) {
          const target = typeIndex.get(name)!;
          const list = entry(target).acceptedBy;
          if (target !== page.path && !list.some((r) => r.href === ref.href)) list.push(ref);
        }
      }
    }
  }
  return usage;
}

/** Pages one level below each landing page, sorted by title (the landings' "Types" lists). */
export function groupChildren<T extends { path: string; title: string }>(pages: readonly T[]): Map<string, T[]> {
  const paths = new Set(pages.map((p) => p.path));
  const children = new Map<string, T[]>();
  for (const page of pages) {
    const parent = page.path.replace(/[^/]+\/$/, '');
    if (paths.has(parent)) children.set(parent, [...(children.get(parent) ?? []), page]);
  }
  for (const list of children.values()) list.sort((a, b) => a.title.localeCompare(b.title));
  return children;
}

