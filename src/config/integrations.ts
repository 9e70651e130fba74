import { z } from 'astro/zod';

/**
 * Analytics and internal-docs settings. With no measurement id there is no
 * analytics code on any page and no request to Google at all.
 */
const schema = z
  .object({
    /** Google Analytics 4 measurement id, e.g. G-ABC123. From GA_MEASUREMENT_ID. */
    gaMeasurementId: z
      .string()
      .regex(/^G-[A-Z0-9]+$/, { message: 'expected a GA4 measurement id such as G-ABC123' })
      .optional(),
    /**
     * The internal-docs build flag of the current site. It is false for the
     * public site: the internal redirect banner check and ping never run.
     */
    internalMode: z.literal(false),
  })
  .strict();

const env = typeof process === 'undefined' ? {} : process.env;
const parsed = schema.safeParse({ gaMeasurementId: env['GA_MEASUREMENT_ID'] || undefined, internalMode: false });
if (!parsed.success) {
  throw new Error(parsed.error.issues.map((i) => `GA_MEASUREMENT_ID: ${i.message}`).join('\n'));
}
export const integrationsConfig = parsed.data;
