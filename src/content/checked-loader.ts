import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import type { z } from 'astro/zod';
import { parseDocument } from 'yaml';
import { ContentError, contentFixed, failBuild, fileChanged, formatIssues, onContentFailure, renderStarted } from '../lib/content-error';
import { entryData, readNow, settler } from './dev-settle';
import { codeDigest } from '../markdown-plugins/code-digest';
import { keepLiveStore } from './live-store';

/**
 * Why a file's YAML (a page's frontmatter, a data file) does not parse, with
 * the line, as `file:line: ...`; `fallback` (the loader's own words) when
 * the YAML parses after all.
 */
export function unreadableYaml(file: string, source: string, fallback: string): string {
  const frontmatter = /\.mdx?$/.test(file);
  let text = source;
  let offset = 0;
  if (frontmatter) {
    const match = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(source);
    if (!match) return `${file}: ${fallback}`;
    text = match[1]!;
    offset = 1;
  }
  const error = parseDocument(text).errors[0];
  if (!error) return `${file}: ${fallback}`;
  const line = error.linePos?.[0].line;
  const what = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  return `${file}${line ? `:${line + offset}` : ''}: ${frontmatter ? 'the frontmatter is' : 'the file is'} not valid YAML: ${what}`;
}

/** No data: an empty YAML file reads as undefined, an empty frontmatter as {}. */
const isEmpty = (data: unknown) => data === undefined || data === null || (typeof data === 'object' && Object.keys(data).length === 0);

const readSource = (path: string): string => readNow(path) ?? '';

/**
 * The line (1-based) of a key in YAML text, following `path` through nested
 * maps (list indexes are skipped). In a Markdown file only the frontmatter is
 * searched. Undefined when the first key is not there (a missing field).
 */
export function yamlKeyLine(source: string, path: readonly PropertyKey[], { frontmatter = false } = {}): number | undefined {
  const lines = source.split('\n');
  let start = 0;
  let end = lines.length;
  if (frontmatter) {
    if (lines[0]?.trim() !== '---') return undefined;
    const close = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
    start = 1;
    end = close < 0 ? lines.length : close;
  }
  let found: number | undefined;
  let indent = -1;
  for (const segment of path) {
    if (typeof segment !== 'string') continue;
    const key = new RegExp(`^(\\s*)(?:- )?(["']?)${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\2\\s*:`);
    let at: number | undefined;
    for (let i = found === undefined ? start : found + 1; i < end; i++) {
      const line = lines[i]!;
      const lineIndent = line.length - line.trimStart().length;
      // Past the parent's block: a line as indented as the parent, or less.
      if (found !== undefined && line.trim() && lineIndent <= indent) break;
      const match = key.exec(line);
      if (match) {
        at = i;
        indent = match[1]!.length;
        break;
      }
    }
    if (at === undefined) return found === undefined ? undefined : found + 1;
    found = at;
  }
  return found === undefined ? undefined : found + 1;
}

/**
 * Wraps a content loader so that data which fails its schema is reported as
 * a writer's error: `file:line: field: what was expected`, with the value
 * given, the real key of a misspelt one, and no stack trace.
 *
 * - In a build the message is printed and the build stops (`failBuild`).
 * - In the dev server the error is kept, every page shows it in Astro's error
 *   overlay, and it goes once the file on disk no longer has it (fixed, put
 *   back as it was, or deleted), whatever order the file events and reads
 *   come in (./dev-settle.ts). A file that fails keeps the entry it had
 *   before, so no page is ever rendered from data that failed; a file that
 *   fails when the server starts has no entry before, so it keeps its raw
 *   data (no page renders while an error is shown). A collection whose first
 *   load failed (a frontmatter that is not YAML) loads again on the next
 *   change.
 */
/** The loader's note of the Markdown code its entries were rendered with, and where that code is (with the release history that remark-flag-badges reads). */
const MARKDOWN_CODE = 'markdown-code-digest';
const MARKDOWN_CODE_FILES = [
  fileURLToPath(new URL('../markdown-plugins/', import.meta.url)),
  fileURLToPath(new URL('../../ec.config.mjs', import.meta.url)),
  fileURLToPath(new URL('../lib/releases/', import.meta.url)),
  fileURLToPath(new URL('../data/release-history.json', import.meta.url)),
];

