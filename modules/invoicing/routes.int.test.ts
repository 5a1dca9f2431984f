import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { signedInClient } from '../../server/testing/demo-portal';
import { invoicingMessages, type FirmDataView, type InvoiceRow, type InvoiceView } from './contract';
import { addressBody, firmBody, invoiceWorldForFile } from './testing/invoice-world';

const w = invoiceWorldForFile();
const year = () =>
  Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(w.portal.clock.now));

/** Filled in as the tests go: a client whose invoice waited for the firm's data, then was issued. */
const state: { first?: { id: string; token: string; userPackageId: string }; firstInvoice?: InvoiceView } = {};

describe('firm data', () => {
  it('never saved: seeded from the IMPRESSUM_* variables, admins only', async () => {
    const res = await w.call('GET', '/api/settings/firm', w.admin);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as FirmDataView;
    expect(view.saved).toBe(false);
    expect(view.data).toMatchObject({
      legalName: 'Beispiel Coaching GmbH',
      address: { street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
      vatId: 'DE123456789',
      managingDirector: 'Erika Muster',
      defaultVatRate: 19,
      paymentTermDays: 14,
      numberPattern: '{YYYY}-{NNNN}',
    });
    const client = await signedInClient(w.portal, { email: 'neugierig@beispiel.de', name: 'Neugierig' });
    expect((await w.call('GET', '/api/settings/firm', client.token)).statusCode).toBe(403);
    expect((await w.call('PUT', '/api/settings/firm', client.token, firmBody)).statusCode).toBe(403);
  });

  it('a package accepted before the firm data is saved waits as a draft without number', async () => {
    const c = await w.clientWithOffer();
    await w.setAddress(c);
    await w.accept(c);
    const [invoice] = await w.invoicesOf(c.id);
    expect(invoice).toMatchObject({ status: 'draft', number: null, missing: ['firmDataMissing'], grossCents: 119_000 });
    const refused = await w.call('POST', `/api/invoices/${invoice!.id}/issue`, w.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Die Rechnung kann noch nicht gestellt werden: Firmendaten fehlen (Einstellungen).',
    );
    state.first = { id: invoice!.id, token: c.token, userPackageId: c.userPackageId };

    // Lacking both, a draft names both; once the address came, only what is still missing.
    const both = await w.clientWithOffer();
    await w.accept(both);
    expect((await w.invoicesOf(both.id))[0]!.missing).toEqual(['billingAddressMissing', 'firmDataMissing']);
    await w.setAddress(both);
    expect((await w.invoicesOf(both.id))[0]).toMatchObject({ status: 'draft', missing: ['firmDataMissing'] });
  });

  it('refuses a bad IBAN, a missing tax id, a bad pattern with German 400s; nothing written', async () => {
    const bad = (body: Record<string, unknown>, message: string) =>
      w.refusedSetting('/api/settings/firm', { ...firmBody, ...body }, message);
    await bad({ iban: 'DE88 3704 0044 0532 0130 00' }, invoicingMessages.ibanInvalid);
    await bad({ iban: 'DE89 3704 0044 0532 0130' }, invoicingMessages.ibanInvalid);
    await bad({ taxNumber: null, vatId: null }, invoicingMessages.taxIdRequired);
    await bad({ numberPattern: 'RE-{NNNN}' }, invoicingMessages.pattern);
    await bad({ defaultVatRate: 'neunzehn' }, invoicingMessages.vatRate);
    expect(((await w.call('GET', '/api/settings/firm', w.admin)).json() as FirmDataView).saved).toBe(false);
  });

  it('an admin saves it; the IBAN is kept normalised', async () => {
    const res = await w.call('PUT', '/api/settings/firm', w.admin, { ...firmBody, iban: 'de89370400440532013000' });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as FirmDataView;
    expect(view).toMatchObject({ saved: true, version: 1 });
    expect(view.data.iban).toBe('DE89 3704 0044 0532 0130 00');
    // The same again: nothing appended.
    const again = await w.call('PUT', '/api/settings/firm', w.admin, firmBody);
    expect((again.json() as FirmDataView).version).toBe(1);
  });
});

describe('draft to invoice', () => {
  it('the admin issues the draft that waited for the firm data: the year’s first number, every §14 field', async () => {
    const res = await w.call('POST', `/api/invoices/${state.first!.id}/issue`, w.admin);
    expect(res.statusCode, res.body).toBe(200);
    const invoice = res.json() as InvoiceView;
    expect(invoice).toMatchObject({ status: 'issued', number: `${year()}-0001`, kind: 'invoice' });
    const doc = invoice.document!;
    expect(doc.seller).toMatchObject({
      legalName: 'Beispiel Coaching GmbH',
      taxNumber: '30/123/45678',
      vatId: 'DE123456789',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
    });
    expect(doc.buyer).toMatchObject({
      name: expect.stringMatching(/^Rechnung Kunde/),
      company: expect.any(String),
      address: addressBody,
    });
    expect(doc.service.lines.map((l) => l.hours).sort()).toEqual([10, 5].sort());
    expect(doc.service).toMatchObject({ packageName: 'Coaching Intensiv', totalHours: 15, period: { months: 12 } });
    expect(doc.amounts).toEqual({
      netCents: 100_000,
      vatRate: 19,
      vatCents: 19_000,
      grossCents: 119_000,
      taxNote: null,
    });
    expect(doc.paymentTermDays).toBe(14);
    expect(doc.dueOn > doc.issuedOn).toBe(true);
    // Issued once only.
    expect((await w.call('POST', `/api/invoices/${state.first!.id}/issue`, w.admin)).statusCode).toBe(409);
    state.firstInvoice = invoice;
  });

  it('a client without address: a draft; their address issues it at once, with the next number', async () => {
    const c = await w.clientWithOffer();
    await w.accept(c);
    const [draft] = await w.invoicesOf(c.id);
    expect(draft).toMatchObject({ status: 'draft', number: null, missing: ['billingAddressMissing'] });
    // The admin's list names a draft's client without asking for their details (one call per page).
    expect(draft!.clientName).toMatch(/^Rechnung Kunde/);
    // The client sees their own draft (the screen asks for the address).
    const own = (await w.call('GET', '/api/invoices', c.token)).json().invoices as InvoiceRow[];
    expect(own.map((i) => i.id)).toEqual([draft!.id]);
    const refused = await w.call('POST', `/api/invoices/${draft!.id}/issue`, w.admin);
    expect(refused.json().message).toBe(
      'Die Rechnung kann noch nicht gestellt werden: Rechnungsadresse des Klienten fehlt.',
    );
    const badAddress = await w.call('PUT', '/api/invoices/billing-address', c.token, {
      ...addressBody,
      postalCode: '123',
    });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().message).toBe(invoicingMessages.postalCode);
    await w.setAddress(c);
    const [issued] = await w.invoicesOf(c.id);
    expect(issued).toMatchObject({ id: draft!.id, status: 'issued', number: `${year()}-0002` });
    expect(issued!.document!.buyer.address).toEqual(addressBody);
    expect(issued!.clientName).toBe(issued!.document!.buyer.name);
  });

  it('activated without acceptance: invoiced at activation; accepted then activated: invoiced once', async () => {
    const direct = await w.clientWithOffer({ activateImmediately: true, paymentConfirmed: true });
    expect((await w.invoicesOf(direct.id)).map((i) => i.status)).toEqual(['draft']);
    const accepted = await w.clientWithOffer();
    await w.setAddress(accepted);
    await w.accept(accepted);
    const activate = await w.activate(accepted);
    expect(activate.statusCode, activate.body).toBeLessThan(300);
    const invoices = await w.invoicesOf(accepted.id);
    expect(invoices.map((i) => i.status)).toEqual(['issued']);
    expect(invoices[0]!.number).toBe(`${year()}-0003`);
  });
});

