import { z } from 'astro/zod';

/**
 * Schemas of the site configuration (`site.ts`). The configuration is data;
 * `validateSiteConfig` turns a bad value into a build error that names the
 * field and what was expected.
 */

const position = z.enum(['left', 'right']).default('right');

const activeMatch = {
  activeBasePath: z.string().optional(),
  activeBaseRegex: z.string().optional(),
};

const linkFields = {
  label: z.string().min(1),
  to: z.string().startsWith('/').optional(),
  href: z.url().optional(),
  ...activeMatch,
};

export const dropdownLinkSchema = z
  .object({ type: z.literal('default').default('default'), ...linkFields })
  .strict()
  .refine((i) => Boolean(i.to) !== Boolean(i.href), { message: 'expected exactly one of "to" or "href"' });

/** Every navbar item kind Docusaurus sites use: each is either rendered or rejected with a reason. */
export const NAVBAR_ITEM_TYPES = [
  'default',
  'dropdown',
  'localeDropdown',
  'search',
  'html',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
] as const;
export type NavbarItemType = (typeof NAVBAR_ITEM_TYPES)[number];

export const navbarItemSchemas = {
  default: z
    .object({ type: z.literal('default'), position, ...linkFields })
    .strict()
    .refine((i) => Boolean(i.to) !== Boolean(i.href), { message: 'expected exactly one of "to" or "href"' }),
  dropdown: z
    .object({
      type: z.literal('dropdown'),
      position,
      label: z.string().min(1),
      to: z.string().startsWith('/').optional(),
      items: z.array(dropdownLinkSchema).min(1),
      ...activeMatch,
    })
    .strict(),
  localeDropdown: z
    .object({
      type: z.literal('localeDropdown'),
      position,
      dropdownItemsBefore: z.array(dropdownLinkSchema).default([]),
      dropdownItemsAfter: z.array(dropdownLinkSchema).default([]),
    })
    .strict(),
  search: z.object({ type: z.literal('search'), position }).strict(),
  html: z.object({ type: z.literal('html'), position, value: z.string().min(1) }).strict(),
  doc: z
    .object({
      type: z.literal('doc'),
      position,
      docId: z.string().min(1),
      label: z.string().min(1).optional(),
      docsPluginId: z.string().default('default'),
      ...activeMatch,
    })
    .strict(),
  docSidebar: z
    .object({
      type: z.literal('docSidebar'),
      position,
      sidebarId: z.string().min(1),
      label: z.string().min(1),
      docsPluginId: z.string().default('default'),
      ...activeMatch,
    })
    .strict(),
  docsVersion: z
    .object({
      type: z.literal('docsVersion'),
      position,
      label: z.string().min(1).optional(),
      to: z.string().startsWith('/').optional(),
      docsPluginId: z.string().default('default'),
    })
    .strict(),
  docsVersionDropdown: z
    .object({
      type: z.literal('docsVersionDropdown'),
      position,
      docsPluginId: z.string().default('default'),
      dropdownItemsBefore: z.array(dropdownLinkSchema).default([]),
      dropdownItemsAfter: z.array(dropdownLinkSchema).default([]),
    })
    .strict(),
} satisfies Record<NavbarItemType, z.ZodType>;

export type NavbarItem = {
  [K in NavbarItemType]: z.output<(typeof navbarItemSchemas)[K]>;
}[NavbarItemType];
export type NavbarItemInput = { type?: string | undefined; [key: string]: unknown };

const footerLinkSchema = z
  .object({ label: z.string().min(1), to: z.string().startsWith('/').optional(), href: z.url().optional() })
  .strict()
  .refine((i) => Boolean(i.to) !== Boolean(i.href), { message: 'expected exactly one of "to" or "href"' });

export const footerSchema = z
  .object({
    style: z.enum(['dark', 'light']).default('dark'),
    /** Columns (each with a title) or a flat row of links. */
    links: z.union([
      z.array(z.object({ title: z.string().min(1), items: z.array(footerLinkSchema).min(1) }).strict()).min(1),
      z.array(footerLinkSchema).min(1),
    ]),
    logo: z
      .object({
        src: z.string().min(1),
        alt: z.string(),
        width: z.number().int().positive().optional(),
        height: z.number().int().positive().optional(),
        href: z.string().optional(),
      })
      .strict()
      .optional(),
    copyright: z.string().min(1),
  })
  .strict();

