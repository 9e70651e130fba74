import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { distFiles, fileOf } from '../lib/build/dist-files.ts';

/** A built HTML page, read once and parsed once, handed to every step. */
export interface BuiltPage {
  /** Site path of the file (`/docs/index.html`, `/404.html`). */
  sitePath: string;
  html: string;
  tree: Root;
}

export interface BuiltSite {
  distDir: string;
  /** The site's origin (`https://buck2.build`). */
  origin: string;
  /** Every file of dist/ as a site path; a step that writes a file adds it. */
  files: Set<string>;
  logger: AstroIntegrationLogger;
}

/** One post-build step: it sees each page in turn, then finishes with what it gathered. */
export interface PageStep {
  name: string;
  page?(page: BuiltPage, site: BuiltSite): void | Promise<void>;
  done?(site: BuiltSite): void | Promise<void>;
}

/** Reads every HTML page of `site` once and hands it to each step, then finishes the steps in order. */
export async function runSteps(steps: readonly PageStep[], site: BuiltSite): Promise<Record<string, number>> {
  const ms: Record<string, number> = { 'read and parse': 0 };
  for (const step of steps) ms[step.name] = 0;
  const timed = async (name: string, run: () => void | Promise<void>) => {
    const started = performance.now();
    await run();
    ms[name]! += performance.now() - started;
  };
  for (const sitePath of [...site.files].filter((f) => f.endsWith('.html'))) {
    let page: BuiltPage | undefined;
    await timed('read and parse', async () => {
      const html = await readFile(fileOf(site.distDir, sitePath), 'utf8');
      page = { sitePath, html, tree: fromHtml(html) };
    });
    for (const step of steps) if (step.page) await timed(step.name, () => step.page!(page!, site));
  }
  for (const step of steps) if (step.done) await timed(step.name, () => step.done!(site));
  return ms;
}

/**
 * The post-build steps that read every built page, in one pass
 * (`runSteps`): each page is read and parsed once. Steps finish in the
 * order given.
 */
export function builtPages(steps: readonly PageStep[]): AstroIntegration {
  let origin = 'https://buck2.build';
  return {
    name: 'buck2-docs:built-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        if (config.site) origin = new URL(config.site).origin;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const distDir = fileURLToPath(dir);
        const files = new Set(await distFiles(distDir));
        const ms = await runSteps(steps, { distDir, origin, files, logger });
        const each = Object.entries(ms).map(([name, t]) => `${name} ${(t / 1000).toFixed(1)} s`).join(', ');
        logger.info(`post-build steps done in ${((performance.now() - started) / 1000).toFixed(1)} s (${each})`);
      },
    },
  };
}
