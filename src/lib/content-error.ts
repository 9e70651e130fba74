import type { z } from 'astro/zod';

/**
 * The one place a writer's mistake (in Markdown, MDX, YAML, frontmatter or
 * the site's configuration) is described and stops the build.
 *
 * - Describe it as a `ContentProblem` (the file, its line or field, the value
 *   found, what was expected, how to fix it), or as a message already in that
 *   shape (`file:line: field: ...`, see `formatIssues`), and make it a
 *   `ContentError`; its `name` says what kind of content it is about
 *   (`FrontmatterError`, `SidebarError`, ...).
 * - Report it with `throw failBuild(error)` (`failBuild(error, key)` where the
 *   dev server should keep showing it until the file is fixed). A build prints
 *   the message alone, no stack trace, and exits 1 (no page is published); the
 *   dev server shows the same message on every page; tests get the error back.
 */
export interface ContentProblem {
  /** The file to fix, from the project root (or the setting, for configuration read from the environment). */
  file: string;
  /** The line in that file, when known. */
  line?: number | undefined;
  /** The field at fault: a frontmatter or YAML key, a configuration option. */
  field?: string | undefined;
  /** The value found there (shown after "got" when `expected` is set). */
  value?: unknown;
  /** What was expected instead: "one of main, apiSidebar", "the id of a doc". */
  expected?: string | undefined;
  /** What is wrong, when "expected ..., got ..." alone does not say it. */
  problem?: string | undefined;
  /** How to fix it. */
  hint?: string | undefined;
}

const asWritten = (value: unknown) => JSON.stringify(value) ?? String(value);

/** A problem as one message: `file:line: field: problem: expected E, got V; hint`. */
export function contentMessage(problem: ContentProblem): string {
  const { file, line, field, value, expected, hint } = problem;
  let body = problem.problem ?? '';
  if (expected !== undefined) body += `${body ? ': ' : ''}expected ${expected}${value !== undefined ? `, got ${asWritten(value)}` : ''}`;
  const text = `${file}${line ? `:${line}` : ''}: ${field ? `${field}: ` : ''}${body}`;
  if (!hint) return text;
  return `${text}${text.includes('\n') || hint.includes('\n') ? '\n' : '; '}${hint}`;
}

/**
 * A mistake in the content or configuration that a writer fixes: its message
 * names the file and the field or line, the value and what was expected, and
 * it is reported without a stack trace.
 */
export class ContentError extends Error {
  override name = 'ContentError';
  /** Recognised where `instanceof` cannot be (another module instance): the build prints it with no stack trace. */
  readonly isContentError = true;
  /** The problem, when it was given as one (not as a message). */
  readonly problem: ContentProblem | undefined;

  /** `name`: the kind of content (`FrontmatterError`, `SidebarError`, ...); ContentError by default. */
  constructor(problem: ContentProblem | string, options: { name?: string } = {}) {
    super(typeof problem === 'string' ? problem : contentMessage(problem));
    this.problem = typeof problem === 'string' ? undefined : problem;
    if (options.name) this.name = options.name;
  }
}

/** True for a ContentError, from this module instance or another one. */
export function isContentError(error: unknown): error is ContentError {
  return (error as { isContentError?: unknown } | undefined)?.isContentError === true;
}

interface State {
  /** Set by the build (not the dev server): content errors end the process. */
  exitOnError: boolean;
  /** Set by the dev server: content errors are kept, and every page shows them, until fixed. */
  dev: boolean;
  /** Errors of the dev server, by key (what failed and in which file), until the file is fixed. */
  pending: Map<string, ContentError>;
  /** Told when `pending` changes (the dev server reloads the browser). */
  onPendingChange?: (() => void) | undefined;
  /** Told the key of each error the dev server keeps (the content loaders look at its file again). */
  failureListeners?: Set<(key: string) => void>;
  /** Set by `npm run build` (tools/build.mjs): warnings are kept for its summary, not printed at once. */
  collectWarnings: boolean;
  /** Warnings met so far, in order, each once. */
  warnings: string[];
  /** Figures the build summary reports (pages checked, ...). */
  stats: Record<string, number>;
}

// Shared through globalThis: Markdown plugins, pages and the build
// integrations are loaded as separate module instances.
const state: State = ((globalThis as { __buck2ContentErrors?: State }).__buck2ContentErrors ??= {
  exitOnError: false,
  dev: false,
  pending: new Map(),
  collectWarnings: false,
  warnings: [],
  stats: {},
});

/** Called once by the build (not the dev server): content errors end the process. */
export function exitOnContentErrors(): void {
  state.exitOnError = true;
}

/** Called once by the dev server: content errors are kept until fixed; `onChange` hears of each change. */
export function keepContentErrors(onChange: () => void): void {
  state.dev = true;
  state.onPendingChange = onChange;
}

