import { afterEach, describe, expect, it, vi } from 'vitest';
import paint from '../../src/islands/client-paint';

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

describe('client:paint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads the island only after both the load event and the first contentful paint', async () => {
    vi.useFakeTimers();
    const page = loadingPage();
    const hydrate = vi.fn(async () => {});
    const load = vi.fn(async () => hydrate);
    paint(load, { name: 'paint', value: '' }, new EventTarget() as HTMLElement);

    page.paintEntry('first-paint');
    page.load();
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();

    page.paintEntry('first-contentful-paint');
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledOnce();
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it('waits for the load event when the paint comes first', async () => {
    vi.useFakeTimers();
    const page = loadingPage();
    const load = vi.fn(async () => async () => {});
    paint(load, { name: 'paint', value: '' }, new EventTarget() as HTMLElement);
    page.paintEntry('first-contentful-paint');
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
    page.load();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledOnce();
  });
});
