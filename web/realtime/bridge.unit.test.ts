import { EventEmitter } from 'node:events';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { bridgeRealtime, type RealtimeSocket } from './bridge';

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

describe('realtime bridge', () => {
  it('invalidates each pushed key', () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const { socket, events } = fakeSocket();
    bridgeRealtime(socket, queryClient);
    events.emit('changes', { keys: [['packages', 'mine'], ['meetings']], type: 'MeetingPlanned', position: 7 });
    expect(spy.mock.calls).toEqual([[{ queryKey: ['packages', 'mine'] }], [{ queryKey: ['meetings'] }]]);
  });

  it('invalidates everything on reconnect', () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const { socket, manager } = fakeSocket();
    bridgeRealtime(socket, queryClient);
    manager.emit('reconnect');
    expect(spy).toHaveBeenCalledWith();
  });

  it('ignores malformed pushes and stops listening when unwired', () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const { socket, events, manager } = fakeSocket();
    const unwire = bridgeRealtime(socket, queryClient);
    events.emit('changes', { nope: true });
    unwire();
    events.emit('changes', { keys: [['x']], type: 't', position: 1 });
    manager.emit('reconnect');
    expect(spy).not.toHaveBeenCalled();
  });
});
