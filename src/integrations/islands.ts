import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Registers `client:intent` (src/hydration/client-intent.ts): islands hydrated
 * on the reader's first intent (or, with `{ onPaint: true }`, once the page
 * has painted). The site's one hydration directive.
 */
export function islands(): AstroIntegration {
  return {
    name: 'buck2-islands',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('../hydration/client-intent.ts', import.meta.url)) });
      },
    },
  };
}
