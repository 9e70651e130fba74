import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCollections } from './fixtures/astro-content';
import { docEntry as doc } from './fixtures/doc-entry';
import type { PageInput } from '../../src/lib/page-data/types';
import type { SidebarItemView } from '../../src/lib/sidebar/view';
import type { EmbeddedSections } from '../../src/lib/reference/sections';

// A small site: its own sidebars, no rules reference.
vi.mock('../../src/lib/sidebar/sidebars', () => ({
  sidebars: {
    main: [
      'index',
      { type: 'category', label: 'Concepts', collapsed: true, link: { type: 'doc', id: 'concepts' }, items: ['concepts/daemon', 'concepts/labels', 'concepts/secret'] },
      { type: 'category', label: 'Users', collapsed: true, items: ['users/build'] },
    ],
    apiSidebar: ['api'],
    ruleSidebar: ['prelude/rules'],
  },
}));
// The site's repository, as the build would find it in GitHub Actions or from the origin remote.
vi.mock('../../src/config/source-repository', () => ({ sourceRepositoryUrl: 'https://github.com/octo-org/buck2-site' }));
vi.mock('../../src/lib/rules/pages', () => ({ getRulesContext: async () => ({ groups: [], rules: [], common: new Map(), commonRows: [] }) }));

const DOCS = [
  doc('index', { title: 'Introduction' }),
  doc('concepts', { title: 'Concepts' }),
  doc('concepts/daemon', { title: 'The daemon', sidebar_label: 'Daemon' }),
  doc('concepts/labels', { title: 'Labels' }),
  doc('concepts/secret', { title: 'Secret', unlisted: true }),
  doc('users/build', { title: 'buck2 build', sidebar_label: 'build' }),
  doc('api', { title: 'API' }),
  doc('prelude/rules', { title: 'Rules' }),
  doc('lonely', { title: 'Lonely', displayed_sidebar: null }),
];

async function pageData(id: string, headings: { depth: number; slug: string; text: string }[] = [], embedded: EmbeddedSections[] = []) {
  const { getPageData } = await import('../../src/lib/page-data/page-data');
  const { docPageInput } = await import('../../src/lib/page-data/page-inputs');
  return getPageData(docPageInput(DOCS.find((d) => d.id === id)! as never, { headings, embedded }));
}

const find = (items: SidebarItemView[], label: string): SidebarItemView | undefined => {
  for (const item of items) {
    if (item.label === label) return item;
    const inner = item.type === 'category' ? find(item.items, label) : undefined;
    if (inner) return inner;
  }
  return undefined;
};

beforeEach(() => {
  vi.resetModules();
  setCollections({ docs: DOCS });
});

