import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Registers `client:intent` (src/islands/client-intent.ts), islands hydrated on
 * the reader's first intent, and `client:paint` (src/islands/client-paint.ts),
 * islands hydrated once the page has loaded and painted.
 */
export function islands(): AstroIntegration {
  return {
    name: 'buck2-islands',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('../islands/client-intent.ts', import.meta.url)) });
        addClientDirective({ name: 'paint', entrypoint: fileURLToPath(new URL('../islands/client-paint.ts', import.meta.url)) });
      },
    },
  };
}
