import { z } from 'astro/zod';
import { ContentError, failBuild, formatIssues } from '../lib/content-error';

/** Analytics settings. With no measurement id there is no analytics code on any page and no request to Google at all. */
const schema = z
  .object({
    /** Google Analytics 4 measurement id, e.g. G-ABC123. From GA_MEASUREMENT_ID. */
    gaMeasurementId: z
      .string()
      .regex(/^G-[A-Z0-9]+$/, { message: 'expected a GA4 measurement id such as G-ABC123' })
      .optional(),
  })
  .strict();

const env = typeof process === 'undefined' ? {} : process.env;
const parsed = schema.safeParse({ gaMeasurementId: env['GA_MEASUREMENT_ID'] || undefined });
if (!parsed.success) {
  throw failBuild(new ContentError(formatIssues('GA_MEASUREMENT_ID', parsed.error).replace('GA_MEASUREMENT_ID: gaMeasurementId: ', 'GA_MEASUREMENT_ID: '), { name: 'ConfigError' }));
}
export const analyticsConfig = parsed.data;
