import { z } from 'astro/zod';
import exitCodes from '../data/exit-codes.json';
import { prose } from './prose';

/**
 * Schema of the troubleshooting entries (`src/data/troubleshooting.yaml`),
 * one per error message Buck2 prints. Messages, source paths, tags and exit
 * codes are facts of Buck2's source, checked by
 * tests/unit/troubleshooting.test.ts; causes and fixes are written here.
 */

/** The sections of /docs/users/troubleshooting/, in page order. */
export const TROUBLESHOOTING_TOPICS = [
  'setup',
  'targets',
  'visibility',
  'compatibility',
  'toolchains',
  'configuration',
  'build-files',
  'actions',
  'remote',
  'daemon',
  'file-watcher',
  'memory',
  'bxl',
] as const;

export type TroubleshootingTopic = (typeof TROUBLESHOOTING_TOPICS)[number];

const EXIT_CODES = new Set(exitCodes.codes.map((c) => c.code));

/** A file of facebook/buck2, as a path from the repository root. */
const sourcePath = z
  .string({ message: 'expected a path in facebook/buck2, such as app/buck2_core/src/cells.rs' })
  .regex(/^(app|prelude|starlark-rust|remote_execution|dice|shed)\/[A-Za-z0-9_./-]+\.(rs|bzl|bxl)$/, {
    message: 'expected a path in facebook/buck2 to a .rs, .bzl or .bxl file, such as app/buck2_core/src/cells.rs',
  });

/** Text Buck2 prints, with the file it comes from. */
const sourcedText = z
  .object({
    text: z.string({ message: 'expected the text as Buck2 prints it' }).min(1, { message: 'expected the text as Buck2 prints it' }),
    source: sourcePath,
  })
  .strict();

const link = z
  .object({
    label: z.string({ message: 'expected a link label' }).trim().min(1, { message: 'expected a link label' }),
    href: z.string().regex(/^\/docs\/[A-Za-z0-9_./-]*\/(#[a-z0-9_-]+)?$/, {
      message: 'expected a root-relative docs link with a trailing slash, such as /docs/concepts/daemon/ or /docs/concepts/daemon/#file-watching',
    }),
  })
  .strict();

export const troubleshootingEntrySchema = z
  .object({
    /** Set by the collection's loader: the entry's position in the file, the page's order. */
    order: z.number().int().nonnegative().optional(),
    /** The entry's anchor on the page: stable, lowercase words joined by "-". */
    id: z.string({ message: 'expected an id' }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'expected an id of lowercase words joined by "-" (it is the anchor)' }),
    topic: z.enum(TROUBLESHOOTING_TOPICS, { message: `expected a topic, one of ${TROUBLESHOOTING_TOPICS.join(', ')}` }),
    /** The heading: the words of the message a reader recognises. */
    title: z.string({ message: 'expected a title' }).trim().min(1, { message: 'expected a title' }),
    /** Errors fail the command; warnings are printed and the command goes on. */
    kind: z.enum(['error', 'warning'], { message: 'expected kind to be error or warning' }).default('error'),
    /** The message exactly as Buck2 prints it, `<placeholders>` for what varies. */
    message: z.string({ message: 'expected the message as Buck2 prints it' }).min(1, { message: 'expected the message as Buck2 prints it' }),
    source: sourcePath,
    /** Lines printed above the message, outermost first. */
    context: z.array(sourcedText).default([]),
    /** Text printed right before the message (`fail:`). */
    prefix: sourcedText.optional(),
    tag: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]*$/, { message: 'expected an error tag as the build report names it, such as MISSING_TARGET' })
      .optional(),
    /** Where the tag is attached, when not in `source`. */
    tagSource: sourcePath.optional(),
    exitCode: z
      .number()
      .int()
      .refine((n) => EXIT_CODES.has(n), { message: `expected one of the exit codes in src/data/exit-codes.json (${[...EXIT_CODES].join(', ')})` })
      .optional(),
    /** Where the exit code is chosen, when it is not the tag's. */
    exitCodeSource: sourcePath.optional(),
    cause: prose('what causes the error'),
    fix: prose('how to fix it'),
    see: z.array(link, { message: 'expected a list of links to guides' }).min(1, { message: 'expected at least one link to a guide' }),
    /** The error as printed, with example names (rendered as a code block). */
    example: z.string().min(1).optional(),
    /** Public reports of the error. */
    reports: z
      .array(z.string().regex(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(issues|pull)\/\d+$/, { message: 'expected a GitHub issue or pull request URL' }))
      .default([]),
  })
  .strict()
  .refine((e) => !e.tagSource || e.tag, { message: 'tagSource is set but tag is not', path: ['tagSource'] })
  .refine((e) => !e.exitCodeSource || e.exitCode !== undefined, { message: 'exitCodeSource is set but exitCode is not', path: ['exitCodeSource'] });

export type TroubleshootingEntry = z.infer<typeof troubleshootingEntrySchema>;
