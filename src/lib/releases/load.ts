import historyJson from '../../data/release-history.json';
import { ContentError, failBuild } from '../content-error';
import { parseReleaseHistory, type ReleaseHistory } from './history';

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
