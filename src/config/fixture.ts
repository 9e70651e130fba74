import type { SiteConfigInput } from './schema';

/**
 * Test-only settings, applied by `npm run build:fixture` (BUCK2_DOCS_FIXTURE=1)
 * to exercise features the public site has switched off: an announcement
 * bar and the navbar's hide-on-scroll.
 */
export function applyFixture(config: SiteConfigInput): SiteConfigInput {
  const env = typeof process === 'undefined' ? {} : process.env;
  if (env['BUCK2_DOCS_FIXTURE'] !== '1') return config;
  return {
    ...config,
    navbar: { ...config.navbar, hideOnScroll: true },
    announcementBar: {
      id: 'fixture-announcement',
      content: 'Buck2 has a new <a href="/docs/getting_started/">getting started guide</a>.<script>alert(1)</script><img src=x onerror=alert(1)>',
      backgroundColor: '#1c3d5a',
      textColor: '#ffffff',
      isCloseable: true,
    },
  };
}
