import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, buildUrl, createApiClient } from './client';
import { ApiError } from './errors';

type Answer = { status: number; body?: string } | 'network';

// A fetch stand-in that answers from a script and records each call.
function scriptedFetch(answers: Answer[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next === 'network') throw new TypeError('Failed to fetch');
    return new Response(next.status === 204 ? null : (next.body ?? ''), { status: next.status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (status: number, value: unknown): Answer => ({ status, body: JSON.stringify(value) });

function clientWith(answers: Answer[]) {
  const scripted = scriptedFetch(answers);
  const sleep = vi.fn((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return { client: createApiClient({ fetch: scripted.fetch, sleep }), sleep, calls: scripted.calls };
}

/** Resolves `promise` while advancing fake time; returns the value or the thrown error. */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

describe('api wrapper: retries and back-off', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 1 s, then 2 s, and is capped at 5 s', () => {
    expect([0, 1, 2, 3, 4].map(backoffDelay)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('retries a 5xx twice with 1 s then 2 s and succeeds on the third try', async () => {
    const { client, sleep, calls } = clientWith([json(503, {}), json(500, {}), json(200, { ok: true })]);
    const promise = client.get('/api/health');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    await expect(promise).resolves.toEqual({ ok: true });
    expect(sleep.mock.calls.map((c) => c[0])).toEqual([1000, 2000]);
  });

  it('raises a 5xx after at most 2 retries (3 attempts)', async () => {
    const { client, calls } = clientWith([json(502, { message: 'Bad gateway' })]);
    const { error } = await settle(client.get('/api/health'));
    expect(calls).toHaveLength(3);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, message: 'Bad gateway', data: { message: 'Bad gateway' } });
  });

  it('retries network failures and finally raises "Failed to fetch"', async () => {
    const { client, calls } = clientWith(['network']);
    const { error } = await settle(client.get('/api/auth/me'));
    expect(calls).toHaveLength(3);
    expect(error).toMatchObject({ status: 0, message: 'Failed to fetch', data: null });
  });

  it('recovers when the network comes back', async () => {
    const { client, calls } = clientWith(['network', json(200, { user: null })]);
    const { value } = await settle(client.get('/api/auth/me'));
    expect(calls).toHaveLength(2);
    expect(value).toEqual({ user: null });
  });

  it('does not retry a 404', async () => {
    const { client, calls, sleep } = clientWith([json(404, {})]);
    const { error } = await settle(client.get('/api/nothing'));
    expect(calls).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(error).toMatchObject({ status: 404 });
  });

  it('does not retry other 4xx answers', async () => {
    const { client, calls } = clientWith([json(400, { message: 'Nein' })]);
    await settle(client.post('/api/x', {}));
    expect(calls).toHaveLength(1);
  });
});

describe('api wrapper: request shape', () => {
  it('sends JSON with credentials and the query-parameter map', async () => {
    const { client, calls } = clientWith([json(200, { ok: true })]);
    await client.post(
      '/api/auth/login',
      { username: 'a@b.de', password: 'x' },
      { params: { tab: 'completed', page: 2, skip: undefined } },
    );
    const [call] = calls;
    expect(call?.url).toBe('/api/auth/login?tab=completed&page=2');
    expect(call?.init?.method).toBe('POST');
    expect(call?.init?.credentials).toBe('include');
    expect(call?.init?.body).toBe(JSON.stringify({ username: 'a@b.de', password: 'x' }));
    expect((call?.init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends extra headers such as If-Match beside its own', async () => {
    const { client, calls } = clientWith([json(200, { ok: true })]);
    await client.put('/api/partners/p1', { location: 'Bonn' }, { headers: { 'If-Match': '"3"' } });
    const headers = calls[0]?.init?.headers as Record<string, string>;
    expect(headers['If-Match']).toBe('"3"');
    expect(headers.Accept).toBe('application/json');
  });

  it('appends parameters to a URL that already has a query', () => {
    expect(buildUrl('/api/x?a=1', { b: true, c: null })).toBe('/api/x?a=1&b=true');
    expect(buildUrl('/api/x', {})).toBe('/api/x');
  });
});

describe('api wrapper: returnNull', () => {
  it('turns a 401 into null', async () => {
    const { client } = clientWith([json(401, { message: 'Nicht authentifiziert.' })]);
    await expect(client.get('/api/auth/me', { returnNull: true })).resolves.toBeNull();
  });

  it('still raises a 401 without the option', async () => {
    const { client } = clientWith([json(401, {})]);
    await expect(client.get('/api/auth/me')).rejects.toMatchObject({ status: 401, message: 'Not authenticated' });
  });

  it('does not turn other errors into null', async () => {
    const { client } = clientWith([json(403, { message: 'Verboten' })]);
    await expect(client.get('/api/clients', { returnNull: true })).rejects.toMatchObject({ status: 403 });
  });
});

describe('api wrapper: empty and unparsable answers', () => {
  it.each([
    ['/api/packages/my-active', []],
    ['/api/users/me', []],
    ['/api/partners', []],
    ['/api/clients', []],
    ['/api/auth/logout', {}],
    ['/api/config', {}],
  ])('an empty answer from %s becomes %j', async (url, expected) => {
    const { client } = clientWith([{ status: 200, body: '' }]);
    await expect(client.get(url)).resolves.toEqual(expected);
  });

  it('a 204 answer follows the same rule', async () => {
    const { client } = clientWith([{ status: 204 }]);
    await expect(client.delete('/api/meetings/1')).resolves.toEqual({});
  });

  it.each([
    ['/api/partners', []],
    ['/api/dashboard/admin/stats', {}],
  ])('an HTML answer from %s becomes %j', async (url, expected) => {
    const { client } = clientWith([{ status: 200, body: '<!doctype html><html></html>' }]);
    await expect(client.get(url)).resolves.toEqual(expected);
  });

  it('a single object becomes a one-item list when a list is expected', async () => {
    const { client } = clientWith([json(200, { id: 'p1' })]);
    await expect(client.get('/api/partners', { list: true })).resolves.toEqual([{ id: 'p1' }]);
  });

  it('a list stays a list, and an empty answer is an empty list, when a list is expected', async () => {
    const { client } = clientWith([json(200, [{ id: 'a' }]), { status: 200, body: '' }]);
    await expect(client.get('/api/meetings/mine', { list: true })).resolves.toEqual([{ id: 'a' }]);
    await expect(client.get('/api/meetings/mine', { list: true })).resolves.toEqual([]);
  });

  it('a single object stays an object when no list is expected', async () => {
    const { client } = clientWith([json(200, { user: { id: 'u' } })]);
    await expect(client.put('/api/users/profile', { name: 'A' })).resolves.toEqual({ user: { id: 'u' } });
  });
});

describe('api wrapper: error catalogue (errors carry message, status and data)', () => {
  it('401: message from the body', async () => {
    const { client } = clientWith([json(401, { message: 'Sitzung abgelaufen' })]);
    await expect(client.get('/api/x')).rejects.toMatchObject({
      status: 401,
      message: 'Sitzung abgelaufen',
      data: { message: 'Sitzung abgelaufen' },
    });
  });

  it("401: else 'Not authenticated'", async () => {
    const { client } = clientWith([{ status: 401 }]);
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 401, message: 'Not authenticated', data: null });
  });

  it('400 with a message containing "pending package" is a PENDING_PACKAGE error', async () => {
    const { client } = clientWith([json(400, { message: 'Client already has a pending package' })]);
    await expect(client.post('/api/packages/assign', {})).rejects.toMatchObject({
      status: 400,
      type: 'PENDING_PACKAGE',
    });
  });

  it('400 with code PENDING_PACKAGE is a PENDING_PACKAGE error too', async () => {
    const { client } = clientWith([json(400, { message: 'Bereits ein Paket offen', code: 'PENDING_PACKAGE' })]);
    await expect(client.post('/api/packages/assign', {})).rejects.toMatchObject({
      type: 'PENDING_PACKAGE',
      message: 'Bereits ein Paket offen',
    });
  });

  it('other 400 answers carry the server message and no type', async () => {
    const { client } = clientWith([
      json(400, { message: 'Das aktuelle Passwort ist falsch', code: 'CURRENT_PASSWORD_INCORRECT' }),
    ]);
    const error = await client.post('/api/users/change-password', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, message: 'Das aktuelle Passwort ist falsch', type: undefined });
  });

  it('404: message from the body', async () => {
    const { client } = clientWith([json(404, { message: 'Paket nicht gefunden' })]);
    await expect(client.get('/api/packages/1')).rejects.toMatchObject({ status: 404, message: 'Paket nicht gefunden' });
  });

  it("404: else 'Cannot find {method} {url} on this server'", async () => {
    const { client } = clientWith([{ status: 404, body: '<html>Not Found</html>' }]);
    await expect(client.delete('/api/packages/1', { params: { force: true } })).rejects.toMatchObject({
      status: 404,
      message: 'Cannot find DELETE /api/packages/1?force=true on this server',
      data: null,
    });
  });

  it("default message: 'Request failed with status {n}'", async () => {
    const { client } = clientWith([{ status: 409 }]);
    await expect(client.post('/api/x', {})).rejects.toMatchObject({
      status: 409,
      message: 'Request failed with status 409',
    });
  });

  it('5xx without a body message uses the default message after the retries', async () => {
    vi.useFakeTimers();
    try {
      const { client } = clientWith([{ status: 500, body: 'oops' }]);
      const { error } = await settle(client.get('/api/x'));
      expect(error).toMatchObject({ status: 500, message: 'Request failed with status 500', data: null });
    } finally {
      vi.useRealTimers();
    }
  });
});
