import { fileURLToPath } from 'node:url';
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
  let storeDirs: string[] = [];
  return {
    name: 'buck2-docs:content-errors',
    hooks: {
      'astro:config:setup': ({ command }) => {
        if (command === 'build') exitOnContentErrors();
        // An error came or went. Usually the content store changes too, and Astro reloads the
        // browser once it has (a reload before would show the old page, and could miss Astro's).
        // When nothing of the store changes (a frontmatter that is not YAML), reload here.
        if (command === 'dev') {
          keepContentErrors(() => {
            clearTimeout(timer);
            timer = setTimeout(() => reload?.(), 1000);
          });
        }
      },
      'astro:config:done': ({ config }) => {
        // Where Astro keeps its content store: `.astro/` in dev (the cache folder in builds).
        storeDirs = [fileURLToPath(new URL('.astro/', config.root)), fileURLToPath(config.cacheDir)];
      },
      'astro:server:setup': ({ server }) => {
        reload = () => server.environments.client.hot.send({ type: 'full-reload', path: '*' });
        server.watcher.on('all', (_event, path) => {
          // The dev server's link check reads each linked page once until a file changes.
          forgetServedPages();
          // Astro wrote its content store: it reloads the browser itself.
          if (storeDirs.some((dir) => path.startsWith(dir))) clearTimeout(timer);
        });
      },
    },
  };
}
