/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the reader's first intent, or once painted with `{ onPaint: true }` (src/islands/client-intent.ts): the one way islands hydrate. */
    'client:intent'?: import('./islands/trigger-queue').IntentOptions | boolean;
  }
}

export {};
