import { z } from 'astro/zod';
import { ContentError, failBuild, formatIssues } from '../lib/content-error';

/**
 * Embed mode (src/lib/browser/embed.ts: `?hideNavigation`, `?_sdoc_theme`,
 * messages to the parent frame): which pages may show the docs in a frame.
 * `frameAncestors` becomes the Content-Security-Policy `frame-ancestors`
 * directive of every page (src/integrations/security-headers/).
 *
 * The embedders (IDE panels, internal portals) are not one known host, so the
 * default lets the site itself and any HTTPS page frame the docs; a page on
 * plain HTTP (which anyone on its network can rewrite) cannot. To allow a
 * fixed list instead, name the hosts: `["'self'", 'https://portal.example.com']`.
 */
const SOURCE = /^(?:'self'|'none'|\*|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d+|\*))?(?:\/[^\s;,]*)?)$/i;

export const embeddingSchema = z
  .object({
    frameAncestors: z
      .array(
        z
          .string()
          // A bare self or none would be read as a host name.
          .refine((s) => SOURCE.test(s) && !/^(self|none)$/i.test(s), {
            error: (issue) =>
              `expected a CSP source such as 'self' (with the single quotes), https: or https://portal.example.com, got ${JSON.stringify(issue.input)}`,
          }),
      )
      .min(1, { message: "expected at least one source ('none' forbids every frame)" })
      .refine((list) => !list.includes("'none'") || list.length === 1, { message: "expected 'none' alone: it cannot be combined with other sources" }),
  })
  .strict();

export type EmbeddingConfig = z.output<typeof embeddingSchema>;

export function parseEmbeddingConfig(input: unknown): EmbeddingConfig {
  const result = embeddingSchema.safeParse(input);
  if (!result.success) {
    throw failBuild(new ContentError(formatIssues('src/config/embedding.ts', result.error), { name: 'ConfigError' }));
  }
  return result.data;
}

export const embeddingConfig: EmbeddingConfig = parseEmbeddingConfig({ frameAncestors: ["'self'", 'https:'] });
