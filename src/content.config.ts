import { readFileSync } from 'node:fs';
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { parse as parseYaml } from 'yaml';
import { docFrontmatterSchema } from './content/frontmatter';
import { apiPageSchema } from './content/api-schema';
import { commonAttributeSchema, ruleGroupSchema, rulePageSchema } from './content/rules-schema';
import { configProseSchema } from './content/reference-schema';
import { troubleshootingEntrySchema } from './content/troubleshooting-schema';
import { docIdFromPath } from './content/doc-id';
import { checked } from './content/checked-loader';

/**
 * The docs collection: every Markdown or MDX file under `src/content/docs/`.
 * The file path is the route: `concepts/build_target.md` is served at
 * `/docs/concepts/build_target/`, and `getting_started/index.md` at
 * `/docs/getting_started/`.
 */
const docs = defineCollection({
  loader: checked(
    glob({
      pattern: ['**/*.{md,mdx}', '!**/_*'],
      base: './src/content/docs',
      generateId: ({ entry }) => docIdFromPath(entry),
    }),
    docFrontmatterSchema,
    'FrontmatterError',
  ),
  schema: docFrontmatterSchema,
});

/**
 * The API reference: one YAML file per page under `src/content/api/`
 * (`build/Artifact.yaml` is `/docs/api/build/Artifact/`, `build/index.yaml`
 * is `/docs/api/build/`), rendered by one layout.
 */
const api = defineCollection({
  loader: checked(
    glob({
      pattern: '**/*.yaml',
      base: './src/content/api',
      generateId: ({ entry }) => docIdFromPath(entry.replace(/\.yaml$/, '.md')),
    }),
    apiPageSchema,
    'ApiDataError',
  ),
  schema: apiPageSchema,
});

/**
 * The rules reference: prose written here, joined with the prelude's facts
 * (`src/data/rules-facts.json`) by `src/lib/rules/`. A group is a folder with
 * an `index.yaml` (`/docs/prelude/rules/cxx/`), a rule is a file named after
 * it (`cxx/cxx_library.yaml` is `/docs/prelude/rules/cxx/cxx_library/`).
 */
const ruleGroups = defineCollection({
  loader: checked(glob({ pattern: '*/index.yaml', base: './src/content/rules', generateId: ({ entry }) => entry.replace(/\/index\.yaml$/, '') }), ruleGroupSchema, 'RulesDataError'),
  schema: ruleGroupSchema,
});
const rules = defineCollection({
  loader: checked(glob({ pattern: ['*/*.yaml', '!*/index.yaml'], base: './src/content/rules', generateId: ({ entry }) => entry.replace(/\.yaml$/, '') }), rulePageSchema, 'RulesDataError'),
  schema: rulePageSchema,
});
/** Attributes every rule has, described once (keyed by attribute name). */
const ruleCommonAttributes = defineCollection({
  loader: checked(file('src/content/rules/common-attributes.yaml'), commonAttributeSchema, 'RulesDataError'),
  schema: commonAttributeSchema,
});

/**
 * The configuration reference: descriptions of `.buckconfig` keys and
 * sections (keyed `section.key` or `section`) and of environment variables,
 * joined with the facts in `src/data/` by `src/lib/reference/`.
 */
const configKeys = defineCollection({ loader: file('src/content/reference/buckconfig.yaml'), schema: configProseSchema });
const envVars = defineCollection({ loader: file('src/content/reference/environment-variables.yaml'), schema: configProseSchema });

/**
 * Troubleshooting entries, one per error message Buck2 prints, rendered on
 * /docs/users/troubleshooting/ (and linked from the exit codes page).
 */
const troubleshooting = defineCollection({
  // The collection is keyed by id; `order` keeps the file's order for the page.
  loader: file('src/data/troubleshooting.yaml', {
    parser: (text) => (parseYaml(text) as Record<string, unknown>[]).map((entry, order) => ({ ...entry, order })),
  }),
  schema: troubleshootingEntrySchema,
});

/**
 * Released docs versions: snapshots made by `npm run docs:version -- NAME`
 * under versioned_docs/version-NAME/ (ids are `version-NAME/<doc id>`).
 */
const versionsRoot = process.env['BUCK2_DOCS_VERSIONS_ROOT'] || '.';
const hasVersions = (() => {
  try {
    return (JSON.parse(readFileSync(`${versionsRoot}/versions.json`, 'utf8')) as unknown[]).length > 0;
  } catch {
    return false;
  }
})();
const versionedDocs = defineCollection({
  // Without released versions, a loader that loads nothing (the glob would warn that no file matches).
  loader: hasVersions
    ? checked(glob({ pattern: ['version-*/**/*.{md,mdx}'], base: `${versionsRoot}/versioned_docs`, generateId: ({ entry }) => docIdFromPath(entry) }), docFrontmatterSchema, 'FrontmatterError')
    : { name: 'no-released-versions', load: async () => {} },
  schema: docFrontmatterSchema,
});

export const collections = { docs, api, ruleGroups, rules, ruleCommonAttributes, configKeys, envVars, troubleshooting, versionedDocs };
