import { parseSiteConfig } from './validate';
import { siteConfigInput } from './site-input';

export { VERSIONS_ROOT } from './site-input';

/** The validated site configuration (./site-input.ts). Test sites swap in their own input (tests/e2e/fixtures/). */
export const siteConfig = parseSiteConfig(siteConfigInput);
