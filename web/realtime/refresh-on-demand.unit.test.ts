import { EventEmitter } from 'node:events';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangesPush } from '../../lib/realtime-push';
import { bridgeRealtime, type RealtimeSocket } from './bridge';
import { BURST_MS } from './invalidation-queue';
import { defineRefresh, type FeatureRefresh } from './refresh';
import { staleKeysOnDemand } from './refresh-on-demand';

const meetings = defineRefresh('meetings', [{ family: ['meetings'], on: ['MeetingPlanned'] }]);
const planned: ChangesPush = { type: 'MeetingPlanned', position: 1, ids: {} };

/** A load the test answers when it likes; counts how often it was asked. */
function controlledLoad() {
  const calls: { resolve: (r: readonly FeatureRefresh[]) => void; reject: (e: Error) => void }[] = [];
  const load = () =>
    new Promise<readonly FeatureRefresh[]>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

describe('refresh declarations loaded with the first push', () => {
  it('loads nothing before a push, once for the pushes that wait, and answers at once when loaded', async () => {
    const { load, calls } = controlledLoad();
    const keysOf = staleKeysOnDemand(load, null);
    expect(calls).toHaveLength(0);
    const first = keysOf(planned);
    const second = keysOf({ ...planned, position: 2 });
    expect(calls).toHaveLength(1);
    calls[0]!.resolve([meetings]);
    expect(await first).toEqual([['meetings']]);
    expect(await second).toEqual([['meetings']]);
    expect(keysOf(planned)).toEqual([['meetings']]);
    expect(calls).toHaveLength(1);
  });

  it('tries the load again with the next push after one failed', async () => {
    const { load, calls } = controlledLoad();
    const keysOf = staleKeysOnDemand(load, null);
    const failed = keysOf(planned);
    calls[0]!.reject(new Error('chunk gone'));
    await expect(failed).rejects.toThrow('chunk gone');
    const again = keysOf(planned);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve([meetings]);
    expect(await again).toEqual([['meetings']]);
  });
});

describe('the bridge while the declarations load', () => {
  let queryClient: QueryClient;
  const events = new EventEmitter();
  const socket = {
    on: (e: string, l: (...a: unknown[]) => void) => events.on(e, l),
    off: (e: string, l: (...a: unknown[]) => void) => events.off(e, l),
    io: { on: () => undefined, off: () => undefined },
  } as unknown as RealtimeSocket;
  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = new QueryClient();
  });
  afterEach(() => {
    events.removeAllListeners();
    vi.useRealTimers();
  });

  it('invalidates the keys the loaded declarations name', async () => {
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const { load, calls } = controlledLoad();
    bridgeRealtime(socket, queryClient, staleKeysOnDemand(load, null));
    events.emit('changes', planned);
    await vi.advanceTimersByTimeAsync(BURST_MS);
    expect(spy).not.toHaveBeenCalled();
    calls[0]!.resolve([meetings]);
    await vi.advanceTimersByTimeAsync(BURST_MS);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![0]).toMatchObject({ queryKey: ['meetings'], refetchType: 'active' });
  });

  it('marks everything stale when they cannot be loaded, and nothing once unwired', async () => {
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const { load, calls } = controlledLoad();
    const unwire = bridgeRealtime(socket, queryClient, staleKeysOnDemand(load, null));
    events.emit('changes', planned);
    calls[0]!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(1);
    expect(spy).toHaveBeenCalledWith({ refetchType: 'active' });
    events.emit('changes', planned);
    unwire();
    calls[1]!.resolve([meetings]);
    await vi.advanceTimersByTimeAsync(BURST_MS);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
