/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the reader's first intent, or once painted with `{ onPaint: true }` (src/hydration/client-intent.ts): the one way islands hydrate. */
    'client:intent'?: import('./hydration/trigger-queue').IntentOptions | boolean;
  }
}

export {};
