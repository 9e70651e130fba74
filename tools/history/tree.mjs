// One release tag of a Buck2 git directory, held in memory: the same
// interface as buck2-source/source.mjs `Checkout` (commit, files, grepFiles,
// read), so the single-commit extractors run on it unchanged. Files are read
// with one `git ls-tree` and one `git cat-file --batch` per tag; a blob that
// the previous tag already had is not read again.
import { execFileSync } from 'node:child_process';

/** The folders of the source tree the history extractors read. */
const ROOTS = ['app', 'prelude', 'starlark-rust', 'dice', 'remote_execution', 'superconsole'];

export class BlobStore {
  /** @param {string} gitDir */
  constructor(gitDir) {
    this.gitDir = gitDir;
    /** @type {Map<string, string>} blob id -> text */
    this.texts = new Map();
  }

  git(args, input) {
    return execFileSync('git', ['--git-dir', this.gitDir, ...args], { input, maxBuffer: 1 << 30 });
  }

  /** Reads the blobs not yet held, in one `git cat-file --batch`, and drops those no longer wanted. */
  load(ids) {
    const wanted = new Set(ids);
    for (const id of this.texts.keys()) if (!wanted.has(id)) this.texts.delete(id);
    const missing = [...wanted].filter((id) => !this.texts.has(id));
    if (!missing.length) return;
    const out = this.git(['cat-file', '--batch'], `${missing.join('\n')}\n`);
    let at = 0;
    while (at < out.length) {
      const eol = out.indexOf(10, at);
      const [id, type, size] = out.subarray(at, eol).toString().split(' ');
      if (type !== 'blob') throw new Error(`git cat-file: ${id} is ${type}`);
      const start = eol + 1;
      const end = start + Number(size);
      this.texts.set(id, out.subarray(start, end).toString('utf8'));
      at = end + 1;
    }
  }
}

export class TagTree {
  /** @param {BlobStore} store @param {string} commit a full commit id */
  constructor(store, commit) {
    this.store = store;
    this.gitDir = store.gitDir;
    this.commit = commit;
    /** @type {Map<string, string>} path -> blob id, for the files under ROOTS */
    this.blobs = new Map();
    const listing = store.git(['ls-tree', '-r', '-z', commit, '--', ...ROOTS]).toString('utf8');
    for (const entry of listing.split('\0')) {
      const tab = entry.indexOf('\t');
      if (tab === -1) continue;
      const [, type, id] = entry.slice(0, tab).split(' ');
      if (type === 'blob') this.blobs.set(entry.slice(tab + 1), id);
    }
    store.load(this.blobs.values());
    /** @type {Map<string, string[]>} */
    this.grepCache = new Map();
  }

  /** Every file path under the given folders (or files). */
  files(...folders) {
    const under = (path) => folders.some((f) => path === f || path.startsWith(f.endsWith('/') ? f : `${f}/`));
    return [...this.blobs.keys()].filter(under);
  }

  /** Paths under `folders` whose text matches a regular expression (the extended syntax `git grep -E` takes). */
  grepFiles(pattern, ...folders) {
    const key = `${pattern}\0${folders.join('\0')}`;
    let hits = this.grepCache.get(key);
    if (!hits) {
      const re = new RegExp(pattern, 'm');
      hits = this.files(...folders).filter((path) => re.test(this.read(path)));
      this.grepCache.set(key, hits);
    }
    return hits;
  }

  /** The text of a file, or '' when this tag does not have it. */
  read(path) {
    const id = this.blobs.get(path);
    return id === undefined ? '' : (this.store.texts.get(id) ?? '');
  }
}
