import { z } from 'astro/zod';
import { prose } from './prose';

/**
 * Descriptions of `.buckconfig` keys and sections
 * (`src/content/reference/buckconfig.yaml`, keyed by `section.key` or
 * `section`) and of environment variables
 * (`src/content/reference/environment-variables.yaml`, keyed by name). The
 * keys, types, defaults and source lines are facts extracted from Buck2's
 * source (`src/data/`); what is written here is checked against the code
 * that reads each key.
 */
export const configProseSchema = z
  .object({
    description: prose('a description'),
    /** Accepted values, where the extraction cannot see them (the parser does not match on strings). */
    values: z.array(z.string().min(1), { message: 'expected a list of accepted values' }).optional(),
    /** The default in words, where the source computes it. */
    default: z.string({ message: 'expected the default in words' }).trim().min(1).optional(),
    /** The key only configures something Meta's own services use (the code that reads it does not show it). */
    metaOnly: z.literal(true, { message: 'expected `true`, or leave it out' }).optional(),
  })
  .strict();
