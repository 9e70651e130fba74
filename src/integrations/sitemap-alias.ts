import type { AstroIntegration } from 'astro';
import { copyFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * @astrojs/sitemap writes `sitemap-index.xml`; crawlers and people also look
 * for `/sitemap.xml`, so publish the same index there. Runs after the sitemap
 * integration (list it later in `integrations`).
 */
export function sitemapAlias(): AstroIntegration {
  return {
    name: 'buck2-docs:sitemap-alias',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await copyFile(new URL('sitemap-index.xml', dir), fileURLToPath(new URL('sitemap.xml', dir)));
      },
    },
  };
}
