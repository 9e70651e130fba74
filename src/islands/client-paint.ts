import type { ClientDirective } from 'astro';

/**
 * `client:paint`: hydrate as soon as the browser has painted the page once.
 * For islands a page exists for (the search page's form): they load without
 * waiting for the reader, but their code is not fetched beside what the
 * first paint needs, and it never holds that paint.
 */
const paint: ClientDirective = (load) => {
  requestAnimationFrame(() =>
    setTimeout(async () => {
      const hydrate = await load();
      await hydrate();
    }),
  );
};

export default paint;
