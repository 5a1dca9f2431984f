import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfigOf, defaultConfig, fetchAppConfig } from './config';

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

describe('the Impressum in the config', () => {
  it('is read as it comes, a missing or null detail simply not shown', () => {
    expect(appConfigOf({ impressum: { company: 'Muster GmbH', phone: null } }).impressum).toEqual({
      company: 'Muster GmbH',
      phone: null,
    });
  });

  it('is left out whole when one of its parts is no detail', () => {
    expect(appConfigOf({ impressum: { company: 42 } }).impressum).toEqual({});
    expect(appConfigOf({ impressum: { company: 'Muster GmbH', fax: '030 1' } }).impressum).toEqual({});
    expect(appConfigOf({ impressum: ['Muster GmbH'] }).impressum).toEqual({});
  });

  it('an answer that is no object is the defaults', () => {
    expect(appConfigOf('Wachstumscheck')).toEqual(defaultConfig);
    expect(appConfigOf({ productName: 5, productSlug: 'wachstumscheck' })).toEqual({
      ...defaultConfig,
      productSlug: 'wachstumscheck',
    });
  });
});
