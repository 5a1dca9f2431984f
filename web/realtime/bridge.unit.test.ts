import { EventEmitter } from 'node:events';
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bridgeRealtime, onRealtimePush, type ChangesPush, type RealtimeSocket } from './bridge';
import { BURST_MS, withoutCovered } from './invalidation-queue';

function fakeSocket() {
  const events = new EventEmitter();
  const manager = new EventEmitter();
  const socket = {
    on: (e: string, l: (...a: unknown[]) => void) => events.on(e, l),
    off: (e: string, l: (...a: unknown[]) => void) => events.off(e, l),
    io: { on: (e: string, l: () => void) => manager.on(e, l), off: (e: string, l: () => void) => manager.off(e, l) },
  } as unknown as RealtimeSocket;
  return { socket, events, manager };
}

// The bridge asks the features' declarations which keys a push makes stale (refresh.ts, tested
// there); here each fake push simply carries the keys its declarations would answer.
const declared = new WeakMap<ChangesPush, unknown[][]>();
const push = (keys: unknown[][], position = 1): ChangesPush => {
  const p: ChangesPush = { type: 'MeetingPlanned', position, ids: {} };
  declared.set(p, keys);
  return p;
};
const staleKeysOf = (p: ChangesPush) => declared.get(p) ?? [];

/** A query whose every fetch waits until the test settles it; counts the fetches. */
function controlledQuery(queryClient: QueryClient, queryKey: QueryKey) {
  const pending: (() => void)[] = [];
  let fetches = 0;
  const observer = new QueryObserver(queryClient, {
    queryKey,
    staleTime: Infinity,
    queryFn: () =>
      new Promise<number>((resolve) => {
        const n = ++fetches;
        pending.push(() => resolve(n));
      }),
  });
  return {
    /** Mounts it: a screen shows it (an active query). */
    show: () => observer.subscribe(() => {}),
    fetches: () => fetches,
    /** Answers the oldest fetch still running. */
    answer: async () => {
      pending.shift()?.();
      await vi.advanceTimersByTimeAsync(1);
    },
  };
}

