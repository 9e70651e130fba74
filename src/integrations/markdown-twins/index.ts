import { writeFile } from 'node:fs/promises';
import { fileOf, pageUrlOf } from '../../lib/build/dist-files';
import type { PageStep } from '../built-pages';
import { siteConfig } from '../../config/site';
import { ContentError, failBuild } from '../../lib/content-error';
import { inReadingOrder, llmsFullTxt, llmsTxt } from './llms';
import { readPage, twinPath, type TwinPage } from './page';

/**
 * Writes a Markdown twin of every guide and reference page
 * (`/docs/x/index.md` beside `/docs/x/index.html`), made from the built
 * page's content, and `llms.txt` and `llms-full.txt` listing them: a step of
 * ../built-pages.ts, before the link check, which checks each page's link to
 * its twin.
 */
export function markdownTwins(): PageStep {
  const pages: TwinPage[] = [];
  return {
    name: 'Markdown twins',
    page: async ({ sitePath, tree }, { distDir, files }) => {
      if (!sitePath.endsWith('/index.html')) return;
      const path = pageUrlOf(sitePath);
      let page: TwinPage | undefined;
      try {
        page = readPage(tree, path, siteConfig.url);
      } catch (error) {
        throw failBuild(new ContentError(`Markdown twin of ${path}: ${error instanceof Error ? error.message : String(error)}`, { name: 'MarkdownTwinError' }));
      }
      if (!page) return;
      await writeFile(fileOf(distDir, twinPath(path)), page.markdown);
      files.add(twinPath(path));
      pages.push(page);
    },
    done: async ({ distDir, files, logger }) => {
      const current = inReadingOrder(pages.filter((p) => p.version === siteConfig.docs.lastVersion));
      const site = { title: siteConfig.title, tagline: siteConfig.tagline, url: siteConfig.url };
      await writeFile(fileOf(distDir, '/llms.txt'), llmsTxt(site, current));
      await writeFile(fileOf(distDir, '/llms-full.txt'), llmsFullTxt(site, current));
      files.add('/llms.txt').add('/llms-full.txt');
      logger.info(`wrote the Markdown twins of ${pages.length} pages, llms.txt and llms-full.txt`);
    },
  };
}
