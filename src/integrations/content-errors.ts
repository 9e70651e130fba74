import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { exitOnContentErrors } from '../lib/content-error';

/** Prints the message of a writer's mistake, with no stack trace, and ends the build with exit code 1. */
export function exitWithContentError(logger: AstroIntegrationLogger, message: string): never {
  logger.error(message);
  process.exit(1);
}

/** In a build, content errors (see failBuild) print their message and exit 1. */
export function contentErrors(): AstroIntegration {
  return {
    name: 'buck2-docs:content-errors',
    hooks: {
      'astro:config:setup': ({ command }) => {
        if (command === 'build') exitOnContentErrors();
      },
    },
  };
}
