import { describe, expect, it } from 'vitest';
import { recipientOf } from '../../server/testing/smtp-sink';
import { firmBody, invoiceWorldForFile } from './testing/invoice-world';

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

  it('every mail closes with the firm’s mandatory details once they are saved', async () => {
    const c = await w.clientWithOffer();
    const offer = await w.portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && (m.subject ?? '').startsWith('Ihr Paketangebot'),
    );
    expect(offer.text).toContain('\n-- \nBeispiel Coaching & Söhne GmbH · Neue Straße 7 · 80331 München\n');
    expect(offer.text).toContain(`Geschäftsführung: ${firmBody.managingDirector} · ${firmBody.registerEntry}`);
    expect(offer.text).toContain(`USt-IdNr.: ${firmBody.vatId}`);
  });
});
