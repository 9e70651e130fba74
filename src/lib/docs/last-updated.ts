import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The date (YYYY-MM-DD) of the last commit of each page file, read from git
 * once per build: what `git log -1 --format=%cs -- <file>` prints, for every
 * file in one `git log`. Outside a git checkout there are no dates. In a
 * shallow clone, a file whose last commit is cut off would get the date of
 * the clone's oldest commit: it gets no date instead. A file not committed
 * yet has none either.
 */
const FOLDERS = ['src/content/docs', 'versioned_docs'];

const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });

/** Parses `git log --format=%x00%H %cs --name-only`: the first (newest) date of each file. */
export function lastDates(log: string, cutOff: ReadonlySet<string> = new Set()): Map<string, string> {
  const dates = new Map<string, string>();
  for (const record of log.split('\0').slice(1)) {
    const [head = '', ...files] = record.split('\n');
    const [hash = '', date = ''] = head.split(' ');
    for (const file of files) {
      if (!file || dates.has(file)) continue;
      // A shallow clone's boundary commit holds every file as if added there: no date rather than a wrong one.
      dates.set(file, cutOff.has(hash) ? '' : date);
    }
  }
  return dates;
}

function readDates(): Map<string, string> {
  try {
    const shallow = git(['rev-parse', '--is-shallow-repository']).trim() === 'true';
    const cutOff = new Set(shallow ? readFileSync(git(['rev-parse', '--git-path', 'shallow']).trim(), 'utf8').split('\n').filter(Boolean) : []);
    // --relative: file names from this folder (the site may sit in a larger repository);
    // --cc: a merge that changed a file beyond both its parents counts, as it does for `git log -- <file>`.
    return lastDates(git(['log', '--format=%x00%H %cs', '--name-only', '--cc', '--relative', '--', ...FOLDERS]), cutOff);
  } catch {
    // Not a git checkout (a copy, an archive), or no git: no dates.
    return new Map();
  }
}

let dates: Map<string, string> | undefined;

/** The date of the last commit of a file (a path from the site's folder), or undefined. */
export function lastUpdatedOf(file: string): string | undefined {
  dates ??= readDates();
  return dates.get(file) || undefined;
}
