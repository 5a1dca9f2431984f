import { describe, expect, it } from 'vitest';
import { formatCents } from '../../lib/german/format';
import { berlinMonthOf } from '../../lib/german/time';
import { replay } from '../../server/eventstore';
import { skr03Accounts } from './datev/contract';
import { readBack } from './datev/testing/read-back';
import type { InvoicePaymentView, OpenItems } from './contract';
import { invoiceWorldForFile } from './testing';

// 'Verrechnung zurücknehmen': a set-off taken back as one act through the real routes: the credit
// returns to the first invoice, the second is open again, DATEV books the reversal on the clearing
// account, the audit names it; refusals in German; two office workers at once.

const w = invoiceWorldForFile();
const setOff = (fromId: string, toInvoiceId: string, amount: number) =>
  w.call('POST', `/api/invoices/${fromId}/set-off`, w.admin, { toInvoiceId, amount });
const takeBack = (setOffId: string, body: Record<string, unknown> = { reason: 'Falsche Rechnung gewählt' }) =>
  w.call('POST', `/api/invoices/set-offs/${setOffId}/take-back`, w.admin, body);
const paymentsOf = async (id: string) =>
  (await w.call('GET', `/api/invoices/${id}/payments`, w.admin)).json().payments as InvoicePaymentView[];
const invoice = async (id: string) => (await w.call('GET', `/api/invoices/${id}`, w.admin)).json();

/** A client whose first invoice holds `creditCents` more than it asks, and their second, open invoice (595,00 €). */
async function clientWithCredit(creditCents: number) {
  const { client, invoice: first } = await w.invoicedWithDatev();
  expect((await w.payByHand(first.id, 119_000 + creditCents)).statusCode).toBe(201);
  const next = await w.nextInvoiceOf(client, first.id);
  return { client, first, next };
}

/** Sets off `amount` and answers the set-off's id, as the payments list names it. */
async function setOffId(fromId: string, toId: string, amount: number): Promise<string> {
  const res = await setOff(fromId, toId, amount);
  expect(res.statusCode, res.body).toBe(201);
  const row = (await paymentsOf(toId)).find((p) => p.setOffId && !p.undoneOn)!;
  expect((await paymentsOf(fromId)).find((p) => p.id === row.setOffId)).toMatchObject({ amountCents: -amount });
  return row.setOffId!;
}

describe('a set-off taken back as one act', () => {
  it('gives the credit back, opens the other invoice again, books DATEV both ways and shows in the audit', async () => {
    const { client, first, next } = await clientWithCredit(20_000);
    const id = await setOffId(first.id, next.id, 20_000);
    // Its payment alone is not undone (the credit would be lost): the answer names the way.
    const paymentId = (await paymentsOf(next.id)).find((p) => p.setOffId === id)!.id;
    const alone = await w.call('POST', `/api/payments/${paymentId}/undo`, w.admin, { reason: 'falsch' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toContain('Verrechnung zurücknehmen');
    // Bad input: no reason, a malformed or unknown id.
    expect((await takeBack(id, {})).statusCode).toBe(400);
    expect((await takeBack('keine-id')).statusCode).toBe(404);
    const unknown = await takeBack('00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Verrechnung nicht gefunden.']);

    const done = await takeBack(id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ setOffId: id, amountCents: 20_000, toInvoiceNumber: next.number });
    expect(done.json().message).toBe(
      `Verrechnung über ${formatCents(20_000)} zurückgenommen: Rechnung ${first.number} hat ihr Guthaben wieder, Rechnung ${next.number} ist wieder um ${formatCents(20_000)} offen.`,
    );
    expect(await invoice(first.id)).toMatchObject({ paidCents: 139_000 });
    expect(await invoice(next.id)).toMatchObject({ paidCents: 0 });
    for (const id2 of [first.id, next.id])
      expect((await paymentsOf(id2)).find((p) => p.setOffId === id)).toMatchObject({
        undoKindLabel: 'Verrechnung zurückgenommen',
        undoReason: 'Falsche Rechnung gewählt',
      });
    const items = (await w.call('GET', `/api/invoices/open-items?clientId=${client.id}`, w.admin)).json() as OpenItems;
    expect(items.items.map((i) => [i.invoiceId, i.openCents]).sort()).toEqual(
      [
        [first.id, -20_000],
        [next.id, 59_500],
      ].sort(),
    );
    const again = await takeBack(id);
    expect([again.statusCode, again.json().message]).toEqual([409, 'Diese Verrechnung wurde bereits zurückgenommen.']);

    // DATEV: the set-off (H first, S next) and its reversal (S first, H next) on the clearing account.
    const res = await w.call('GET', `/api/invoices/export/datev?month=${berlinMonthOf(w.portal.clock.now)}`, w.admin);
    const rows = readBack(res.rawPayload).rows.filter((r) => r[6] === skr03Accounts.offsetting);
    expect(rows.map((r) => `${r[1]} ${r[0]} ${r[10]}`).sort()).toEqual(
      [
        `H 200,00 ${first.number}`,
        `S 200,00 ${next.number}`,
        `S 200,00 ${first.number}`,
        `H 200,00 ${next.number}`,
      ].sort(),
    );
    const audit = await w.call('GET', '/api/audit/events?type=InvoiceSetOffTakenBack', w.admin);
    expect(audit.json().rows.map((r: { label: string }) => r.label)).toContain('Verrechnung zurückgenommen');
  });

  it('is refused once the other invoice was cancelled; the credit stands there', async () => {
    const { first, next } = await clientWithCredit(59_500);
    const id = await setOffId(first.id, next.id, 59_500);
    const credit = await w.call('POST', `/api/invoices/${next.id}/credit-note`, w.admin, { reason: 'Storno' });
    expect(credit.statusCode, credit.body).toBeLessThan(300);
    const res = await takeBack(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`Rechnung ${next.number} wurde inzwischen storniert`);
    expect(await invoice(first.id)).toMatchObject({ paidCents: 119_000 });
  });

  it('two office workers at once: one takes it back, the other is told it was (three rounds)', async () => {
    for (let round = 0; round < 3; round++) {
      const { first, next } = await clientWithCredit(10_000);
      const id = await setOffId(first.id, next.id, 10_000);
      const answers = await Promise.all([takeBack(id), takeBack(id)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await invoice(first.id)).toMatchObject({ paidCents: 129_000 });
      expect(await invoice(next.id)).toMatchObject({ paidCents: 0 });
    }
  });

  it('replay rebuilds the invoices and their payment rows identically', async () => {
    expect((await replay(w.portal.runtime.ctx.store)).differences).toEqual([]);
  });
});