describe('realtime bridge', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
  });

  it('gathers a burst of 50 pushes and invalidates each distinct key once, after the window', async () => {
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const { socket, events } = fakeSocket();
    bridgeRealtime(socket, queryClient, staleKeysOf);
    for (let i = 0; i < 50; i++) {
      events.emit(
        'changes',
        push(
          [
            ['meetings', 'admin'],
            ['clients', `c${i % 5}`],
            ['dashboard', 'admin'],
          ],
          i,
        ),
      );
    }
    await vi.advanceTimersByTimeAsync(BURST_MS - 1);
    expect(spy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const keys = spy.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toHaveLength(7);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['meetings', 'admin'],
        ['dashboard', 'admin'],
        ['clients', 'c0'],
        ['clients', 'c1'],
        ['clients', 'c2'],
        ['clients', 'c3'],
        ['clients', 'c4'],
      ]),
    );
    expect(
      spy.mock.calls.every(([filters, options]) => filters?.refetchType === 'active' && !options?.cancelRefetch),
    ).toBe(true);
  });

  it('drops a key that a shorter key of the same burst covers', async () => {
    expect(
      withoutCovered([
        ['clients', 'list', { q: '', filter: 'all' }],
        ['meetings', 'admin'],
        ['clients', 'list'],
        ['meetings'],
        ['meetings', 'admin'],
        ['milestones', 'user', 'u1'],
      ]),
    ).toEqual([['meetings'], ['clients', 'list'], ['milestones', 'user', 'u1']]);

    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const { socket, events } = fakeSocket();
    bridgeRealtime(socket, queryClient, staleKeysOf);
    events.emit(
      'changes',
      push([
        ['meetings', 'coordination', 'c1'],
        ['dashboard', 'partner'],
      ]),
    );
    events.emit('changes', push([['meetings'], ['dashboard', 'partner']]));
    await vi.advanceTimersByTimeAsync(BURST_MS);
    expect(spy.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['meetings'], ['dashboard', 'partner']]);
  });

  it('refetches only queries on screen; the others are marked stale', async () => {
    const onScreen = controlledQuery(queryClient, ['meetings', 'admin']);
    const offScreen = controlledQuery(queryClient, ['meetings', 'mine']);
    onScreen.show();
    const unmount = offScreen.show();
    await onScreen.answer();
    await offScreen.answer();
    unmount();
    const { socket, events } = fakeSocket();
    bridgeRealtime(socket, queryClient, staleKeysOf);
    events.emit('changes', push([['meetings']]));
    await vi.advanceTimersByTimeAsync(BURST_MS);
    expect(onScreen.fetches()).toBe(2);
    expect(offScreen.fetches()).toBe(1);
    expect(queryClient.getQueryState(['meetings', 'mine'])?.isInvalidated).toBe(true);
  });

  it('lets a refetch in flight finish and follows it with one trailing refetch, however many pushes came', async () => {
    const list = controlledQuery(queryClient, ['meetings', 'admin']);
    list.show();
    await list.answer(); // the screen's first load
    const { socket, events } = fakeSocket();
    bridgeRealtime(socket, queryClient, staleKeysOf);
    events.emit('changes', push([['meetings', 'admin']]));
    await vi.advanceTimersByTimeAsync(BURST_MS);
    expect(list.fetches()).toBe(2); // the push's refetch, still running
    for (let burst = 0; burst < 3; burst++) {
      events.emit('changes', push([['meetings', 'admin']]));
      events.emit('changes', push([['meetings']]));
      await vi.advanceTimersByTimeAsync(BURST_MS);
    }
    expect(list.fetches()).toBe(2); // not cancelled, not restarted
    await list.answer();
    expect(list.fetches()).toBe(3); // the one trailing refetch
    await list.answer();
    await vi.advanceTimersByTimeAsync(BURST_MS * 5);
    expect(list.fetches()).toBe(3);
    expect(queryClient.getQueryData(['meetings', 'admin'])).toBe(3);
  });

  it('joins a fetch that was already running when the push came, then refetches once more', async () => {
    const list = controlledQuery(queryClient, ['meetings', 'admin']);
    list.show(); // its first load runs: it may have read the data before the change
    const { socket, events } = fakeSocket();
    bridgeRealtime(socket, queryClient, staleKeysOf);
    events.emit('changes', push([['meetings', 'admin']]));
    await vi.advanceTimersByTimeAsync(BURST_MS);
    expect(list.fetches()).toBe(1);
    await list.answer();
    expect(list.fetches()).toBe(2);
    await list.answer();
    expect(queryClient.getQueryData(['meetings', 'admin'])).toBe(2);
  });

  it('on reconnect marks everything stale and refetches only what is on screen', async () => {
    const onScreen = controlledQuery(queryClient, ['dashboard', 'admin']);
    const offScreen = controlledQuery(queryClient, ['client-archive']);
    onScreen.show();
    const unmount = offScreen.show();
    await onScreen.answer();
    await offScreen.answer();
    unmount();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const { socket, manager } = fakeSocket();
    bridgeRealtime(socket, queryClient, staleKeysOf);
    manager.emit('reconnect');
    expect(spy).toHaveBeenCalledWith({ refetchType: 'active' });
    await vi.advanceTimersByTimeAsync(1);
    expect(onScreen.fetches()).toBe(2);
    expect(offScreen.fetches()).toBe(1);
    expect(queryClient.getQueryState(['client-archive'])?.isInvalidated).toBe(true);
  });

  it('tells push listeners once per burst, with its pushes', async () => {
    const heard: number[][] = [];
    const stop = onRealtimePush((pushes) => heard.push(pushes.map((p) => p.position)));
    const { socket, events } = fakeSocket();
    bridgeRealtime(socket, queryClient, staleKeysOf);
    events.emit('changes', push([['meetings']], 1));
    events.emit('changes', push([], 2));
    await vi.advanceTimersByTimeAsync(BURST_MS);
    stop();
    events.emit('changes', push([['meetings']], 3));
    await vi.advanceTimersByTimeAsync(BURST_MS);
    expect(heard).toEqual([[1, 2]]);
  });

  it('ignores malformed pushes and stops listening when unwired', async () => {
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const { socket, events, manager } = fakeSocket();
    const unwire = bridgeRealtime(socket, queryClient, staleKeysOf);
    events.emit('changes', { nope: true });
    events.emit('changes', push([['meetings']]));
    unwire();
    events.emit('changes', push([['x']]));
    manager.emit('reconnect');
    await vi.advanceTimersByTimeAsync(BURST_MS * 2);
    expect(spy).not.toHaveBeenCalled();
  });
});
