import { afterEach, describe, expect, it, vi } from 'vitest';
import paint from '../../src/islands/client-paint';

describe('client:paint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads the island only in the task after the next frame', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const hydrate = vi.fn(async () => {});
    const load = vi.fn(async () => hydrate);

    paint(load, { name: 'paint', value: '' }, {} as HTMLElement);
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();

    frames.shift()!(0);
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledOnce();
    expect(hydrate).toHaveBeenCalledOnce();
  });
});
