import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { exitOnContentErrors, keepContentErrors } from '../lib/content-error.ts';
import { DEV_CHANGES_PATH, devChanged, devChanges } from '../lib/dev/dev-state.ts';

/**
 * Content errors (see failBuild). In a build they print their message and
 * exit 1. In the dev server they are kept until the file is fixed, every
 * page shows them in Astro's error overlay (src/middleware.ts), and the
 * browser reloads when one appears or goes, so that a writer sees the error
 * as soon as they save, and the page as soon as they fix it.
 */
export function contentErrors(): AstroIntegration {
  let reload: (() => void) | undefined;
  let timers: ReturnType<typeof setTimeout>[] = [];
  let changed = false;
  let storeFiles: string[] = [];
  // An error came or went: reload the browser once the page can show it. Usually the content
  // store changes too, and Astro writes it half a second later, and reloads the browser then; a
  // reload that comes while the browser is loading the page can be lost, so reload again after
  // that write, twice. When the store does not change (a frontmatter that is not YAML), reload
  // after a second and a half.
  const reloadAfter = (...delays: number[]) => {
    for (const timer of timers) clearTimeout(timer);
    timers = delays.map((ms, i) =>
      setTimeout(() => {
        if (i === delays.length - 1) changed = false;
        reload?.();
      }, ms),
    );
  };
  return {
    name: 'buck2-docs:content-errors',
    hooks: {
      'astro:config:setup': ({ command }) => {
        if (command === 'build') exitOnContentErrors();
        if (command === 'dev') {
          keepContentErrors(() => {
            devChanged();
            changed = true;
            reloadAfter(1500);
          });
        }
      },
      'astro:config:done': ({ config }) => {
        // Astro's content store: in `.astro/` in dev (in the cache folder in builds).
        storeFiles = [fileURLToPath(new URL('.astro/data-store.json', config.root)), fileURLToPath(new URL('data-store.json', config.cacheDir))];
      },
      'astro:server:setup': ({ server }) => {
        reload = () => server.environments.client.hot.send({ type: 'full-reload', path: '*' });
        // A page asks, once loaded, whether the content changed since it was rendered.
        server.middlewares.use(DEV_CHANGES_PATH, (_request, response) => {
          response.setHeader('content-type', 'text/plain');
          response.setHeader('cache-control', 'no-store');
          response.end(String(devChanges()));
        });
        server.watcher.on('all', (_event, path) => {
          devChanged();
          if (changed && storeFiles.includes(path)) reloadAfter(400, 1500);
        });
      },
    },
  };
}
