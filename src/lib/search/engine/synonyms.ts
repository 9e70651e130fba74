/**
 * Words readers type that the pages say differently: abbreviations, Bazel's
 * and Buck1's names for Buck2 things, and spellings of one idea.
 *
 * Each entry is `[what a reader types, what the pages say]`, both as plain
 * words (case, dashes and underscores do not matter). A query holding the
 * typed words also matches pages with the other words, ranked a little below
 * pages that have the typed words themselves (`SYNONYM_WEIGHT` in
 * `rank.ts`). An entry works one way; add the reverse entry when readers
 * type both.
 *
 * Add an entry only for words the pages do not already share with the
 * reader, and add a query that needs it to
 * `tests/search-relevance/queries.yaml` (the comment names one).
 */
export const SYNONYMS: readonly (readonly [typed: string, means: string])[] = [
  // Abbreviations.
  ['re', 'remote execution'], // "RE cache"
  ['rbe', 'remote execution'], // "rbe setup"
  ['remote build execution', 'remote execution'],
  ['tset', 'transitive set'], // "tset projection"
  ['tsets', 'transitive set'],
  ['depfile', 'dep file'], // "depfile"
  ['depfiles', 'dep file'],
  ['args', 'arguments'], // "pass args to test"
  ['arg', 'argument'],
  ['env', 'environment'], // "test env"
  ['env var', 'environment variable'],
  ['config', 'configuration'],
  ['cfg', 'configuration'],
  ['dep', 'dependency'],
  ['deps', 'dependencies'],
  ['repo', 'repository'],
  ['compdb', 'compilation database'], // "compdb clangd"
  ['compile commands', 'compilation database'],
  ['vscode', 'vs code'], // "vscode extension"
  ['ide', 'editor'],
  ['ci', 'continuous integration'],
  ['oom', 'out of memory'],
  ['perf', 'performance'],
  ['gc', 'garbage collection'],
  ['lsp', 'language server'],
  ['cas', 'content addressable'],
  ['bzl', 'starlark'],
  ['anon', 'anonymous'],
  ['sha256', 'sha256 digest'],
  // Bazel's words for Buck2 things.
  ['workspace', 'cell'], // Bazel's WORKSPACE and MODULE.bazel name external repositories; Buck2 has cells
  ['module bazel', 'cell'],
  ['external repository', 'external cell'],
  ['build file', 'buck file'], // Bazel's BUILD file is a BUCK file
  ['aspect', 'anonymous target'], // "bazel aspects": anonymous targets do that work in Buck2
  ['aspects', 'anonymous target'],
  ['bazel query', 'uquery'], // "bazel query"
  ['bazelrc', 'buckconfig'],
  ['cc_library', 'cxx_library'],
  ['cc_binary', 'cxx_binary'],
  ['cc_test', 'cxx_test'],
  ['cc_toolchain', 'cxx_toolchain'],
  ['py_binary', 'python_binary'],
  ['py_library', 'python_library'],
  ['py_test', 'python_test'],
  ['exec_properties', 'remote_execution_properties'],
  ['execution properties', 'remote_execution_properties'],
  ['toolchain resolution', 'toolchain'],
  ['parallel', 'concurrent'], // "run two buck2 commands in parallel"
  ['remote cache', 'remote execution cache'],
  // Buck1's words.
  ['buckd', 'daemon'],
  ['rule key', 'action digest'],
];
