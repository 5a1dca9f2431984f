import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listQuery } from './list-query';
import { createQueryClient } from './query-client';

// The list loads of the app (listQuery and the features' queries) against a server that keeps
// failing: the error must come after the spec's one retry (spec 02 §9), not after the wrapper's
// retries times the query's (6 requests, ~7 s).

describe('a failing list load', () => {
  let requests: number[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    requests = [];
    // The network: every request answers 503.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        requests.push(Date.now());
        return new Response(JSON.stringify({ message: 'Wartung' }), { status: 503 });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('fails after one retry, one second after the first request', async () => {
    const queryClient = createQueryClient();
    const load = queryClient.fetchQuery(listQuery(['clients', 'test'], '/api/clients')).then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.runAllTimersAsync();
    expect(await load).toMatchObject({ status: 503 });
    expect(requests).toHaveLength(2);
    expect(requests[1]! - requests[0]!).toBe(1000);
  });

  it('does not retry a refused (4xx) load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        requests.push(Date.now());
        return new Response(JSON.stringify({ message: 'Nein' }), { status: 403 });
      }),
    );
    const load = createQueryClient()
      .fetchQuery(listQuery(['clients', 'refused'], '/api/clients'))
      .catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await load).toMatchObject({ status: 403 });
    expect(requests).toHaveLength(1);
  });
});
