import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { InvoiceView } from '../invoicing/contract';
import type { PaymentLineView, PaymentProposals } from './contract';
import { camt053, camt054, camtVersions, type CamtEntry } from './testing/camt-versions';
import { paymentsWorldForFile } from './testing/payments-world';

// Issue 31 through the real routes: every bank's CSV layout and every CAMT version books the right
// amount onto the right invoice; a transfer naming two invoices is split; a similar number is only
// proposed; a line with no number is matched by amount and payer; an unrelated line is dismissed;
// a return is read and proposed but not booked; the lists are paged.

const w = paymentsWorldForFile();
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const proposals = async (query = '') =>
  (await w.call('GET', `/api/payments/proposals${query}`, w.admin)).json() as PaymentProposals;
const invoice = async (id: string) => (await w.call('GET', `/api/invoices/${id}`, w.admin)).json() as InvoiceView;
const confirm = (id: string, body: Record<string, unknown> = {}) =>
  w.call('POST', `/api/payments/proposals/${id}/confirm`, w.admin, body);
const dismiss = (id: string, body: unknown) => w.call('POST', `/api/payments/lines/${id}/dismiss`, w.admin, body);

/** The line proposed for the invoice (any page of the first 50). */
async function proposalFor(invoiceId: string): Promise<PaymentLineView> {
  const line = (await proposals()).proposals.find((l) => l.invoice?.id === invoiceId);
  expect(line, `kein Vorschlag für ${invoiceId}`).toBeDefined();
  return line!;
}

/** Upload, confirm the proposal, and the invoice is paid with exactly the credit. */
async function bookedOnItsInvoice(reference: string, name: string, bytes: Buffer) {
  const c = await w.invoicedClient(reference);
  const res = await w.upload(name, bytes);
  expect(res.statusCode, res.body).toBe(200);
  const line = await proposalFor(c.invoiceId);
  expect(line).toMatchObject({ amountCents: 119_000, kind: 'credit', amountFit: 'exact' });
  const ok = await confirm(line.id);
  expect(ok.statusCode, ok.body).toBe(200);
  expect(await invoice(c.invoiceId)).toMatchObject({ paidCents: 119_000, paymentState: 'paid' });
  return res.json() as { format: string; debits: number; message: string };
}

describe('every statement read and booked', () => {
  it.each([
    ['sparkasse-camt-v2.csv', 'CP-5101-SPKV2'],
    ['sparkasse-camt-v8.csv', 'CP-5102-SPKV8'],
    ['sparkasse-mt940.csv', 'CP-5103-SPKMT'],
    ['volksbank-alt.csv', 'CP-5104-VB'],
    ['volksbank-neu.csv', 'CP-5105-VBNEU'],
    ['deutsche-bank.csv', 'CP-5106-DB'],
    ['deutsche-bank-alt.csv', 'CP-5107-DBALT'],
    ['postbank.csv', 'CP-5108-POST'],
    ['commerzbank.csv', 'CP-5109-CBK'],
    ['ing.csv', 'CP-5110-ING'],
    ['dkb-neu.csv', 'CP-5111-DKBNEU'],
    ['dkb-alt.csv', 'CP-5112-DKBALT'],
    ['comdirect.csv', 'CP-5113-COMD'],
    ['n26.csv', 'CP-5114-N26'],
  ])('%s: the credit naming %s pays its invoice', async (file, reference) => {
    const answer = await bookedOnItsInvoice(reference, file, fixture(file));
    expect(answer.format).toBe('csv');
  });

  it.each(camtVersions)('camt.053.001.%s: the credit naming its reference pays its invoice', async (version) => {
    const reference = `CP-60${version}-CAMT`;
    const entries: CamtEntry[] = [
      { kind: 'credit', amount: '1190.00', ref: `V${version}-1`, purpose: reference, structured: version === '08' },
      { kind: 'debit', amount: '80.00', ref: `V${version}-2`, purpose: 'Miete' },
    ];
    const answer = await bookedOnItsInvoice(reference, `camt-${version}.xml`, Buffer.from(camt053(version, entries)));
    expect(answer).toMatchObject({ format: 'camt053', debits: 1 });
    expect(answer.message).toContain('1 sonstige Belastung(en)');
  });

  it('camt.054: a credit notification pays its invoice', async () => {
    const entries: CamtEntry[] = [{ kind: 'credit', amount: '1190.00', ref: 'N54-1', purpose: 'CP-6054-NTFCTN' }];
    const answer = await bookedOnItsInvoice('CP-6054-NTFCTN', 'camt054.xml', Buffer.from(camt054(entries)));
    expect(answer.format).toBe('camt054');
  });

  it('a statement line that cannot be read refuses the whole file naming the line; nothing stored', async () => {
    const before = (await proposals()).paging.unmatched.total;
    const csv =
      'Buchungstag;Valuta;Verwendungszweck;Umsatz;Soll/Haben\n12.03.2026;12.03.2026;A;10,00;H\n12.03.2026;12.03.2026;B;;H\n';
    const res = await w.upload('kaputt.csv', Buffer.from(csv));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Zeile 3 des Kontoauszugs: Die Buchung hat keinen Betrag (weder Betrag noch Soll oder Haben).',
    );
    const notCamt = await w.upload('camt.xml', Buffer.from(camt053('08', []).replace(/<Stmt>[\s\S]*<\/Stmt>/, '')));
    expect(notCamt.statusCode).toBe(400);
    expect(notCamt.json().message).toContain('keinen Auszug');
    expect((await proposals()).paging.unmatched.total).toBe(before);
  });
});

