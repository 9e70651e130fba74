import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { finishPage, isExpressiveCodeTabindexOnly } from './transforms';

async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await htmlFiles(full)));
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/** Rewrites every built page for an early, whole first paint (./transforms.ts). */
export function firstPaint(): AstroIntegration {
  return {
    name: 'buck2-docs:first-paint',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const redundant = new Set<string>();
        for (const name of await readdir(join(root, '_astro')).catch(() => [])) {
          if (/^ec\.[\w-]+\.js$/.test(name) && isExpressiveCodeTabindexOnly(await readFile(join(root, '_astro', name), 'utf8'))) redundant.add(`/_astro/${name}`);
        }
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          const changed = finishPage(html, redundant);
          if (changed !== html) await writeFile(file, changed);
        }
      },
    },
  };
}
