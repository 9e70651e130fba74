import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfigInput } from './schema';
import { ContentError, failBuild } from '../lib/content-error';
import { sourceRepositoryUrl } from './source-repository';

/** Where `npm run docs:version` keeps snapshots (the fixture build points elsewhere). */
export const VERSIONS_ROOT = (typeof process !== 'undefined' && process.env['BUCK2_DOCS_VERSIONS_ROOT']) || '.';

/** Released docs versions, newest first (versions.json, written by `npm run docs:version`). */
function releasedVersions(): string[] {
  const file = join(VERSIONS_ROOT, 'versions.json');
  if (!existsSync(file)) return [];
  const names: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(names) || !names.every((n) => typeof n === 'string')) {
    throw failBuild(new ContentError({ file, expected: 'a JSON list of version names, newest first', value: names }, { name: 'ConfigError' }));
  }
  return names;
}
const released = releasedVersions();

/**
 * The site configuration: one place for what Docusaurus kept in
 * docusaurus.config.js. Validated when the build starts (./site.ts).
 */
export const siteConfigInput: SiteConfigInput = {
  title: 'Buck2',
  tagline: 'A fast, scalable build system with remote execution built in and every rule written in Starlark.',
  url: 'https://buck2.build',
  baseUrl: '/',
  trailingSlash: true,
  favicon: '/img/favicon.svg',
  repositoryUrl: 'https://github.com/facebook/buck2',
  // The repository this site is built from, where "Edit this page" and "Was this page helpful?"
  // lead: found when the build starts (./source-repository.ts). Unknown: no edit links, and
  // feedback goes to repositoryUrl's issues.
  ...(sourceRepositoryUrl ? { sourceRepository: { url: sourceRepositoryUrl, branch: 'main' } } : {}),
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en' },
    },
  },
  docs: {
    lastVersion: 'current',
    versions: [
      { name: 'current', label: 'Next', path: '/docs/' },
      ...released.map((name) => ({ name, label: name, path: `/docs/${name}/` })),
    ],
    editLinks: true,
    lastUpdated: true,
    feedback: true,
  },
  navbar: {
    title: 'Buck2',
    logo: { src: '/img/logo.svg', alt: 'Buck2 logo' },
    hideOnScroll: false,
    items: [
      { type: 'docSidebar', sidebarId: 'main', label: 'Docs', position: 'left' },
      { type: 'doc', docId: 'api', label: 'API', position: 'left', activeBasePath: '/docs/api/' },
      { type: 'doc', docId: 'prelude/rules', label: 'Rules', position: 'left', activeBasePath: '/docs/prelude/' },
      // The version dropdown appears once a version has been released.
      ...(released.length ? [{ type: 'docsVersionDropdown', position: 'right' } as const] : []),
      { type: 'localeDropdown', position: 'right' },
      { type: 'search', position: 'right' },
      { type: 'default', label: 'GitHub', href: 'https://github.com/facebook/buck2', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      { title: 'Docs', items: [{ label: 'User guide', to: '/docs/' }] },
      { title: 'Community', items: [{ label: 'GitHub issues', href: 'https://github.com/facebook/buck2/issues' }] },
      {
        title: 'More',
        items: [
          { label: 'Code', href: 'https://github.com/facebook/buck2' },
          { label: 'Terms of Use', href: 'https://opensource.fb.com/legal/terms' },
          { label: 'Privacy Policy', href: 'https://opensource.fb.com/legal/privacy' },
        ],
      },
    ],
    copyright: 'Copyright © 2025 Meta Platforms, Inc.',
  },
};
