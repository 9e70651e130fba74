/**
 * Where the held-out set is read from: `tests/search-relevance/held-out.yaml`,
 * or the file `HELD_OUT_FILE` names (to measure another file of the same
 * format with `npm run bench:search` or the guard, held-out.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseHeldOut, type HeldOutFile } from './suite';

export const HELD_OUT_PATH = process.env['HELD_OUT_FILE'] ?? fileURLToPath(new URL('./held-out.yaml', import.meta.url));

/** The held-out file, or undefined when there is none. */
export function readHeldOut(path = HELD_OUT_PATH): HeldOutFile | undefined {
  return existsSync(path) ? parseHeldOut(readFileSync(path, 'utf8')) : undefined;
}
