#!/usr/bin/env node
// Builds the project in the current directory, as `astro build` does, with one
// integration more, added last: it notes when each of Astro's build hooks runs
// and writes the times (milliseconds from the start) as JSON to the file named
// by BENCH_TIMINGS. Run by tools/bench-build.mjs in its copy of the project.
import { writeFileSync } from 'node:fs';
import { build } from 'astro';

const started = performance.now();
/** @type {Record<string, number>} */
const at = {};
const note = (name) => () => {
  at[name] = performance.now() - started;
};

await build({
  integrations: [
    {
      name: 'bench-timings',
      hooks: {
        'astro:config:done': note('config'),
        'astro:build:start': note('content synced'),
        'astro:build:generated': note('pages rendered'),
        // Last of all integrations: after the site's post-build steps.
        'astro:build:done': note('post-build steps done'),
      },
    },
  ],
});
writeFileSync(process.env.BENCH_TIMINGS ?? 'bench-timings.json', JSON.stringify(at));
