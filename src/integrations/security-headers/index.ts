import { writeFile } from 'node:fs/promises';
import { ContentError, failBuild } from '../../lib/content-error';
import { fileOf } from '../../lib/build/dist-files';
import { embeddingConfig } from '../../config/embedding';
import { analyticsConfig } from '../../config/analytics';
import { searchConfig } from '../../config/search';
import type { PageStep } from '../built-pages';
import { headersGenerator } from './generate';
import { MAX_LINE, REFERRER_POLICY } from './format-headers-file';
import { metaPolicy } from './policy';
import { metaPolicyOffset, withMetaPolicy } from './meta-policy';

/**
 * Writes `dist/_headers` (Content-Security-Policy, nosniff, referrer policy,
 * long caching of hashed files) from the finished pages, a step of
 * ../built-pages.ts. With BUCK2_DOCS_CSP_META=1 it also puts the policy into
 * every page as a `<meta>` tag, for hosts without custom headers (GitHub Pages).
 */
export function securityHeaders(): PageStep {
  const generator = headersGenerator({
    frameAncestors: embeddingConfig.frameAncestors,
    gaMeasurementId: analyticsConfig.gaMeasurementId,
    hostedSearch: searchConfig.backend === 'hosted',
  });
  const metaTags = process.env['BUCK2_DOCS_CSP_META'] === '1';
  /** With meta tags: each page and where the tags go, to write once the policy is known. */
  const pages: { sitePath: string; html: string; at: number | undefined }[] = [];
  return {
    name: 'security headers',
    page: ({ sitePath, html, tree }) => {
      generator.read(sitePath, tree);
      if (metaTags) pages.push({ sitePath, html, at: metaPolicyOffset(tree) });
    },
    done: async ({ distDir, files, logger }) => {
      const generated = generator.generate();
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
      await writeFile(fileOf(distDir, '/_headers'), generated.headersFile);
      files.add('/_headers');
      const long = generated.headersFile.split('\n').filter((line) => line.length > MAX_LINE).length;
      if (long) logger.warn(`_headers has ${long} line(s) over ${MAX_LINE} characters, which Cloudflare Pages ignores.`);
      const hashes = generated.directives.find(([name]) => name === 'script-src')![1].filter((s) => s.startsWith("'sha256-")).length;
      logger.info(`wrote _headers: ${hashes} inline script hash(es), analytics ${analyticsConfig.gaMeasurementId ? 'on' : 'off'}`);
      const policy = metaPolicy(generated.directives);
      for (const { sitePath, html, at } of pages) {
        const withTags = withMetaPolicy(html, at, policy, REFERRER_POLICY);
        if (withTags === undefined) throw new Error(`${sitePath}: no <head> to put the Content-Security-Policy <meta> tag in`);
        await writeFile(fileOf(distDir, sitePath), withTags);
      }
    },
  };
}
