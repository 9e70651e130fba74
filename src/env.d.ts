/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the reader's first intent (src/islands/client-intent.ts). */
    'client:intent'?: import('./islands/trigger-queue').IntentOptions | boolean;
  }
}

export {};
