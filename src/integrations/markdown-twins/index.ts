import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteConfig } from '../../config/site';
import { ContentError, failBuild } from '../../lib/content-error';
import { inReadingOrder, llmsFullTxt, llmsTxt } from './llms';
import { readPage, twinPath, type TwinPage } from './page';

/**
 * After the build, writes a Markdown twin of every guide and reference page
 * (`/docs/x/index.md` beside `/docs/x/index.html`), made from the built
 * page's content, and `llms.txt` and `llms-full.txt` listing them. Runs
 * before the link check, which checks each page's link to its twin.
 */
export function markdownTwins(): AstroIntegration {
  return {
    name: 'buck2-docs:markdown-twins',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const distDir = fileURLToPath(dir);
        const pages: TwinPage[] = [];
        for (const file of await indexPages(distDir)) {
          const path = `/${relative(distDir, file).split(sep).join('/')}`.replace(/index\.html$/, '');
          let page: TwinPage | undefined;
          try {
            page = readPage(await readFile(file, 'utf8'), path, siteConfig.url);
          } catch (error) {
            throw failBuild(new ContentError(`Markdown twin of ${path}: ${error instanceof Error ? error.message : String(error)}`, { name: 'MarkdownTwinError' }));
          }
          if (!page) continue;
          await writeFile(join(distDir, ...twinPath(path).split('/')), page.markdown);
          pages.push(page);
        }
        const current = inReadingOrder(pages.filter((p) => p.version === siteConfig.docs.lastVersion));
        const site = { title: siteConfig.title, tagline: siteConfig.tagline, url: siteConfig.url };
        await writeFile(join(distDir, 'llms.txt'), llmsTxt(site, current));
        await writeFile(join(distDir, 'llms-full.txt'), llmsFullTxt(site, current));
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger.info(`wrote the Markdown twins of ${pages.length} pages, llms.txt and llms-full.txt in ${seconds} s`);
      },
    },
  };
}

/** Every `index.html` under dir. */
async function indexPages(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await indexPages(full)));
    else if (entry.name === 'index.html') out.push(full);
  }
  return out;
}
