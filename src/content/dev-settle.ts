import { readFileSync } from 'node:fs';
import type { LoaderContext } from 'astro/loaders';
import { parse } from 'yaml';

/** The file's text, or undefined when it is not there (deleted, or being replaced). */
export function readNow(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/**
 * The data a loader would read for entry `id` from this text: a page's
 * frontmatter, a YAML or JSON file, or one entry of a file holding many
 * (`many`: keyed by top-level key, or a list of items with an `id`).
 * `{ data: undefined }` when the file no longer holds the entry; undefined
 * when the text cannot be read as data (the loader reports that itself).
 */
export function entryData(file: string, source: string, id: string, many: boolean): { data: unknown } | undefined {
  let text = source;
  if (/\.mdx?$/.test(file)) {
    const match = FRONTMATTER.exec(source);
    if (!match) return { data: {} };
    text = match[1]!;
  }
  let data: unknown;
  try {
    data = parse(text) ?? {};
  } catch {
    return undefined;
  }
  if (!many) return { data };
  if (Array.isArray(data)) return { data: data.find((item: { id?: unknown; slug?: unknown }) => String(item?.id ?? item?.slug) === id) };
  return { data: typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[id] : undefined };
}

const SETTLE_MS = 250;
const STILL_MS = 1000;

/**
 * Brings the dev server's view of a file in line with the file as it is on
 * disk, once it holds still. File events and the loader's reads can arrive in
 * any order on a busy machine: an editor's save is a truncate and a write, the
 * watcher may report them as one event, and a read of the old text may finish
 * after the new text was saved. So nothing here trusts the order of events:
 * a moment after any event or failure for a file, `check` compares the
 * state with the file's text (clearing errors the file no longer has;
 * `storeHoldsIt`: the loader took this very text), and the loader reads the
 * file again when the store holds other text than the disk (once per pair of
 * texts and save, so a file that still fails is not read in a loop). Then the file is
 * looked at once more a second later, in case a last write brought no event.
 */
export function settler(context: Pick<LoaderContext, 'watcher' | 'store' | 'generateDigest'>, check: (path: string, source: string, storeHoldsIt: boolean) => void) {
  const { watcher, store, generateDigest } = context;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Per file, the store's text and the disk's text when the loader was last asked to read it again (since the last save). */
  const resent = new Map<string, string>();
  /** Files being read again at this moment: their change event is ours, not a save. */
  const echoes = new Set<string>();
  /** Per file, the text seen by the last look, to look once more if it changed. */
  const seen = new Map<string, string | number>();

  const settle = (path: string, relFile: string) => {
    timers.delete(path);
    const source = readNow(path);
    if (source === undefined) return;
    const digest = generateDigest(source);
    const stored = [...store.values()].find((entry) => entry.filePath === relFile)?.digest;
    check(path, source, stored === digest);
    // The glob loader skips a file whose text it holds (its digest): read it again if the store holds other text.
    const pair = `${String(stored)} > ${String(digest)}`;
    if (stored !== undefined && stored !== digest && resent.get(path) !== pair) {
      resent.set(path, pair);
      echoes.add(path);
      watcher?.emit('change', path);
      echoes.delete(path);
    }
    if (seen.get(path) === digest) seen.delete(path);
    else {
      seen.set(path, digest);
      soon(path, relFile, STILL_MS);
    }
  };

  const soon = (path: string, relFile: string, delay = SETTLE_MS) => {
    clearTimeout(timers.get(path));
    timers.set(
      path,
      setTimeout(() => settle(path, relFile), delay),
    );
  };
  /** The watcher reports a change: a save (the same texts may be read again), or one of ours. */
  const saved = (path: string, relFile: string) => {
    if (!echoes.has(path)) resent.delete(path);
    soon(path, relFile);
  };
  /**
   * A render of the file failed and was stored: the same texts may be read
   * again, since that render can be one that ended after the fix was read
   * (no loop: a failed render stores the digest of its text, so once the disk
   * holds that text the store holds it too).
   */
  const failed = (path: string, relFile: string) => {
    resent.delete(path);
    soon(path, relFile);
  };
  return { soon, saved, failed };
}
