import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Astro's bundled scripts are module scripts: they never block rendering, yet
 * Chrome fetches them at high priority, beside what the first paint needs.
 * Every page's scripts are progressive enhancements, so they are marked
 * `fetchpriority="low"`: the document and its images come first.
 */
export function lowPriorityScripts(html: string): string {
  return html.replace(/<script type="module"(?![^>]*\bfetchpriority=)(?=[^>]*\bsrc=)/g, '<script type="module" fetchpriority="low"');
}

async function htmlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await htmlFiles(full)));
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

export function scriptPriority(): AstroIntegration {
  return {
    name: 'buck2-docs:script-priority',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        for (const file of await htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const changed = lowPriorityScripts(html);
          if (changed !== html) await writeFile(file, changed);
        }
      },
    },
  };
}
