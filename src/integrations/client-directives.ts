import type { AstroIntegration } from 'astro';

/** Registers `client:interaction` (hydrate an island on first interaction). */
export function clientDirectives(): AstroIntegration {
  return {
    name: 'buck2-docs:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: './src/islands/directives/interaction.ts' });
      },
    },
  };
}