describe('matching through the routes', () => {
  it('two invoices in one transfer: split in number order, the rest as overpayment on the second; both paid', async () => {
    const a = await w.invoicedClient('CP-7001-SPLIT');
    const b = await w.invoicedClient('CP-7002-SPLIT');
    const purpose = `RE ${a.invoiceNumber} und RE ${b.invoiceNumber}`;
    const csv = `Buchungstag;Valutadatum;Name Zahlungsbeteiligter;Verwendungszweck;Betrag;Waehrung\n13.03.2026;13.03.2026;Holding GmbH;${purpose};2.400,00;EUR\n`;
    expect((await w.upload('split.csv', Buffer.from(csv))).statusCode).toBe(200);
    const line = await proposalFor(a.invoiceId);
    expect(line).toMatchObject({ matchedBy: 'invoiceNumbers', uncertain: false, amountFit: 'over' });
    expect(line.invoices.map((i) => i.id)).toEqual([a.invoiceId, b.invoiceId]);
    const ok = await confirm(line.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      invoicePaid: true,
      line: {
        status: 'confirmed',
        allocations: [
          { invoiceId: a.invoiceId, amountCents: 119_000 },
          { invoiceId: b.invoiceId, amountCents: 121_000 },
        ],
      },
    });
    expect(await invoice(a.invoiceId)).toMatchObject({ paidCents: 119_000, paymentState: 'paid' });
    expect(await invoice(b.invoiceId)).toMatchObject({ paidCents: 121_000 });
    expect((await confirm(line.id)).statusCode).toBe(409);
  });

  it('a number one character off is proposed as similar, booked only when the admin names the invoice', async () => {
    const c = await w.invoicedClient('CP-7101-TYPO', { customPrice: 345 });
    const [year, seq] = [c.invoiceNumber.slice(0, -4), c.invoiceNumber.slice(-4)];
    const typo = `${year}${seq.slice(0, 2)}${seq[3]}${seq[2]}`;
    expect(typo).not.toBe(c.invoiceNumber);
    const csv = `Buchungstag;Valutadatum;Name Zahlungsbeteiligter;Verwendungszweck;Betrag;Waehrung\n13.03.2026;13.03.2026;Irgendwer;Rechnung ${typo};345,00;EUR\n`;
    expect((await w.upload('typo.csv', Buffer.from(csv))).statusCode).toBe(200);
    const line = await proposalFor(c.invoiceId);
    expect(line).toMatchObject({
      matchedBy: 'similarNumber',
      matchedByLabel: 'Nummer ähnlich (bitte prüfen)',
      uncertain: true,
    });
    const refused = await confirm(line.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('unsicher');
    expect((await invoice(c.invoiceId)).paidCents).toBe(0);
    const ok = await confirm(line.id, { invoiceId: c.invoiceId });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await invoice(c.invoiceId)).paidCents).toBe(34_500);
  });

  it('no number: the invoice whose open amount and client name fit is proposed (uncertain)', async () => {
    const c = await w.invoicedClient('CP-7201-PAYER', { customPrice: 777 });
    const csv = `Buchungstag;Valutadatum;Name Zahlungsbeteiligter;Verwendungszweck;Betrag;Waehrung\n13.03.2026;13.03.2026;${c.name.toUpperCase()};Coaching Maerz;777,00;EUR\n`;
    expect((await w.upload('payer.csv', Buffer.from(csv))).statusCode).toBe(200);
    const line = await proposalFor(c.invoiceId);
    expect(line).toMatchObject({ matchedBy: 'amountAndPayer', uncertain: true, amountFit: 'exact' });
  });

  it('an unrelated credit is dismissed with its reason and shown as done; not twice, not without a reason', async () => {
    const csv =
      'Buchungstag;Valutadatum;Name Zahlungsbeteiligter;Verwendungszweck;Betrag;Waehrung\n14.03.2026;14.03.2026;Förderverein;Spende Sommerfest 2026;250,00;EUR\n';
    expect((await w.upload('spende.csv', Buffer.from(csv))).statusCode).toBe(200);
    const line = (await proposals()).unmatched.find((l) => l.purpose === 'Spende Sommerfest 2026')!;
    expect((await dismiss(line.id, { reason: ' ' })).statusCode).toBe(400);
    expect((await dismiss(line.id, {})).statusCode).toBe(400);
    const ok = await dismiss(line.id, { reason: 'Spende, keine Rechnung' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 'dismissed',
      statusLabel: 'Erledigt',
      dismissedReason: 'Spende, keine Rechnung',
    });
    const after = await proposals();
    expect(after.unmatched.map((l) => l.id)).not.toContain(line.id);
    expect(after.dismissed.map((l) => l.id)).toContain(line.id);
    expect((await dismiss(line.id, { reason: 'Nochmal' })).statusCode).toBe(409);
    expect((await confirm(line.id, { invoiceId: line.id })).statusCode).toBe(409);
    expect((await dismiss('00000000-0000-4000-8000-000000000000', { reason: 'Unbekannt' })).statusCode).toBe(404);
  });

  it('a returned direct debit is read as its own kind, proposed against the paid invoice, and reopens it when confirmed', async () => {
    const c = await w.invoicedClient('CP-7301-RETURN');
    const credit: CamtEntry = { kind: 'credit', amount: '1190.00', ref: 'RT-1', purpose: 'CP-7301-RETURN' };
    await w.upload('lastschrift.xml', Buffer.from(camt053('08', [credit])));
    expect((await confirm((await proposalFor(c.invoiceId)).id)).statusCode).toBe(200);
    const back: CamtEntry = {
      kind: 'return',
      amount: '1190.00',
      ref: 'RT-2',
      purpose: 'CP-7301-RETURN',
      reason: 'AM04',
    };
    const res = await w.upload('ruecklastschrift.xml', Buffer.from(camt053('08', [back])));
    expect(res.json().message).toContain('1 Rückbuchung(en)/Rücklastschrift(en)');
    const line = await proposalFor(c.invoiceId);
    expect(line).toMatchObject({
      kind: 'return',
      kindLabel: 'Rücklastschrift',
      returnReason: 'AM04',
      returnReasonLabel: 'Deckung unzureichend',
      endToEndId: 'E2E-RT-2',
      amountFit: null,
    });
    expect(await invoice(c.invoiceId)).toMatchObject({ paidCents: 119_000, paymentState: 'paid' });
    // Confirmed: the payment it names is taken back, with the bank's reason; the invoice is open again.
    const booked = await confirm(line.id);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(await invoice(c.invoiceId)).toMatchObject({ paidCents: 0 });
    const payments = await w.call('GET', `/api/invoices/${c.invoiceId}/payments`, w.admin);
    expect(payments.json().payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          amountCents: 119_000,
          undoKindLabel: expect.any(String),
          undoReason: 'Rücklastschrift laut Kontoauszug AM04 (Deckung unzureichend)',
        }),
      ]),
    );
    // Twice: the line is confirmed already.
    expect((await confirm(line.id)).statusCode).toBe(409);
  });

  it('a return code the table lacks, even one named like an object property, reads as the code alone', async () => {
    const c = await w.invoicedClient('CP-7302-CODE');
    const credit: CamtEntry = { kind: 'credit', amount: '1190.00', ref: 'RT-3', purpose: 'CP-7302-CODE' };
    await w.upload('lastschrift.xml', Buffer.from(camt053('08', [credit])));
    expect((await confirm((await proposalFor(c.invoiceId)).id)).statusCode).toBe(200);
    const back: CamtEntry = {
      kind: 'return',
      amount: '1190.00',
      ref: 'RT-4',
      purpose: 'CP-7302-CODE',
      reason: 'toString',
    };
    expect((await w.upload('ruecklastschrift.xml', Buffer.from(camt053('08', [back])))).statusCode).toBe(200);
    const line = await proposalFor(c.invoiceId);
    expect(line).toMatchObject({ kind: 'return', returnReason: 'toString', returnReasonLabel: null });
    expect((await confirm(line.id)).statusCode).toBe(200);
    const payments = await w.call('GET', `/api/invoices/${c.invoiceId}/payments`, w.admin);
    expect(payments.json().payments).toEqual(
      expect.arrayContaining([expect.objectContaining({ undoReason: 'Rücklastschrift laut Kontoauszug toString' })]),
    );
  });

  it('a reversal (CAMT debit with RvslInd) takes back the payment it names; none of that amount: a German 409', async () => {
    const c = await w.invoicedClient('CP-7401-STORNO');
    const credit: CamtEntry = { kind: 'credit', amount: '1190.00', ref: 'RV-1', purpose: 'CP-7401-STORNO' };
    await w.upload('gutschrift.xml', Buffer.from(camt053('02', [credit])));
    expect((await confirm((await proposalFor(c.invoiceId)).id)).statusCode).toBe(200);
    expect(await invoice(c.invoiceId)).toMatchObject({ paidCents: 119_000, paymentState: 'paid' });
    const storno: CamtEntry = { kind: 'reversal', amount: '1190.00', ref: 'RV-2', purpose: 'CP-7401-STORNO' };
    const wrong: CamtEntry = { kind: 'reversal', amount: '500.00', ref: 'RV-3', purpose: 'CP-7401-STORNO' };
    await w.upload('storno.xml', Buffer.from(camt053('02', [storno, wrong])));
    const lines = (await proposals()).proposals.filter((l) => l.kind === 'reversal' && l.invoice?.id === c.invoiceId);
    const ofAmount = (cents: number) => lines.find((l) => l.amountCents === cents)!;
    // 500,00 € was never paid on it: nothing to take back, said in German, nothing changed.
    const refused = await confirm(ofAmount(50_000).id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('keine Zahlung über diesen Betrag');
    expect(await invoice(c.invoiceId)).toMatchObject({ paidCents: 119_000 });
    // The full amount: the payment is taken back, the invoice open again.
    expect((await confirm(ofAmount(119_000).id)).statusCode).toBe(200);
    expect(await invoice(c.invoiceId)).toMatchObject({ paidCents: 0 });
  });

  it('the lists are paged: 50 a page, the rest on the next; a page that is no number is a German 400', async () => {
    const before = (await proposals()).paging.unmatched.total;
    const rows = Array.from(
      { length: 60 },
      (_, i) => `15.03.2026;15.03.2026;Fremd ${i};Ohne Bezug ${i};${i + 1},00;EUR`,
    );
    const csv = `Buchungstag;Valutadatum;Name Zahlungsbeteiligter;Verwendungszweck;Betrag;Waehrung\n${rows.join('\n')}\n`;
    expect((await w.upload('viele.csv', Buffer.from(csv))).statusCode).toBe(200);
    const first = await proposals();
    const total = before + 60;
    expect(first.unmatched).toHaveLength(50);
    expect(first.paging.unmatched).toEqual({ page: 1, total, pages: Math.ceil(total / 50) });
    const last = await proposals(`?unmatchedPage=${Math.ceil(total / 50)}`);
    expect(last.unmatched).toHaveLength(total - 50 * (Math.ceil(total / 50) - 1));
    const bad = await w.call('GET', '/api/payments/proposals?unmatchedPage=zwei', w.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Seitenzahl');
  });
});
