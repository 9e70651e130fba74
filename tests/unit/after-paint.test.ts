import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '../../src/hydration/after-paint';

/** A page still loading, whose paint entries and load event the test delivers. */
function loadingPage() {
  const onLoad: (() => void)[] = [];
  let onPaint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  vi.stubGlobal('document', { readyState: 'loading' });
  vi.stubGlobal('addEventListener', (type: string, cb: () => void) => type === 'load' && onLoad.push(cb));
  vi.stubGlobal(
    'PerformanceObserver',
    Object.assign(
      class {
        constructor(cb: typeof onPaint) {
          onPaint = cb;
        }
        observe() {}
        disconnect() {}
      },
      { supportedEntryTypes: ['paint'] },
    ),
  );
  return {
    paintEntry: (name: string) => onPaint!({ getEntriesByName: (n) => (n === name ? [{}] : []) }),
    load: () => onLoad.forEach((cb) => cb()),
  };
}

describe('client:intent with onPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hydrates only after both the load event and the first contentful paint', async () => {
    vi.useFakeTimers();
    const page = loadingPage();
    const load = vi.fn();
    void afterFirstPaint().then(load);

    page.paintEntry('first-paint');
    page.load();
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();

    page.paintEntry('first-contentful-paint');
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledOnce();
  });

  it('waits for the load event when the paint comes first', async () => {
    vi.useFakeTimers();
    const page = loadingPage();
    const load = vi.fn();
    void afterFirstPaint().then(load);
    page.paintEntry('first-contentful-paint');
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
    page.load();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledOnce();
  });
});
