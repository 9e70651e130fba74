import { z } from 'astro/zod';

/**
 * Frontmatter of a doc page (Markdown or MDX under `src/content/docs/`).
 *
 * Keys follow Docusaurus, so writers moving pages over keep their habits.
 * The object is strict: a misspelt key (`sidebar_lable`) fails the build
 * instead of being silently ignored.
 */
const headingLevel = z
  .number({ message: 'expected a heading level: a whole number from 2 to 6' })
  .int({ message: 'expected a heading level: a whole number from 2 to 6' })
  .min(2, { message: 'expected a heading level: a whole number from 2 to 6' })
  .max(6, { message: 'expected a heading level: a whole number from 2 to 6' });

const text = (what: string) =>
  z.string({ message: `expected ${what}` }).trim().min(1, { message: `expected ${what}, not an empty string` });

export const RFC_STATUSES = ['draft', 'accepted', 'implemented', 'superseded'] as const;

/** The status block every RFC page starts with (`src/content/docs/rfcs/`). */
const rfcBlock = z
  .object(
    {
      status: z.enum(RFC_STATUSES, { message: `expected an RFC status: one of ${RFC_STATUSES.join(', ')}` }),
      proposes: text('what the RFC proposes, in two sentences'),
      today: text("where it stands in today's Buck2"),
      see: z
        .string({ message: 'expected a site path such as "/docs/concepts/modifiers/"' })
        .regex(/^\/docs\/.*\/$/, { message: 'expected a site path such as "/docs/concepts/modifiers/"' })
        .optional(),
    },
    { message: 'expected an RFC status block: status, proposes, today and optionally see' },
  )
  .strict();

const frontmatterShape = {
    title: text('a title: a non-empty string'),
    description: text('a description: one sentence for search results and social cards').max(300, {
      message: 'expected a description of at most 300 characters',
    }),
    id: text('an id: a non-empty string').optional(),
    sidebar_label: text('a sidebar label: a non-empty string').optional(),
    sidebar_position: z.number({ message: 'expected a sidebar position: a number' }).optional(),
    sidebar_class_name: z.string({ message: 'expected a CSS class name: a string' }).optional(),
    displayed_sidebar: z
      .union([z.string(), z.null()], { message: 'expected a sidebar id or null' })
      .optional(),
    slug: z
      .string({ message: 'expected a slug: a path such as "/docs/foo/" or "foo"' })
      .regex(/^[\w\-./]+$/, { message: 'expected a slug made of letters, digits, "_", "-", "." and "/"' })
      .optional(),
    draft: z.boolean({ message: 'expected draft to be true or false' }).default(false),
    unlisted: z.boolean({ message: 'expected unlisted to be true or false' }).default(false),
    hide_title: z.boolean({ message: 'expected hide_title to be true or false' }).default(false),
    hide_table_of_contents: z
      .boolean({ message: 'expected hide_table_of_contents to be true or false' })
      .default(false),
    toc_min_heading_level: headingLevel.default(2),
    toc_max_heading_level: headingLevel.default(3),
    pagination_label: text('a pagination label: a non-empty string').optional(),
    pagination_prev: z.union([z.string(), z.null()], { message: 'expected a doc id or null' }).optional(),
    pagination_next: z.union([z.string(), z.null()], { message: 'expected a doc id or null' }).optional(),
    keywords: z.array(z.string(), { message: 'expected keywords: a list of strings' }).optional(),
    tags: z.array(z.string(), { message: 'expected tags: a list of strings' }).optional(),
    image: z.string({ message: 'expected an image path: a string' }).optional(),
    custom_edit_url: z.union([z.url(), z.null()], { message: 'expected an https:// URL or null' }).optional(),
    rfc: rfcBlock.optional(),
};

export const FRONTMATTER_KEYS: readonly string[] = Object.keys(frontmatterShape);

const docFrontmatterObject = z
  .object(frontmatterShape, {
    error: (issue): string | undefined =>
      issue.code === 'unrecognized_keys'
        ? `unknown frontmatter key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}; expected only: ${FRONTMATTER_KEYS.join(', ')}`
        : undefined,
  })
  .strict();

export const docFrontmatterSchema = docFrontmatterObject.refine((d) => d.toc_min_heading_level <= d.toc_max_heading_level, {
    message: 'expected toc_min_heading_level to be at most toc_max_heading_level',
    path: ['toc_min_heading_level'],
  });

export type DocFrontmatter = z.infer<typeof docFrontmatterSchema>;

/** One line per problem: `file: field: what was expected`. */
export function formatFrontmatterIssues(file: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => `${file}: ${issue.path.length ? issue.path.join('.') : '(frontmatter)'}: ${issue.message}`)
    .join('\n');
}

