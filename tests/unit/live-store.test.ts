import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keepLiveStore, liveEntries } from '../../src/content/live-store';
import { setCollections } from './fixtures/astro-content';
import { docEntry } from './fixtures/doc-entry';

/**
 * In `npm run dev`, pages read the docs from the content loader's own store
 * (src/content/live-store.ts), not from Astro's snapshot of it, which could
 * lag behind a save: a page fixed after a mistake stayed empty, and a new
 * page was not found (issue 41). Builds register no store and read
 * `getCollection`.
 */
vi.mock('../../src/lib/sidebar/sidebars', () => ({ sidebars: { main: ['index', 'concepts/daemon'], apiSidebar: ['api'], ruleSidebar: ['prelude/rules'] } }));
vi.mock('../../src/lib/rules/pages', () => ({ getRulesContext: async () => ({ groups: [], rules: [], common: new Map(), commonRows: [] }) }));

type Entry = ReturnType<typeof docEntry> & { digest: string };
/** A loader's store as the glob loader keeps it: entries by id, each with the digest of its file (with the pages the navbar links to). */
const loaderStore = () => {
  const entries = new Map<string, Entry>([
    ['api', { ...docEntry('api', { title: 'API' }), digest: 'api' }],
    ['prelude/rules', { ...docEntry('prelude/rules', { title: 'Rules' }), digest: 'rules' }],
  ]);
  return { entries, values: () => [...entries.values()], put: (id: string, title: string, digest: string, data: Record<string, unknown> = {}) => void entries.set(id, { ...docEntry(id, { title, ...data }), digest }) };
};
const stores = (globalThis as { __buck2LiveStores?: Map<string, unknown> }).__buck2LiveStores;

beforeEach(() => {
  vi.resetModules();
  stores?.clear();
  setCollections({ docs: ['index', 'concepts/daemon', 'api', 'prelude/rules'].map((id) => docEntry(id, { title: `Snapshot of ${id}` })) });
});

describe('the live store', () => {
  it('has nothing outside the dev server, so builds read getCollection', () => {
    expect(liveEntries('docs')).toBeUndefined();
  });

  it('gives what the loader holds now, shaped as getCollection gives it', () => {
    const store = loaderStore();
    store.put('index', 'Home', 'a');
    keepLiveStore('docs', store);
    expect(liveEntries('docs')).toContainEqual(expect.objectContaining({ id: 'index', collection: 'docs', data: expect.objectContaining({ title: 'Home' }) }));
    store.put('concepts/daemon', 'The daemon', 'b');
    expect(liveEntries<{ id: string }>('docs')?.map((e) => e.id)).toEqual(['api', 'prelude/rules', 'index', 'concepts/daemon']);
  });
});

/** The dev server's state: the docs loader holds the home page and the daemon page; the docs context reads it. */
async function devServerWithDocs() {
  const store = loaderStore();
  store.put('index', 'Home', 'a');
  store.put('concepts/daemon', 'The daemon', 'b');
  keepLiveStore('docs', store);
  const { getDocsContext } = await import('../../src/lib/docs/docs-context');
  return { store, getDocsContext };
}

describe('the docs context in the dev server', () => {
  it('reads the loader store, and is computed again when a doc changes or is added', async () => {
    const { store, getDocsContext } = await devServerWithDocs();
    expect((await getDocsContext()).infos.get('concepts/daemon')?.title).toBe('The daemon');
    // A writer fixes the page: the loader stores it with a new digest; the snapshot still has the old entry.
    store.put('concepts/daemon', 'The daemon, fixed', 'c');
    expect((await getDocsContext()).infos.get('concepts/daemon')?.title).toBe('The daemon, fixed');
    // A new page is found at once (one that stands alone, as the mocked sidebars do not list it).
    store.put('concepts/labels', 'Labels', 'd', { unlisted: true });
    expect((await getDocsContext()).byHref.has('/docs/concepts/labels/')).toBe(true);
  });

  it('is computed once while nothing changes', async () => {
    const { getDocsContext } = await devServerWithDocs();
    expect(await getDocsContext()).toBe(await getDocsContext());
  });
});
