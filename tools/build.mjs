#!/usr/bin/env node
// `npm run build`: builds the site into dist/ (pages, Markdown twins, the
// link check, the search index, headers) and prints a short summary: how
// many pages, how long, each warning with its file and line, and how to open
// the result. Astro's own step-by-step output, one line per page, is kept for
// `npm run build -- --verbose` (or VERBOSE=1). `--config <file>` builds
// another Astro config (the test site: `npm run build:fixture`) into its own
// outDir. The summary is also written beside the output folder, as
// <outDir>.summary.txt (dist.summary.txt), for tests to read.
//
// A writer's mistake stops the build with its message alone, no stack trace.
// A build that fails leaves no dist/ behind, so that nothing half-built is
// ever served or deployed by mistake.
import { rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'astro';
import { collectContentWarnings, isContentError } from '../src/lib/content-error.ts';

const verbose = process.argv.includes('--verbose') || process.env.VERBOSE === '1';
const configAt = process.argv.indexOf('--config');
const configFile = configAt >= 0 ? process.argv[configAt + 1] : undefined;
/** The config's outDir, as Astro resolved it: unknown (nothing written) until Astro has read the config. */
let out;
/** The summary of the last build into `out`; removed first, so that a failed build leaves none. */
const summaryFile = () => `${out}.summary.txt`;
const recordOutDir = {
  name: 'buck2-docs:build-out-dir',
  hooks: {
    'astro:config:done': ({ config }) => {
      out = relative(process.cwd(), fileURLToPath(config.outDir)) || '.';
      rmSync(summaryFile(), { force: true });
    },
  },
};
const { warnings, stats } = collectContentWarnings();
const started = performance.now();
let built = false;

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The warnings, as the summary lists them (none: no line). */
function warningLines() {
  if (!warnings.length) return [];
  return [`\n${plural(warnings.length, 'warning')}:`, ...warnings.map((warning) => `  ${warning.replace(/\n/g, '\n  ')}`)];
}

/**
 * An error Astro or a plugin threw. One that points into the project (a page
 * whose MDX or YAML does not parse, an image it cannot find) is a writer's
 * mistake: its place and message, no stack trace. Anything else is a bug in
 * the site's code, and its stack trace helps.
 */
function describe(error) {
  if (!(error instanceof Error)) return String(error);
  // The bundler reports the errors of several files as one.
  if (Array.isArray(error.errors) && error.errors.length) return error.errors.map(describe).join('\n\n');
  const loc = /** @type {{ file?: string, line?: number, column?: number } | undefined} */ (error.loc);
  const file = loc?.file ? (isAbsolute(loc.file) ? relative(process.cwd(), loc.file) : loc.file) : undefined;
  const inProject = file !== undefined && !file.startsWith('..') && !file.includes('node_modules');
  const where = file ? `${file}${loc?.line ? `:${loc.line}` : ''}${loc?.column ? `:${loc.column}` : ''}: ` : '';
  const hint = typeof error.hint === 'string' ? `\n${error.hint}` : '';
  const content = isContentError(error) || isContentError(error.cause);
  if (inProject || content) return `${error.name}: ${where}${error.message}${hint}`;
  return `${error.stack ?? `${error.name}: ${error.message}`}${hint}`;
}

process.on('exit', (code) => {
  if (built && code === 0) return;
  for (const line of warningLines()) console.error(line);
  if (out === undefined) return;
  rmSync(out, { recursive: true, force: true });
  console.error(`\nThe build failed (above); ${out}/ was removed so that no half-built site is served.`);
});

try {
  // Astro adds integrations given here to the config's own.
  await build({ root: process.cwd(), ...(configFile ? { configFile } : {}), logLevel: verbose ? 'info' : 'warn', integrations: [recordOutDir] });
} catch (error) {
  console.error(`\n${describe(error)}`);
  process.exit(1);
}
built = true;

const seconds = Math.round((performance.now() - started) / 1000);
const time = seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
const summary = [
  `\nBuilt ${plural(stats.pages ?? 0, 'page')} into ${out}/ in ${time}; no broken link.`,
  ...warningLines(),
  `\nServe it: ${out === 'dist' ? '' : `DIST_DIR=${out} `}npm run serve, then open http://127.0.0.1:4321/`,
  ...(verbose ? [] : [`(Every step and page: npm run ${process.env.npm_lifecycle_event ?? 'build'} -- --verbose.)`]),
].join('\n');
console.log(summary);
writeFileSync(summaryFile(), `${summary}\n`);
process.exit(0);
