import { describe, expect, it } from 'vitest';
import { createPageViewTracker, type PageView } from '../../src/lib/browser/page-views';
import { isOtherOrigin, postToParent } from '../../src/lib/browser/embed';

const at = (path: string, search = '', hash = '') => ({ pathname: path, search, hash, href: `https://buck2.build${path}${search}${hash}` });

describe('page views', () => {
  it('sends one page_view per URL change, never twice in a row for the same URL', () => {
    const sent: PageView[] = [];
    const track = createPageViewTracker((v) => sent.push(v));
    expect(track(at('/docs/'), 'Docs')).toBe(true);
    expect(track(at('/docs/'), 'Docs')).toBe(false);
    track(at('/docs/', '', '#where-to-start'), 'Docs');
    track(at('/docs/', '?q=1', '#where-to-start'), 'Docs');
    track(at('/docs/concepts/daemon/'), 'Daemon');
    expect(sent.map((v) => v.page_path)).toEqual(['/docs/', '/docs/#where-to-start', '/docs/?q=1#where-to-start', '/docs/concepts/daemon/']);
    expect(sent[3]).toEqual({ page_path: '/docs/concepts/daemon/', page_title: 'Daemon', page_location: 'https://buck2.build/docs/concepts/daemon/' });
  });

  it('ignores a failing analytics call', () => {
    const track = createPageViewTracker(() => {
      throw new Error('blocked');
    });
    expect(() => track(at('/'), 'Home')).not.toThrow();
  });
});

describe('embedding', () => {
  it('tells links to other origins apart', () => {
    expect(isOtherOrigin('https://github.com/facebook/buck2', 'https://buck2.build')).toBe(true);
    expect(isOtherOrigin('/docs/', 'https://buck2.build')).toBe(false);
  });

  it('never throws when the parent refuses messages', () => {
    const win = { parent: { postMessage: () => { throw new Error('gone'); } } } as unknown as Window;
    expect(() => postToParent({ type: 'page-update', url: 'x', title: 'y' }, win)).not.toThrow();
  });
});
