/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the reader's first intent (src/islands/client-intent.ts). */
    'client:intent'?: import('./islands/trigger-queue').IntentOptions | boolean;
    /** Hydrate once the page has loaded and painted (src/islands/client-paint.ts). */
    'client:paint'?: boolean;
  }
}

export {};
