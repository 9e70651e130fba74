/// <reference types="astro/client" />
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on first interaction (see src/islands/directives/interaction.ts). */
    'client:interaction'?: boolean | { name?: string; shortcuts?: string[] };
  }
}
