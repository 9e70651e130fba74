import { z } from 'astro/zod';

/**
 * Frontmatter of a doc page (Markdown or MDX under `src/content/docs/`).
 *
 * Keys follow Docusaurus, so writers moving pages over keep their habits.
 * The object is strict: a misspelt key (`sidebar_lable`) fails the build
 * instead of being silently ignored.
 */
/** The value a writer gave, for error messages. */
const shown = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));

/** An error message that says what was expected and what was given. */
const msg = (expected: string) => ({ error: (issue: { input?: unknown }) => `${expected}, not ${shown(issue.input)}` });

/** A Docusaurus key this site does not support: rejected, saying why, rather than silently ignored. */
const unsupported = (why: string) => z.never({ error: () => `not supported: ${why}` }).optional();

const headingLevel = z
  .number(msg('expected a heading level: a whole number from 2 to 6'))
  .int(msg('expected a heading level: a whole number from 2 to 6'))
  .min(2, msg('expected a heading level: a whole number from 2 to 6'))
  .max(6, msg('expected a heading level: a whole number from 2 to 6'));

const text = (what: string) =>
  z.string(msg(`expected ${what}`)).trim().min(1, { message: `expected ${what}, not an empty string` });

export const RFC_STATUSES = ['draft', 'accepted', 'implemented', 'superseded'] as const;

/** The status block every RFC page starts with (`src/content/docs/rfcs/`). */
const rfcBlock = z
  .object(
    {
      status: z.enum(RFC_STATUSES, msg(`expected an RFC status: one of ${RFC_STATUSES.join(', ')}`)),
      proposes: text('what the RFC proposes, in two sentences'),
      today: text("where it stands in today's Buck2"),
      see: z
        .string(msg('expected a site path such as "/docs/concepts/modifiers/"'))
        .regex(/^\/docs\/.*\/$/, msg('expected a site path such as "/docs/concepts/modifiers/"'))
        .optional(),
    },
    msg('expected an RFC status block: status, proposes, today and optionally see'),
  )
  .strict();

const frontmatterShape = {
    title: text('a title: a non-empty string'),
    description: text('a description: one sentence for search results and social cards').max(300, {
      message: 'expected a description of at most 300 characters',
    }),
    id: unsupported('a page\'s id is its file path under src/content/docs; rename the file instead'),
    sidebar_label: text('a sidebar label: a non-empty string').optional(),
    sidebar_position: z.number(msg('expected a sidebar position: a number')).optional(),
    sidebar_class_name: unsupported('sidebar items have no per-page styles on this site'),
    displayed_sidebar: z
      .union([z.string(), z.null()], msg('expected a sidebar id or null'))
      .optional(),
    // A slug is relative to /docs/: "concepts/foo" (or "/concepts/foo") is served at /docs/concepts/foo/.
    slug: z
      .string(msg('expected a slug: a path under /docs/ such as "concepts/foo" (served at /docs/concepts/foo/)'))
      .regex(/^[\w\-./]+$/, msg('expected a slug made of letters, digits, "_", "-", "." and "/"'))
      .refine((slug) => !/^\/?docs(\/|$)/.test(slug), {
        error: (issue) => {
          const rest = String(issue.input).replace(/^\/?docs\/?/, '').replace(/^\/+|\/+$/g, '');
          return `expected a slug relative to /docs/: ${shown(issue.input)} would serve the page at /docs/docs/${rest ? `${rest}/` : ''}; write ${JSON.stringify(rest || '/')} for /docs/${rest ? `${rest}/` : ''}`;
        },
      })
      .optional(),
    draft: z.boolean(msg('expected draft to be true or false')).default(false),
    unlisted: z.boolean(msg('expected unlisted to be true or false')).default(false),
    hide_title: z.boolean(msg('expected hide_title to be true or false')).default(false),
    hide_table_of_contents: z
      .boolean(msg('expected hide_table_of_contents to be true or false'))
      .default(false),
    toc_min_heading_level: headingLevel.default(2),
    toc_max_heading_level: headingLevel.default(3),
    pagination_label: text('a pagination label: a non-empty string').optional(),
    pagination_prev: z.union([z.string(), z.null()], msg('expected a doc id or null')).optional(),
    pagination_next: z.union([z.string(), z.null()], msg('expected a doc id or null')).optional(),
    keywords: z.array(z.string(), msg('expected keywords: a list of strings')).optional(),
    tags: unsupported('this site has no tag pages; put search terms in keywords'),
    image: z.string(msg('expected an image path: a string')).optional(),
    custom_edit_url: z.union([z.url(), z.null()], msg('expected an https:// URL or null')).optional(),
    rfc: rfcBlock.optional(),
};

const UNSUPPORTED_KEYS = new Set(['id', 'sidebar_class_name', 'tags']);

/** The keys a writer can use (the Docusaurus keys this site does not support are left out). */
export const FRONTMATTER_KEYS: readonly string[] = Object.keys(frontmatterShape).filter((k) => !UNSUPPORTED_KEYS.has(k));

// Any other key fails under its own name, so the error names it in the field slot.
const docFrontmatterObject = z.object(frontmatterShape).catchall(
  z.unknown().refine(() => false, { message: `unknown frontmatter key; expected only: ${FRONTMATTER_KEYS.join(', ')}` }),
);

export const docFrontmatterSchema = docFrontmatterObject.refine((d) => d.toc_min_heading_level <= d.toc_max_heading_level, {
    message: 'expected toc_min_heading_level to be at most toc_max_heading_level',
    path: ['toc_min_heading_level'],
  });

export type DocFrontmatter = z.infer<typeof docFrontmatterSchema>;