/**
 * Reports a content error: the one way a writer's mistake stops the build. In a build it prints the message alone (no stack
 * trace, no unrelated hints) and exits with code 1, so no page with the
 * error is ever published. In the dev server an error with a `key` (what
 * failed, in which file: `mermaid:src/content/docs/x.md`) is kept until
 * `contentFixed(key)` and every page shows it (`pendingContentError`).
 * Elsewhere (tests) it returns the error for the caller to throw.
 */
export function failBuild(error: ContentError, key?: string): ContentError {
  if (state.exitOnError) {
    console.error(`\n${error.name}: ${error.message}\n`);
    process.exit(1);
  }
  if (state.dev && key !== undefined) {
    const before = state.pending.get(key);
    // A copy: whoever catches the error may add to its message (Astro prefixes "Failed to parse ...").
    state.pending.set(key, new ContentError(error.message, { name: error.name }));
    if (before?.message !== error.message) state.onPendingChange?.();
    for (const listener of state.failureListeners ?? []) listener(key);
  }
  return error;
}

/** In the dev server, `listener` hears the key of each error kept (`render/mermaid:src/content/docs/x.md`). */
export function onContentFailure(listener: (key: string) => void): void {
  (state.failureListeners ??= new Set()).add(listener);
}

/**
 * For a `.catch` of work that reads content: a ContentError goes through
 * `failBuild` (the build stops on its message); anything else (a bug) is
 * returned as it is, to be thrown with its stack trace.
 */
export function failOnContentError(error: unknown): unknown {
  return isContentError(error) ? failBuild(error) : error;
}

function forget(test: (key: string) => boolean): void {
  let changed = false;
  for (const key of [...state.pending.keys()]) if (test(key)) changed = state.pending.delete(key) || changed;
  if (changed) state.onPendingChange?.();
}

/** The error kept under `key` is fixed. */
export function contentFixed(key: string): void {
  forget((k) => k === key);
}

/**
 * A Markdown file is being rendered again: the errors its Markdown plugins
 * reported before (keys `render/<plugin>:<file>`) go. Each plugin calls this
 * as it starts; a plugin that fails stops the rendering, so no error of the
 * new rendering is lost.
 */
export function renderStarted(file: string): void {
  forget((k) => k.startsWith('render/') && k.endsWith(`:${file}`));
}

/** Every error kept for `file` (keys `<what>:<file>`) is gone: the file was deleted. */
export function fileChanged(file: string): void {
  forget((k) => k.endsWith(`:${file}`));
}

/**
 * The content errors the dev server holds, as one error to show (undefined
 * when there are none). It carries no stack trace: the message is the fix.
 */
export function pendingContentError(): ContentError | undefined {
  const errors = [...new Map([...state.pending.values()].map((e) => [e.message, e])).values()];
  if (!errors.length) return undefined;
  const error =
    errors.length === 1
      ? errors[0]!
      : new ContentError(`${errors.length} content errors:\n\n${errors.map((e) => e.message).join('\n\n')}`, { name: 'ContentErrors' });
  const shown = Object.assign(new ContentError(error.message, { name: error.name }), {
    hint: 'Fix the file and save it: this page reloads by itself. `npm run build` stops on the same message.',
  });
  shown.stack = `${error.name}: ${error.message}`;
  return shown;
}

/**
 * A writer's mistake that does not stop the build (a link to a missing
 * anchor, a page in no sidebar): `npm run build` lists each in its summary,
 * and anything else (the dev server, `astro build`) prints it at once. Each
 * message is reported once.
 */
export function warnContent(message: string): void {
  if (state.warnings.includes(message)) return;
  state.warnings.push(message);
  if (!state.collectWarnings) console.warn(`\n${message}\n`);
}

/** For the build summary: keep warnings instead of printing them. */
export function collectContentWarnings(): { warnings: readonly string[]; stats: Readonly<Record<string, number>> } {
  state.collectWarnings = true;
  return { warnings: state.warnings, stats: state.stats };
}

/** Records a figure of the build for its summary (`pages`: how many pages the link check read). */
export function recordBuildStat(name: string, value: number): void {
  state.stats[name] = value;
}

/** A validation failure as one line per problem: `where: field: what was expected`. */
export function formatIssues(where: string, error: z.ZodError, lineOf?: (path: readonly PropertyKey[]) => number | undefined): string {
  return error.issues
    .flatMap((issue) => {
      // A strict object reports unknown keys together, at the object's path: one line per key, named.
      if (issue.code === 'unrecognized_keys') {
        const message = issue.message.startsWith('unknown key') ? issue.message : 'unknown key';
        return issue.keys.map((key) => ({ path: [...issue.path, key], message }));
      }
      return [{ path: issue.path, message: issue.message }];
    })
    .map(({ path, message }) => {
      const line = lineOf?.(path);
      return `${where}${line ? `:${line}` : ''}: ${path.length ? path.map(String).join('.') : '(root)'}: ${message}`;
    })
    .join('\n');
}