describe('access', () => {
  it('a client reads only their own; another client gets 404, a partner 403', async () => {
    const other = await signedInClient(w.portal, { email: 'fremd@beispiel.de', name: 'Fremd' });
    const id = state.firstInvoice!.id;
    expect((await w.call('GET', `/api/invoices/${id}`, state.first!.token)).statusCode).toBe(200);
    const foreign = await w.call('GET', `/api/invoices/${id}`, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(invoicingMessages.invoiceNotFound);
    expect((await w.call('GET', '/api/invoices', other.token)).json()).toEqual({ invoices: [], total: 0 });
    expect((await w.call('GET', '/api/invoices', w.partners[0]!.token)).statusCode).toBe(403);
    // A client's list ignores a clientId filter naming someone else.
    const filtered = await w.call('GET', `/api/invoices?clientId=${state.firstInvoice!.clientId}`, other.token);
    expect(filtered.json()).toEqual({ invoices: [], total: 0 });
    expect((await w.call('GET', '/api/invoices/kein-uuid', w.admin)).statusCode).toBe(404);
    expect(
      (await w.call('POST', `/api/invoices/${id}/credit-note`, state.first!.token, { reason: 'x' })).statusCode,
    ).toBe(403);
  });
});

describe('credit note', () => {
  it('cancels an issued invoice with its own number, negated amounts and the reference; once', async () => {
    const id = state.firstInvoice!.id;
    const noReason = await w.call('POST', `/api/invoices/${id}/credit-note`, w.admin, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Bitte geben Sie einen Grund an.');
    const res = await w.call('POST', `/api/invoices/${id}/credit-note`, w.admin, { reason: 'Paket storniert' });
    expect(res.statusCode, res.body).toBe(201);
    const credit = res.json() as InvoiceView;
    expect(credit).toMatchObject({
      kind: 'credit_note',
      status: 'issued',
      number: `${year()}-0004`,
      correctsInvoiceId: id,
    });
    expect(credit.document!.amounts.grossCents).toBe(-119_000);
    expect(credit.document!.corrects).toEqual({
      invoiceId: id,
      number: `${year()}-0001`,
      issuedOn: state.firstInvoice!.issuedOn,
      reason: 'Paket storniert',
    });
    expect(credit.document!.buyer).toEqual(state.firstInvoice!.document!.buyer);
    const original = (await w.call('GET', `/api/invoices/${id}`, w.admin)).json() as InvoiceView;
    expect(original).toMatchObject({ status: 'cancelled', creditNoteId: credit.id, number: `${year()}-0001` });
    const again = await w.call('POST', `/api/invoices/${id}/credit-note`, w.admin, { reason: 'nochmal' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Die Rechnung wurde bereits storniert.');
    const ofCredit = await w.call('POST', `/api/invoices/${credit.id}/credit-note`, w.admin, { reason: 'x' });
    expect(ofCredit.statusCode).toBe(409);
    // The client sees the credit note too.
    const own = (await w.call('GET', '/api/invoices', state.first!.token)).json().invoices as InvoiceRow[];
    expect(own.map((i) => i.kind).sort()).toEqual(['credit_note', 'invoice']);
    // The list's rows carry what the list shows, not the document (issue 36 item 5); the
    // credit note's row names what it corrects for its title, its own route has the document.
    expect(own.every((i) => !('document' in i))).toBe(true);
    expect(own.find((i) => i.kind === 'credit_note')).toMatchObject({
      corrects: { number: `${year()}-0001`, partial: false },
      totalHours: credit.document!.service.totalHours,
    });
    expect((await w.call('GET', `/api/invoices/${credit.id}`, state.first!.token)).json()).toMatchObject({
      document: { corrects: { number: `${year()}-0001` } },
    });
  });

  it('a draft is not cancelled by a credit note (it never had a number); an unknown id is 404', async () => {
    const c = await w.clientWithOffer();
    await w.accept(c);
    const [draft] = await w.invoicesOf(c.id);
    const res = await w.call('POST', `/api/invoices/${draft!.id}/credit-note`, w.admin, { reason: 'Irrtum' });
    expect(res.statusCode).toBe(409);
    const unknown = await w.call('POST', '/api/invoices/00000000-0000-4000-8000-000000000000/credit-note', w.admin, {
      reason: 'Irrtum',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(invoicingMessages.invoiceNotFound);
  });
});

describe('erasure and replay', () => {
  it('an erased client’s issued invoices keep the buyer (the firm’s record); the address goes', async () => {
    const c = await w.clientWithOffer();
    await w.setAddress(c);
    await w.accept(c);
    const deleted = await w.call('DELETE', '/api/users/me', c.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [invoice] = await w.invoicesOf(c.id);
    expect(invoice!.document!.buyer).toMatchObject({
      name: expect.stringMatching(/^Rechnung Kunde/),
      address: addressBody,
    });
    // The log's copy opens too (sealed with the invoice's own key, not the client's).
    const report = await replay(w.portal.runtime.ctx.store);
    expect(report.differences).toEqual([]);
  });

  it('the numbers so far are 1..n of the year, no gap, no duplicate', async () => {
    const all = (await w.call('GET', '/api/invoices?limit=200', w.admin)).json().invoices as InvoiceRow[];
    const numbers = all
      .filter((i) => i.number)
      .map((i) => i.number!)
      .sort();
    expect(numbers).toEqual(numbers.map((_, k) => `${year()}-${String(k + 1).padStart(4, '0')}`));
  });
});
