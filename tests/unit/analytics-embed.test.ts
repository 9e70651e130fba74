import { describe, expect, it, vi } from 'vitest';
import { createPageViewTracker, type PageView } from '../../src/lib/browser/page-views';
import { isOtherOrigin, postToParent } from '../../src/lib/browser/embed';
import { bannerText, checkInternalRedirect, pingInternalHost } from '../../src/lib/internal-docs';
import { integrationsConfig } from '../../src/config/integrations';

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

describe('internal docs mode', () => {
  it('is off for the public site', () => {
    expect(integrationsConfig.internalMode).toBe(false);
  });

  it('does not call the check when the flag is off or disableRedirect is set', async () => {
    const fetch = vi.fn();
    expect(await checkInternalRedirect({ internalMode: false, search: '', checkUrl: '/check', fetch })).toBeNull();
    expect(await checkInternalRedirect({ internalMode: true, search: '?disableRedirect', checkUrl: '/check', fetch })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads the banner answer with a credentialed GET and ignores failures', async () => {
    const answer = { showBanner: true, redirectTo: 'https://internal/x', template: 'See {link}.', autoRedirectEnabled: false };
    const fetch = vi.fn(async () => new Response(JSON.stringify(answer)));
    expect(await checkInternalRedirect({ internalMode: true, search: '', checkUrl: '/check', fetch })).toEqual(answer);
    expect(fetch).toHaveBeenCalledWith('/check', { credentials: 'include' });
    const failing = vi.fn(async () => Promise.reject(new Error('offline')));
    expect(await checkInternalRedirect({ internalMode: true, search: '', checkUrl: '/check', fetch: failing })).toBeNull();
    expect(bannerText(answer.template, '<a href="x">the internal page</a>')).toBe('See <a href="x">the internal page</a>.');
  });

  it('gives up the ping after its time-out', async () => {
    const hanging = vi.fn((_url: unknown, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))));
    expect(await pingInternalHost('https://internal/ping', hanging as unknown as typeof fetch, 20)).toBe(false);
  });
});
