import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { finishPage, isExpressiveCodeTabindexOnly } from './transforms';
import { cssPruner } from './unused-css';

async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await htmlFiles(full)));
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/** Rewrites every built page for an early, whole first paint (./transforms.ts, ./unused-css.ts). */
export function firstPaint(): AstroIntegration {
  return {
    name: 'buck2-docs:first-paint',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const redundant = new Set<string>();
        const scripts: string[] = [];
        for (const name of await readdir(join(root, '_astro')).catch(() => [])) {
          if (!name.endsWith('.js')) continue;
          const js = await readFile(join(root, '_astro', name), 'utf8');
          if (/^ec\.[\w-]+\.js$/.test(name) && isExpressiveCodeTabindexOnly(js)) redundant.add(`/_astro/${name}`);
          else scripts.push(js);
        }
        const pruneUnusedCss = cssPruner(scripts.join('\n'));
        const started = performance.now();
        const files = await htmlFiles(root);
        for (const file of files) {
          const html = await readFile(file, 'utf8');
          const changed = pruneUnusedCss(finishPage(html, redundant, islandRuntime));
          if (changed !== html) await writeFile(file, changed);
        }
        logger.info(`rewrote ${files.length} pages for their first paint in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
