import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { exitOnContentErrors, keepContentErrors } from '../lib/content-error.ts';
import { forgetServedPages } from '../lib/dev/served-pages.ts';

/** Prints the message of a writer's mistake, with no stack trace, and ends the build with exit code 1. */
export function exitWithContentError(logger: AstroIntegrationLogger, message: string): never {
  logger.error(message);
  process.exit(1);
}

/**
 * Content errors (see failBuild). In a build they print their message and
 * exit 1. In the dev server they are kept until the file is fixed, every
 * page shows them in Astro's error overlay (src/middleware.ts), and the
 * browser reloads when one appears or goes, so that a writer sees the error
 * as soon as they save, and the page as soon as they fix it.
 */
export function contentErrors(): AstroIntegration {
  let reload: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    name: 'buck2-docs:content-errors',
    hooks: {
      'astro:config:setup': ({ command }) => {
        if (command === 'build') exitOnContentErrors();
        // Several errors can come and go for one save: one reload, once they have settled.
        if (command === 'dev') {
          keepContentErrors(() => {
            clearTimeout(timer);
            timer = setTimeout(() => reload?.(), 150);
          });
        }
      },
      'astro:server:setup': ({ server }) => {
        reload = () => server.environments.client.hot.send({ type: 'full-reload', path: '*' });
        // The dev server's link check reads each linked page once until a file changes.
        server.watcher.on('all', forgetServedPages);
      },
    },
  };
}
