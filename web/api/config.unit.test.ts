import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, fetchAppConfig } from './config';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status })),
  );

describe('GET /api/config', () => {
  it('reads product name, slug and imprint', async () => {
    answer(
      200,
      JSON.stringify({
        productName: 'Wachstumscheck',
        productSlug: 'wachstumscheck',
        impressum: { company: 'Beispiel GmbH', vatId: null },
      }),
    );
    await expect(fetchAppConfig()).resolves.toEqual({
      productName: 'Wachstumscheck',
      productSlug: 'wachstumscheck',
      impressum: { company: 'Beispiel GmbH', vatId: null },
    });
  });

  it('falls back to the defaults field by field', async () => {
    answer(200, JSON.stringify({ productName: '' }));
    await expect(fetchAppConfig()).resolves.toEqual(defaultConfig);
  });

  it('falls back to the defaults when the call fails', async () => {
    answer(404, '');
    await expect(fetchAppConfig()).resolves.toEqual(defaultConfig);
  });
});
