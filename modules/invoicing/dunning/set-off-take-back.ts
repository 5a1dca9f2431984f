import type { AppContext } from '../../../server/context';
import { tablesOf, type Tx } from '../../../server/db/kysely';
import { DomainError, handle, runAcrossAnswering, type EventMetadata } from '../../../server/eventstore';
import { berlinDateOf } from '../../../lib/german/time';
import { formatCalendarDate, formatCents } from '../../../lib/german/format';
import { setOffNoteFrom, setOffNoteTo, type TakeBackSetOffAnswer } from '../contract';
import { invoiceDecider, takeBackTargetOf } from '../invoice';
import type { InvoicingTables } from '../tables';

type InvoiceState = ReturnType<typeof invoiceDecider.initialState>;

const t = (tx: Tx) => tablesOf<InvoicingTables>(tx);

/**
 * The two invoices of a set-off, read before their locks are taken (so they are taken in id order,
 * as the set-off took them): the credit's invoice holds the set-off's own row (id = the set-off's);
 * the other is the one whose payment names the set-off, or, for a set-off made before payments did,
 * the invoice its row's note names. null: no such set-off.
 */
async function invoicesOfSetOff(tx: Tx, setOffId: string): Promise<{ fromId: string; toId: string } | null> {
  const own = await t(tx)
    .selectFrom('invoice_payments')
    .select(['invoice_id', 'note'])
    .where('id', '=', setOffId)
    .where('method', '=', 'offsetting')
    .where('amount_cents', '<', 0)
    .executeTakeFirst();
  if (!own) return null;
  const paid = await t(tx)
    .selectFrom('invoice_payments')
    .select('invoice_id')
    .where('set_off_id', '=', setOffId)
    .where('id', '!=', setOffId)
    .executeTakeFirst();
  if (paid) return { fromId: own.invoice_id, toId: paid.invoice_id };
  const number = own.note?.startsWith(setOffNoteTo('')) ? own.note.slice(setOffNoteTo('').length) : null;
  const named = number
    ? await t(tx).selectFrom('invoices').select('id').where('number', '=', number).executeTakeFirst()
    : undefined;
  return named ? { fromId: own.invoice_id, toId: named.id } : null;
}

/** A set-off made before payments carried its id: its payment 'Verrechnung' of that amount, day and note. */
async function earlierPaymentOf(tx: Tx, toId: string, fromNumber: string, amountCents: number, bookedOn: string) {
  const row = await t(tx)
    .selectFrom('invoice_payments')
    .select('id')
    .where('invoice_id', '=', toId)
    .where('method', '=', 'offsetting')
    .where('set_off_id', 'is', null)
    .where('undone_on', 'is', null)
    .where('amount_cents', '=', amountCents)
    .where('booked_on', '=', bookedOn)
    .where('note', '=', setOffNoteFrom(fromNumber))
    .orderBy('recorded_at')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** DATEV keeps the set-off in its month; a take-back in a later month is booked in that month. */
function earlierMonthNote(bookedOn: string, today: string): string {
  if (bookedOn.slice(0, 7) >= today.slice(0, 7)) return '';
  const month = `${today.slice(5, 7)}/${today.slice(0, 4)}`;
  return ` Die Verrechnung vom ${formatCalendarDate(bookedOn)} bleibt in ihrem Monat gebucht; DATEV erhält die Rücknahme mit dem Monat ${month}.`;
}

/**
 * 'Verrechnung zurücknehmen': in one transaction the credit returns to its invoice
 * (`InvoiceSetOffTakenBack`, rule invoice/set-off-take-back.ts) and the other invoice's payment is
 * taken back (`InvoicePaymentUndone`, kind 'set_off'), both streams locked in id order.
 */
export async function takeBackSetOff(
  ctx: AppContext,
  setOffId: string,
  input: { reason: string },
  meta: EventMetadata,
): Promise<TakeBackSetOffAnswer> {
  return runAcrossAnswering(ctx, meta, async (tx, now) => {
    const ids = await invoicesOfSetOff(tx, setOffId);
    if (!ids) throw new DomainError('invoicing', 'SetOffNotFound');
    const states = new Map<string, InvoiceState>();
    for (const id of [ids.fromId, ids.toId].sort())
      states.set(id, (await ctx.store.load(tx, invoiceDecider.toStreamId(id), invoiceDecider)).state);
    const from = states.get(ids.fromId)!;
    const setOff = from.setOffs.find((s) => s.id === setOffId);
    if (!setOff || !from.issued) throw new DomainError('invoicing', 'SetOffNotFound');
    const to = states.get(ids.toId)!;
    const linked = to.payments.some((p) => p.setOffId === setOffId);
    const earlier = linked
      ? null
      : await earlierPaymentOf(tx, ids.toId, from.issued.number, setOff.amountCents, setOff.bookedOn);
    const target = takeBackTargetOf(to, setOff, earlier);
    const given = await handle(ctx.store, tx, invoiceDecider, ids.fromId, {
      type: 'TakeBackSetOff',
      setOffId,
      reason: input.reason,
      target,
      now,
    });
    // Its payment taken back already (undone alone before that was refused): the credit returns alone.
    const paid = target.paymentId
      ? [
          await handle(ctx.store, tx, invoiceDecider, ids.toId, {
            type: 'TakeBackPayment',
            paymentId: target.paymentId,
            kind: 'set_off',
            reason: input.reason,
            now,
          }),
        ]
      : [];
    const amount = formatCents(setOff.amountCents);
    const message =
      `Verrechnung über ${amount} zurückgenommen: Rechnung ${from.issued.number} hat ihr Guthaben wieder, ` +
      `Rechnung ${setOff.toInvoiceNumber} ist wieder um ${amount} offen.` +
      earlierMonthNote(setOff.bookedOn, berlinDateOf(now));
    const result: TakeBackSetOffAnswer = {
      setOffId,
      amountCents: setOff.amountCents,
      fromInvoiceNumber: from.issued.number,
      toInvoiceNumber: setOff.toInvoiceNumber,
      message,
    };
    return { appends: [given, ...paid], result };
  });
}
