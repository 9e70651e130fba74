import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContentError, failBuild } from '../../lib/content-error';
import { embeddingConfig } from '../../config/embedding';
import { analyticsConfig } from '../../config/analytics';
import { searchConfig } from '../../config/search';
import { generateHeaders } from './generate';
import { MAX_LINE, REFERRER_POLICY } from './format-headers-file';
import { metaPolicy } from './policy';
import { withMetaPolicy } from './meta-policy';

/**
 * Writes `dist/_headers` (Content-Security-Policy, nosniff, referrer policy,
 * long caching of hashed files) from the finished pages. With
 * BUCK2_DOCS_CSP_META=1 it also puts the policy into every page as a
 * `<meta>` tag, for hosts without custom headers (GitHub Pages).
 * List it after the search index: it reads Pagefind's file names.
 */
export function securityHeaders(): AstroIntegration {
  return {
    name: 'buck2-docs:security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const generated = await generateHeaders(distDir, {
          frameAncestors: embeddingConfig.frameAncestors,
          gaMeasurementId: analyticsConfig.gaMeasurementId,
          hostedSearch: searchConfig.backend === 'hosted',
        });
        if (generated.problems.length) {
          throw failBuild(
            new ContentError(
              `Inline code the Content-Security-Policy blocks (move it into a script file or an inline <script>):\n${generated.problems
                .map((p) => `  ${p.page}: ${p.found.join(', ')}`)
                .join('\n')}`,
              { name: 'ContentSecurityPolicyError' },
            ),
          );
        }
        await writeFile(join(distDir, '_headers'), generated.headersFile);
        const long = generated.headersFile.split('\n').filter((line) => line.length > MAX_LINE).length;
        if (long) logger.warn(`_headers has ${long} line(s) over ${MAX_LINE} characters, which Cloudflare Pages ignores.`);
        const hashes = generated.directives.find(([name]) => name === 'script-src')![1].filter((s) => s.startsWith("'sha256-")).length;
        logger.info(`wrote _headers: ${hashes} inline script hash(es), analytics ${analyticsConfig.gaMeasurementId ? 'on' : 'off'}`);
        if (process.env['BUCK2_DOCS_CSP_META'] === '1') await addMetaPolicy(distDir, generated.pages, metaPolicy(generated.directives));
      },
    },
  };
}

async function addMetaPolicy(distDir: string, pages: readonly string[], policy: string): Promise<void> {
  for (const page of pages) {
    const file = join(distDir, page);
    const html = withMetaPolicy(await readFile(file, 'utf8'), policy, REFERRER_POLICY);
    if (html === undefined) throw new Error(`${page}: no <head> to put the Content-Security-Policy <meta> tag in`);
    await writeFile(file, html);
  }
}