describe('page data', () => {
  it('marks the current page in the sidebar and opens only the categories on its path', async () => {
    const page = await pageData('concepts/daemon');
    const entries = page.doc!.sidebar!.entries;
    expect(page.doc!.sidebar!.label).toBe('Docs');
    expect(find(entries, 'Daemon')).toMatchObject({ isCurrent: true });
    expect(find(entries, 'Labels')).toMatchObject({ isCurrent: false });
    expect(find(entries, 'Concepts')).toMatchObject({ isCurrent: false, hasCurrent: true, isOpen: true });
    expect(find(entries, 'Users')).toMatchObject({ hasCurrent: false, isOpen: false, firstHref: '/docs/users/build/' });
    expect(find(entries, 'Concepts')).toMatchObject({ firstHref: '/docs/concepts/' });
    expect(page.doc!.sidebar!.hasClosed).toBe(true);
    // An unlisted page shows in the sidebar only on itself.
    expect(find(entries, 'Secret')).toBeUndefined();
    expect(find((await pageData('concepts/secret')).doc!.sidebar!.entries, 'Secret')).toMatchObject({ isCurrent: true });
  });

  it('gives breadcrumbs, pagination and the search section from the sidebar', async () => {
    const { doc: data } = await pageData('concepts/daemon');
    expect(data!.breadcrumbs).toEqual([{ label: 'Concepts', href: '/docs/concepts/' }, { label: 'Daemon' }]);
    expect(data!.pagination).toEqual({ prev: { label: 'Concepts', href: '/docs/concepts/' }, next: { label: 'Labels', href: '/docs/concepts/labels/' } });
    expect(data!.search).toMatchObject({ section: 'Concepts', label: 'Daemon', version: 'current', language: 'en' });
    expect((await pageData('concepts/labels')).doc!.search.label).toBeUndefined();
  });

  it('marks the navbar item of the page\'s sidebar or path active', async () => {
    const active = (page: Awaited<ReturnType<typeof pageData>>) =>
      [...page.navbar.left, ...page.navbar.right].flatMap((v) => (v.kind === 'link' && v.active ? [v.label] : []));
    expect(active(await pageData('concepts/daemon'))).toEqual(['Docs']);
    expect(active(await pageData('api'))).toEqual(['API']);
  });

  it('keeps the TOC to the configured heading levels', async () => {
    const headings = [
      { depth: 2, slug: 'a', text: 'A' },
      { depth: 3, slug: 'b', text: 'B' },
      { depth: 4, slug: 'c', text: 'C' },
    ];
    expect((await pageData('concepts/daemon', headings)).doc!.toc.map((h) => h.slug)).toEqual(['a', 'b']);
  });

  it('joins the sections of an embedded reference component after the heading it follows, within the heading levels', async () => {
    const headings = [
      { depth: 2, slug: 'intro', text: 'Intro' },
      { depth: 2, slug: 'all', text: 'All' },
    ];
    const section = (id: string, level: 2 | 3 | 4) => ({ id, heading: id.toUpperCase(), level });
    const embedded = [{ after: 'intro', sections: [{ ...section('x', 2), subsections: [section('x.k', 3), section('x.deep', 4)] }] }];
    expect((await pageData('concepts/daemon', headings, embedded)).doc!.toc.map((h) => [h.depth, h.slug])).toEqual([
      [2, 'intro'],
      [2, 'x'],
      [3, 'x.k'],
      [2, 'all'],
    ]);
  });

  it('fails when a heading of the page and a section of an embedded component share an id', async () => {
    const embedded = [{ after: null, sections: [{ id: 'all', heading: '[all]', level: 2 as const, listed: false as const }] }];
    await expect(pageData('concepts/daemon', [{ depth: 2, slug: 'all', text: 'All' }], embedded)).rejects.toThrow('the heading id "all" is used twice on the page');
  });

  it('fails when an embedded component follows a heading the page does not have', async () => {
    const embedded = [{ after: 'gone', sections: [{ id: 'x', heading: 'X', level: 2 as const }] }];
    await expect(pageData('concepts/daemon', [{ depth: 2, slug: 'all', text: 'All' }], embedded)).rejects.toThrow('follows the heading "gone"');
  });

  it('shows no sidebar for displayed_sidebar: null, and names the page for an unknown sidebar', async () => {
    const page = await pageData('lonely');
    expect(page.doc!.sidebar).toBeUndefined();
    expect(page.doc!.breadcrumbs).toEqual([{ label: 'Lonely' }]);
    const { getPageData } = await import('../../src/lib/page-data/page-data');
    const input: PageInput = { path: '/docs/lonely/', title: 'Lonely', description: 'x', doc: { source: 'src/content/docs/lonely.md', headings: [], displayedSidebar: 'nope' } };
    await expect(getPageData(input)).rejects.toThrow('src/content/docs/lonely.md: displayed_sidebar: expected one of main, apiSidebar, ruleSidebar, got "nope"');
  });

  it('ends a guide with an edit link to its file in the site repository, and feedback links with the page filled in', async () => {
    const page = await pageData('concepts/daemon');
    expect(page.doc!.editUrl).toBe('https://github.com/octo-org/buck2-site/edit/main/src/content/docs/concepts/daemon.md');
    const no = new URL(page.doc!.feedback!.no);
    expect(`${no.origin}${no.pathname}`).toBe('https://github.com/octo-org/buck2-site/issues/new');
    expect(no.searchParams.get('title')).toBe('Docs feedback: The daemon');
    expect(no.searchParams.get('body')).toContain('Page: https://buck2.build/docs/concepts/daemon/\nTitle: The daemon\nDocs version: Next\nHelpful: no\n');
    expect(new URL(page.doc!.feedback!.yes).searchParams.get('body')).toContain('Helpful: yes');
  });

  it("has no edit link, and sends feedback to Buck2's tracker, when the site's repository is unknown", async () => {
    vi.doMock('../../src/config/source-repository', () => ({ sourceRepositoryUrl: undefined }));
    try {
      const page = await pageData('concepts/daemon');
      expect(page.doc!.editUrl).toBeUndefined();
      const yes = new URL(page.doc!.feedback!.yes);
      expect(`${yes.origin}${yes.pathname}`).toBe('https://github.com/facebook/buck2/issues/new');
      expect(yes.searchParams.get('body')).toContain('Page: https://buck2.build/docs/concepts/daemon/\nTitle: The daemon\nDocs version: Next\n');
    } finally {
      vi.doMock('../../src/config/source-repository', () => ({ sourceRepositoryUrl: 'https://github.com/octo-org/buck2-site' }));
    }
  });

  it('lets a page name its own edit link, or have none', async () => {
    const { getPageData } = await import('../../src/lib/page-data/page-data');
    const input = (editUrl: string | null): PageInput => ({ path: '/docs/lonely/', title: 'Lonely', description: 'x', doc: { source: 'src/content/docs/lonely.md', guideFile: 'src/content/docs/lonely.md', headings: [], editUrl } });
    expect((await getPageData(input('https://example.com/edit'))).doc!.editUrl).toBe('https://example.com/edit');
    expect((await getPageData(input(null))).doc!.editUrl).toBeUndefined();
  });

  it('dates a guide by its last commit, as a reader reads a date, and leaves a file with no commit undated', async () => {
    const { getPageData, readableDate } = await import('../../src/lib/page-data/page-data');
    expect(readableDate('2026-03-05')).toBe('5 March 2026');
    const dated: PageInput = { path: '/docs/lonely/', title: 'Lonely', description: 'x', doc: { source: 'x.md', headings: [], lastUpdated: '2026-11-24' } };
    expect((await getPageData(dated)).doc!.lastUpdated).toEqual({ date: '2026-11-24', text: '24 November 2026' });
    expect((await pageData('lonely')).doc!.lastUpdated).toBeUndefined();
  });

  it('gives pages outside the docs a navbar and no doc data', async () => {
    const { getPageData } = await import('../../src/lib/page-data/page-data');
    const page = await getPageData({ path: '/search/', title: 'Search the documentation', description: 'Search.' });
    expect(page.doc).toBeUndefined();
    expect(page.head).toMatchObject({ title: 'Search the documentation | Buck2', canonical: 'https://buck2.build/search/', noindex: false });
    expect(page.navbar.right.some((v) => v.kind === 'search')).toBe(true);
  });
});

describe('the docs collection', () => {
  it('lists the pages no sidebar lists, unless they say they stand alone (unlisted, displayed_sidebar: null)', async () => {
    setCollections({ docs: [...DOCS, doc('concepts/orphan', { title: 'Orphan' }), doc('concepts/aside', { title: 'Aside', unlisted: true })] });
    const { getDocsContext } = await import('../../src/lib/docs/docs-context');
    const { pagesInNoSidebar } = await import('../../src/lib/docs/pages-in-no-sidebar');
    const { docs, sidebars } = await getDocsContext();
    expect(pagesInNoSidebar(docs, sidebars)).toEqual(['src/content/docs/concepts/orphan.md (/docs/concepts/orphan/)']);
  });

  it('leaves drafts out of the built pages', async () => {
    vi.stubEnv('DEV', false);
    setCollections({ docs: [...DOCS, doc('concepts/draft', { title: 'Draft', draft: true })] });
    const { getDocsContext } = await import('../../src/lib/docs/docs-context');
    const { docs, byHref } = await getDocsContext();
    expect(docs.map((d) => d.id)).not.toContain('concepts/draft');
    expect(byHref.get('/docs/concepts/labels/')?.data.title).toBe('Labels');
    vi.unstubAllEnvs();
  });
});
