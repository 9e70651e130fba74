import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser's localStorage, in memory. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe('the preferred docs version store', () => {
  let storage: Storage;
  beforeEach(() => {
    vi.resetModules();
    storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads a saved version that still exists, per docs plugin', async () => {
    storage.setItem('docs-preferred-version-default', '1.0');
    const { $preferredVersions, loadPreferredVersion } = await import('../../src/stores/version');
    loadPreferredVersion('default', ['current', '1.0']);
    expect($preferredVersions.get()).toEqual({ default: '1.0' });
    expect(storage.getItem('docs-preferred-version-default')).toBe('1.0');
  });

  it('discards a saved version that matches no version', async () => {
    storage.setItem('docs-preferred-version-default', '0.9-gone');
    const { $preferredVersions, loadPreferredVersion } = await import('../../src/stores/version');
    loadPreferredVersion('default', ['current', '1.0']);
    expect($preferredVersions.get()).toEqual({});
    expect(storage.getItem('docs-preferred-version-default')).toBeNull();
  });

  it('saves the version a reader picks', async () => {
    const { $preferredVersions, choosePreferredVersion } = await import('../../src/stores/version');
    choosePreferredVersion('community', '1.0');
    expect($preferredVersions.get()).toEqual({ community: '1.0' });
    expect(storage.getItem('docs-preferred-version-community')).toBe('1.0');
  });

  it('keeps the pick for the page where storage is blocked', async () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { $preferredVersions, choosePreferredVersion, loadPreferredVersion } = await import('../../src/stores/version');
    loadPreferredVersion('default', ['current', '1.0']);
    choosePreferredVersion('default', '1.0');
    expect($preferredVersions.get()).toEqual({ default: '1.0' });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
