import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { docFrontmatterSchema } from './content/frontmatter';
import { docIdFromPath } from './lib/docs/doc-id';

/**
 * The docs collection: every Markdown or MDX file under `src/content/docs/`.
 * The file path is the route: `concepts/build_target.md` is served at
 * `/docs/concepts/build_target/`, and `getting_started/index.md` at
 * `/docs/getting_started/`.
 */
const docs = defineCollection({
  loader: glob({
    pattern: ['**/*.{md,mdx}', '!**/_*'],
    base: './src/content/docs',
    generateId: ({ entry }) => docIdFromPath(entry),
  }),
  schema: docFrontmatterSchema,
});

export const collections = { docs };