export const announcementBarSchema = z
  .object({
    id: z.string().min(1),
    content: z.string().min(1),
    backgroundColor: z.string().default('#fff'),
    textColor: z.string().default('#000'),
    isCloseable: z.boolean().default(true),
  })
  .strict();

export const i18nSchema = z
  .object({
    defaultLocale: z.string().min(2),
    locales: z.array(z.string().min(2)).min(1),
    localeConfigs: z.record(
      z.string(),
      z
        .object({
          label: z.string().min(1),
          direction: z.enum(['ltr', 'rtl']).default('ltr'),
          htmlLang: z.string().min(2),
        })
        .strict(),
    ),
  })
  .strict()
  .refine((c) => c.locales.includes(c.defaultLocale), {
    message: 'expected defaultLocale to be one of locales',
    path: ['defaultLocale'],
  })
  .refine((c) => c.locales.every((l) => l in c.localeConfigs), {
    message: 'expected a localeConfigs entry for every locale',
    path: ['localeConfigs'],
  });

export const docsVersionSchema = z
  .object({
    name: z.string().min(1),
    label: z.string().min(1),
    path: z.string().startsWith('/').endsWith('/'),
  })
  .strict();

/** A repository on GitHub (or GitHub Enterprise), as `https://host/owner/repo`: edit and issue links are built on it. */
export const repositoryAddress = z
  .string()
  .regex(/^https:\/\/[\w.-]+(:\d+)?\/[\w.-]+\/[\w.-]+$/, { message: 'expected a GitHub repository address such as "https://github.com/owner/repo" (no trailing slash)' });

export const siteConfigSchema = z
  .object({
    title: z.string().min(1),
    /** One line about the site (the summary of /llms.txt). */
    tagline: z.string().min(1),
    url: z.url(),
    baseUrl: z.literal('/'),
    trailingSlash: z.literal(true),
    favicon: z.string().startsWith('/'),
    noIndex: z.boolean().default(false),
    /** Buck2's repository: feedback opens an issue there when the site's own repository is unknown. */
    repositoryUrl: repositoryAddress,
    /**
     * Where this site's own source is published (its pages' Markdown files):
     * "Edit this page" opens a file there, and "Was this page helpful?" an
     * issue there. `directory` is the site's folder in that repository
     * ('' when the site is the repository), with a trailing slash. Absent
     * when unknown (./source-repository.ts): no edit links.
     */
    sourceRepository: z
      .object({
        url: repositoryAddress,
        branch: z.string().min(1, { message: 'expected the branch that holds the published source, such as "main"' }),
        directory: z.string().regex(/^([\w.-]+\/)*$/, { message: 'expected a folder path with a trailing slash, such as "website/", or "" for the repository root' }).default(''),
      })
      .strict()
      .optional(),
    i18n: i18nSchema,
    docs: z
      .object({
        lastVersion: z.string().min(1),
        versions: z.array(docsVersionSchema).min(1),
        /** "Edit this page" after each guide, to its file in sourceRepository (a page's custom_edit_url wins). */
        editLinks: z.boolean().default(true),
        /** "Last updated on" after each guide: the date of the last commit of its file (none outside git, or in a shallow clone that lacks it). */
        lastUpdated: z.boolean().default(true),
        /** "Was this page helpful?" after each docs page: two plain links that open a prefilled issue in sourceRepository (else in repositoryUrl). */
        feedback: z.boolean().default(true),
      })
      .strict()
      .refine((d) => d.versions.some((v) => v.name === d.lastVersion), {
        message: 'expected lastVersion to name one of the versions',
        path: ['lastVersion'],
      }),
    navbar: z
      .object({
        title: z.string().min(1),
        logo: z.object({ src: z.string().min(1), alt: z.string() }).strict(),
        hideOnScroll: z.boolean().default(false),
        items: z.array(z.object({ type: z.string().optional() }).loose()),
      })
      .strict(),
    footer: footerSchema,
    announcementBar: announcementBarSchema.optional(),
  })
  .strict();

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = Omit<z.output<typeof siteConfigSchema>, 'navbar'> & {
  navbar: Omit<z.output<typeof siteConfigSchema>['navbar'], 'items'> & { items: NavbarItem[] };
};
