import { z } from 'astro/zod';
import historyJson from '../../data/release-history.json';
import { ContentError, failBuild } from '../content-error';
import { indexHistory, KINDS, type ItemHistory, type Kind, type ReleaseHistory } from './history';

/*
 * The loader of src/data/release-history.json (format: the header of
 * tools/extract-history.mjs, issue 40): the file is checked against its
 * schema and its own release list once per build, then indexed (./history.ts).
 */

const TAG = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a dated release tag, YYYY-MM-DD');
const item = z
  .object({
    added: TAG,
    removed: TAG.nullable(),
    renamedFrom: z.string().optional(),
    // A null default: the attribute has none there (it is required).
    defaults: z.array(z.object({ release: TAG, from: z.string().nullable(), to: z.string().nullable() })).optional(),
  })
  .loose();
const schema = z.object({
  releases: z.array(z.object({ tag: TAG, commit: z.string().regex(/^[0-9a-f]{40}$/, '40 hex digits') })).min(1),
  kinds: z.partialRecord(z.enum(KINDS), z.record(z.string(), item)).default({}),
});

/** The problems of a history file, or its data. */
export function parseReleaseHistory(json: unknown): { history: ReleaseHistory } | { problems: string[] } {
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`) };
  const { releases } = parsed.data;
  const items = Object.fromEntries(KINDS.map((k) => [k, parsed.data.kinds[k] ?? {}])) as unknown as Record<Kind, Record<string, ItemHistory>>;
  const tags = new Set(releases.map((r) => r.tag));
  const problems: string[] = [];
  releases.forEach((r, i) => i > 0 && r.tag <= releases[i - 1]!.tag && problems.push(`releases.${i}: ${r.tag} does not follow ${releases[i - 1]!.tag} (oldest first, each once)`));
  for (const kind of KINDS) {
    for (const [name, h] of Object.entries(items[kind])) {
      const where = `kinds.${kind}.${name}`;
      for (const t of [h.added, h.removed, ...(h.defaults ?? []).map((d) => d.release)]) if (t !== null && !tags.has(t)) problems.push(`${where}: ${t} is not a release of the list`);
      if (h.removed !== null && h.removed <= h.added) problems.push(`${where}: removed ${h.removed} is not after added ${h.added}`);
    }
  }
  return problems.length ? { problems } : { history: indexHistory(releases, items) };
}


const FILE = 'src/data/release-history.json';
let loaded: ReleaseHistory | undefined;

/** The release history of src/data/release-history.json, checked and indexed once per build; a broken file fails the build. */
export function releaseHistory(): ReleaseHistory {
  if (loaded) return loaded;
  const parsed = parseReleaseHistory(historyJson);
  if ('problems' in parsed) {
    throw failBuild(new ContentError({ file: FILE, problem: parsed.problems.slice(0, 5).join('; '), hint: 'write it with node tools/extract-history.mjs, never by hand.' }));
  }
  return (loaded = parsed.history);
}
