import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageShown } from './after-page-shown';

/** The part of the router `afterPageShown` reads: its status and its `onResolved` event. */
function fakeRouter(status: 'idle' | 'pending') {
  const listeners = new Set<() => void>();
  const router = {
    state: { status },
    subscribe: (_event: 'onResolved', listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as Parameters<typeof afterPageShown>[0];
  return { router, resolve: () => [...listeners].forEach((l) => l()), listening: () => listeners.size };
}

describe('the realtime connection waits for the page being opened', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once the page has loaded and the browser is free, not while it loads', async () => {
    const task = vi.fn();
    const { router, resolve, listening } = fakeRouter('pending');
    afterPageShown(router, task);
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).not.toHaveBeenCalled();
    resolve();
    resolve();
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(listening()).toBe(0);
  });

  it('runs at once (next task) when no page is loading', async () => {
    const task = vi.fn();
    afterPageShown(fakeRouter('idle').router, task);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs never when cancelled first (signed out while the page loaded)', async () => {
    const task = vi.fn();
    const { router, resolve, listening } = fakeRouter('pending');
    afterPageShown(router, task)();
    expect(listening()).toBe(0);
    resolve();
    const idle = fakeRouter('idle');
    afterPageShown(idle.router, task)();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).not.toHaveBeenCalled();
  });
});