export function checked(loader: Loader, schema: z.ZodType, errorName: string): Loader {
  const fail = (message: string, key: string) => failBuild(new ContentError(message, { name: errorName }), key);
  const many = loader.name === 'file-loader';
  return {
    ...loader,
    load: async (context) => {
      const { watcher } = context;
      if (watcher) keepLiveStore(context.collection, context.store);
      const root = fileURLToPath(context.config.root);
      // Entries rendered by other Markdown code (a plugin changed since they
      // were cached) go, so that every page is rendered again.
      const markdownCode = codeDigest(MARKDOWN_CODE_FILES);
      if (context.meta.get(MARKDOWN_CODE) !== markdownCode) {
        context.store.clear();
        context.meta.set(MARKDOWN_CODE, markdownCode);
      }
      const rel = (path: string) => relative(root, path).split('\\').join('/');
      /** True while the collection loads for the first time (the loader stops on an error then). */
      let starting = true;
      /** Per file, the ids of its entries whose data failed the schema. */
      const failed = new Map<string, Set<string>>();
      /** Messages this wrapper threw: the loader logs them as "Failed to reload", already shown. */
      const thrown = new Set<string>();
      const schemaKey = (id: string, file: string) => `schema#${id}:${file}`;
      // What the file on disk says now: the errors it no longer has go.
      const settle = settler(context, (path, source, storeHoldsIt) => {
        const file = rel(path);
        // The loader took the text on disk: a failure to load it was of older text.
        if (storeHoldsIt) contentFixed(`reload:${file}`);
        for (const id of failed.get(file) ?? []) {
          const read = entryData(file, source, id, many);
          if (read && (read.data === undefined || schema.safeParse(read.data).success)) {
            failed.get(file)!.delete(id);
            contentFixed(schemaKey(id, file));
          }
        }
      });
      const parseData: LoaderContext['parseData'] = async (props) => {
        const file = props.filePath ? rel(props.filePath) : `${context.collection} entry "${props.id}"`;
        // One file can hold several entries (the file loader): each has its own key.
        const key = schemaKey(props.id, file);
        const result = schema.safeParse(props.data);
        if (result.success) {
          failed.get(file)?.delete(props.id);
          contentFixed(key);
          contentFixed(`reload:${file}`);
          return context.parseData(props);
        }
        const source = props.filePath ? readSource(props.filePath) : '';
        const frontmatter = /\.mdx?$/.test(file);
        // The dev server goes on with the entry the store has, or (first load, or one file of many) the raw data.
        const keepGoing = (error: Error) => {
          if (props.filePath) settle.soon(props.filePath, file);
          if (starting || many) return props.data as never;
          thrown.add(error.message);
          throw error;
        };
        // No data read from a file that holds keys now: it was read while being saved. It is read again once it holds still.
        const hasKeys = (frontmatter ? /^---\r?\n\s*["']?\w+["']?\s*:/ : /^\s*["']?\w+["']?\s*:/m).test(source);
        if (watcher && props.filePath && isEmpty(props.data) && hasKeys) {
          return keepGoing(new Error(`${file}: read while being saved; reading it again`));
        }
        // The file loader keys entries by their top-level key; a glob entry is the whole file.
        const inFile = (path: readonly PropertyKey[]) => (many ? [props.id, ...path] : path);
        const lineOf = (path: readonly PropertyKey[]) => (source ? yamlKeyLine(source, inFile(path), { frontmatter }) : undefined);
        const error = fail(formatIssues(file, result.error, lineOf), key);
        if (!watcher) throw error;
        if (!failed.has(file)) failed.set(file, new Set());
        failed.get(file)!.add(props.id);
        return keepGoing(error);
      };
      const loadKey = `load:${context.collection}`;
      let lastChanged = '';
      // The glob loader logs what it cannot read (a frontmatter that is not YAML) and keeps the old entry: show it.
      const logger = Object.create(context.logger) as typeof context.logger;
      logger.error = (message: string) => {
        const match = /^Failed to reload (.+?): ([\s\S]*)$/.exec(message);
        if (match && thrown.has(String(match[2]))) return;
        if (match && watcher) {
          // The loader names the file from its base folder; the writer knows it from the project root.
          const file = lastChanged.endsWith(`/${match[1]}`) ? lastChanged : String(match[1]);
          // Nothing of the file renders now: its Markdown errors from before are gone.
          renderStarted(file);
          fail(unreadableYaml(file, readSource(join(root, file)), String(match[2])), `reload:${file}`);
          settle.soon(join(root, file), file);
        }
        context.logger.error(message);
      };
      const load = () => loader.load({ ...context, parseData, logger });
      /** A file the loader could not read at all: which one, where, and why. */
      const describeLoadError = (error: unknown): string => {
        const message = error instanceof Error ? error.message : String(error);
        const loc = (error as { loc?: { file?: string } } | undefined)?.loc;
        if (!loc?.file) return message;
        const file = rel(loc.file);
        return unreadableYaml(file, readSource(join(root, file)), message);
      };
      if (!watcher) {
        try {
          return await load();
        } catch (error) {
          // A build: a page whose frontmatter is not YAML stops it, with the file and line, and no stack trace.
          throw (error as { loc?: unknown })?.loc ? fail(describeLoadError(error), loadKey) : error;
        }
      }
      // Every collection hears every change: this one looks at its own files.
      const holds = (file: string) => failed.has(file) || [...context.store.values()].some((entry) => entry.filePath === file);
      watcher.on('change', (path: string) => {
        lastChanged = rel(path);
        // Read again as it is now: if it still does not load, the loader says so again.
        contentFixed(`reload:${lastChanged}`);
        if (holds(lastChanged)) settle.saved(path, lastChanged);
      });
      // A page that failed to render (a broken diagram, a missing image) is stored as it failed: if the
      // file changed meanwhile (a render of the old text can end after the fix was saved), read it again.
      onContentFailure((key) => {
        if (!key.startsWith('render/')) return;
        const file = key.slice(key.indexOf(':') + 1);
        if (holds(file)) settle.failed(join(root, file), file);
      });
      watcher.on('unlink', (path: string) => fileChanged(rel(path)));
      const firstLoad = async (): Promise<void> => {
        starting = true;
        try {
          await load();
          contentFixed(loadKey);
        } catch (error) {
          fail(describeLoadError(error), loadKey);
          const retry = () => {
            watcher.off('change', retry);
            watcher.off('add', retry);
            void firstLoad();
          };
          watcher.on('change', retry);
          watcher.on('add', retry);
        } finally {
          starting = false;
        }
      };
      await firstLoad();
    },
  };
}
