/**
 * What the troubleshooting page and the exit codes table show of an entry,
 * computed from the entry alone (no collection access, so unit tests can use it).
 */
import type { TroubleshootingEntry } from '../../content/troubleshooting-schema';

/** The page of the entries; each entry's anchor is its id. */
export const TROUBLESHOOTING_PATH = '/docs/users/troubleshooting/';

/**
 * Tags that only say which category an error is in. Buck2 uses them to
 * choose the exit code and lists them in the build report's `error_tags`
 * like other tags; the page names the category in words instead.
 */
export const CATEGORY_TAGS: Readonly<Record<string, string>> = {
  INPUT: 'a user error (input)',
  ENVIRONMENT: 'an environment error',
  TIER0: 'an infrastructure error',
};

/** The message as Buck2 prints it, with its prefix (`fail:`). */
export function printedMessage(entry: Pick<TroubleshootingEntry, 'message' | 'prefix'>): string {
  return `${entry.prefix?.text ?? ''}${entry.message}`;
}

/** Link to an entry. */
export function entryHref(id: string): string {
  return `${TROUBLESHOOTING_PATH}#${id}`;
}

/** A file of Buck2 at a commit on GitHub, at a line when known. */
export function sourceUrl(repository: string, commit: string, path: string, line?: number): string {
  return `${repository}/blob/${commit}/${path}${line ? `#L${line}` : ''}`;
}

/** Entries by the exit code they lead to, each list in page order. */
export function entriesByExitCode<E extends Pick<TroubleshootingEntry, 'exitCode'>>(entries: readonly E[]): Map<number, E[]> {
  const byCode = new Map<number, E[]>();
  for (const entry of entries) {
    if (entry.exitCode === undefined) continue;
    const list = byCode.get(entry.exitCode);
    if (list) list.push(entry);
    else byCode.set(entry.exitCode, [entry]);
  }
  return byCode;
}

/**
 * Splits plain text on `backtick` spans, for templates that print the parts
 * as text and wrap the code parts in <code> (nothing is injected as HTML).
 */
export function inlineCodeParts(text: string): { code: boolean; text: string }[] {
  const parts: { code: boolean; text: string }[] = [];
  const re = /`([^`]+)`/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) parts.push({ code: false, text: text.slice(last, m.index) });
    parts.push({ code: true, text: m[1] ?? '' });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ code: false, text: text.slice(last) });
  return parts;
}
