import { describe, expect, it } from 'vitest';
import { firmBody, invoiceWorldForFile } from './invoice-world';

// Issue 18, item 1: the Impressum reads the firm's master data, once saved (before: the variables).

const w = invoiceWorldForFile();
const published = async () => (await w.portal.call('GET', '/api/config')).json().impressum;

describe('the published Impressum', () => {
  it('comes from the IMPRESSUM_* variables until the firm data is saved, then from it', async () => {
    const before = await published();
    expect(before).toMatchObject({ company: 'Beispiel Coaching GmbH', address: 'Hauptstraße 1, 10115 Berlin' });
    const saved = await w.call('PUT', '/api/settings/firm', w.admin, {
      ...firmBody,
      legalName: 'Beispiel Coaching & Söhne GmbH',
      address: { street: 'Neue Straße 7', postalCode: '80331', city: 'München', country: 'DE' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await published()).toEqual({
      company: 'Beispiel Coaching & Söhne GmbH',
      address: 'Neue Straße 7, 80331 München',
      representative: firmBody.managingDirector,
      email: firmBody.email,
      phone: firmBody.phone,
      register: firmBody.registerEntry,
      vatId: firmBody.vatId,
    });
  });
});
