import type { AppContext } from '../../server/context';
import type { Tx } from '../../server/db/kysely';
import { addDays, berlinDateOf } from '../../lib/german/time';
import {
  handle,
  runAcrossAnswering,
  runner,
  settingSaver,
  type EventMetadata,
  type StreamAppend,
} from '../../server/eventstore';
import { randomUUID } from 'node:crypto';
import {
  openInvoices,
  paymentsOfInvoice,
  payableInvoicesByIds,
  recordInvoicePaymentIn,
  takeBackPaymentIn,
} from '../invoicing';
import { collectionReturnIn, recentDebitInvoiceIds } from '../sepa';
import { settleOutgoingDebitsIn } from '../fees';
import { settleRefundDebitsIn } from './refunds/commands';
import { outgoingDebits } from './outgoing';
import type { ConfirmOutcome } from './confirm-message';
import { lineKindLabels, type StatementFormat } from './contract';
import { confirmedParts, type OpenInvoice } from './allocations';
import { paymentSettingsDecider, statementLineDecider } from './decide';
import { SETTINGS_ID } from './events';
import { matcherFor, type MatchCandidate } from './matching';
import { bookedInvoiceIds, findLine, refsOf } from './queries';
import type { IdentifiedLine, OtherDebit } from './statement-line';
import { returnReasonLabelOf } from './line-kind';
import type { Actor } from '../identity/contract';
import { afterPayment } from './manual-commands';

const runLine = runner(statementLineDecider);

/**
 * Invoices that stopped asking for money after their collection was made (the debits of the last 90
 * days): cancelled with nothing paid, or settled exactly once (paid by transfer meanwhile). The file
 * may have been at the bank, so the credit naming one is proposed for it with open amount 0 and
 * booked as the client's credit or overpayment, which the refund pays back (README, 'Confirming').
 */
async function settledWhileCollected(tx: Tx, now: Date) {
  const ids = await recentDebitInvoiceIds(tx, addDays(berlinDateOf(now), -90));
  const invoices = [...(await payableInvoicesByIds(tx, ids)).values()];
  return invoices
    .filter(
      (i) => (i.status === 'cancelled' && i.paidCents === 0) || (i.status === 'issued' && i.paidCents === i.grossCents),
    )
    .map((i) => ({ ...i, grossCents: i.paidCents }));
}

/**
 * What lines are matched against: the open invoices (credits), and for reversals and returns also
 * the invoices paid by a confirmed line (what they take back), each with its client's name.
 */
async function matchCandidates(tx: Tx, now: Date): Promise<{ open: MatchCandidate[]; booked: MatchCandidate[] }> {
  const open = await openInvoices(tx);
  // Credits only: a reversal takes back what was booked, as before.
  const settled = await settledWhileCollected(tx, now);
  const paid = [...(await payableInvoicesByIds(tx, await bookedInvoiceIds(tx))).values()];
  const refs = await refsOf(tx, [...open, ...settled, ...paid]);
  const candidate = (i: (typeof open)[number]): MatchCandidate => ({
    ...i,
    openCents: i.grossCents - i.paidCents,
    clientName: refs.get(i.id)?.clientName ?? null,
  });
  const openIds = new Set(open.map((i) => i.id));
  return {
    open: [...open, ...settled].map(candidate),
    booked: [...open, ...paid.filter((i) => !openIds.has(i.id))].map(candidate),
  };
}

/**
 * The lines of one uploaded statement, in one transaction: each line new to the portal is
 * imported with the invoice(s) its purpose names; a line seen before appends nothing.
 * The other debits go to the payouts (fees), which mark the transfers they execute paid.
 * Answers how many were new, how many of those were proposed, and how many debits paid a payout.
 */
export async function importStatement(
  ctx: AppContext,
  format: StatementFormat,
  lines: readonly IdentifiedLine[],
  outgoing: readonly OtherDebit[],
  meta: EventMetadata,
): Promise<{ imported: number; proposed: number; payoutsPaid: number }> {
  return runAcrossAnswering(ctx, meta, async (tx, now) => {
    const { open, booked } = await matchCandidates(tx, now);
    const matchCredit = matcherFor(open);
    const matchReversal = matcherFor(booked);
    const appends = [];
    // One line once, even if a file names the same bank reference twice.
    const unique = [...new Map(lines.map((l) => [l.lineId, l])).values()];
    for (const line of unique) {
      const proposal = (line.kind === 'credit' ? matchCredit : matchReversal)(line);
      const decision = await handle(ctx.store, tx, statementLineDecider, line.lineId, {
        type: 'ImportLine',
        line,
        format,
        proposal,
        now,
      });
      if (decision.events.length > 0) appends.push(decision);
    }
    const imported = appends.map((a) => a.events[0]!);
    const proposed = imported.filter((e) => e.type === 'StatementLineImported' && e.data.proposal).length;
    const debits = outgoingDebits(outgoing);
    const paid = await settleOutgoingDebitsIn(ctx.store, tx, debits, now);
    const refunded = await settleRefundDebitsIn(ctx.store, tx, debits, now);
    // Refunds executed are seen on the invoice's refund list; the upload's answer counts the payouts.
    const result = { imported: imported.length, proposed, payoutsPaid: paid?.events.length ?? 0 };
    return { appends: [...appends, ...(paid ? [paid] : []), ...refunded], result };
  });
}

/** What is open now on the invoices a split line names (its confirmation splits over these). */
async function openOnNamed(tx: Tx, ids: readonly string[]): Promise<OpenInvoice[]> {
  const invoices = await payableInvoicesByIds(tx, ids);
  return [...invoices.values()].map((i) => ({ id: i.id, number: i.number, openCents: i.grossCents - i.paidCents }));
}

/**
 * The admin confirms a reversal or return read from the statement: in ONE transaction the line is
 * confirmed and the invoice's `takeBackPaymentIn` takes back the payment it names (kind 'reversal'
 * or 'return', the bank's reason kept): the invoice is open again, and overdue again when it is.
 */
async function confirmReversal(
  // Only confirmLine calls it, with what it was called with.
  ...[ctx, actor, lineId, invoiceId, meta]: Parameters<typeof confirmLine>
): Promise<ConfirmOutcome> {
  return runAcrossAnswering(ctx, meta, async (tx, now) => {
    const line = (await findLine(tx, lineId))!;
    const target = invoiceId ?? line.invoice_id;
    const payments = target
      ? (await paymentsOfInvoice(tx, target)).filter((p) => !p.undoneOn && p.method !== 'refund')
      : [];
    const confirmed = await handle(ctx.store, tx, statementLineDecider, lineId, {
      type: 'ConfirmReversal',
      invoiceId,
      payments: payments.map((p) => ({ id: p.id, amountCents: p.amountCents })),
      actor,
      now,
    });
    const event = confirmed.events[0]!;
    if (event.type !== 'StatementLineConfirmed' || !event.data.takesBack) throw new Error('a reversal takes back');
    const kind = line.kind === 'return' ? 'return' : 'reversal';
    const code = line.return_reason;
    const label = code ? returnReasonLabelOf(code) : null;
    const why = code ? ` ${code}${label ? ` (${label})` : ''}` : '';
    const reason = `${lineKindLabels[line.kind]} laut Kontoauszug${why}`;
    const takenBack = await takeBackPaymentIn(ctx.store, tx, {
      invoiceId: event.data.invoiceId,
      paymentId: event.data.takesBack,
      reason,
      kind,
      now,
    });
    // A returned direct debit also leaves its SEPA collection: the invoice may be collected again.
    const left = kind === 'return' ? await collectionReturnIn(ctx.store, tx, event.data.invoiceId, reason, now) : null;
    const outcome: ConfirmOutcome = { invoicePaid: false, packageActivated: false, packageStatus: null };
    return { appends: left ? [confirmed, takenBack, left] : [confirmed, takenBack], result: outcome };
  });
}

/**
 * The admin confirms a line as the payment of its proposed invoice (or of the one they chose), a
 * line naming several invoices split over them: in ONE transaction the line is confirmed, each part
 * booked on its invoice (its own rules), and, once the invoice is paid in full and the setting is
 * on, its package activated (the payment's reaction, paid-in-full.ts). A second confirm finds the line confirmed (409).
 */
export async function confirmLine(
  ctx: AppContext,
  actor: Actor,
  lineId: string,
  invoiceId: string | null,
  meta: EventMetadata,
): Promise<ConfirmOutcome> {
  const known = await findLine(ctx.db, lineId);
  if (known && known.kind !== 'credit' && known.status !== 'confirmed' && known.status !== 'dismissed')
    return confirmReversal(ctx, actor, lineId, invoiceId, meta);
  return runAcrossAnswering(ctx, meta, async (tx, now) => {
    const line = await findLine(tx, lineId);
    const named = line?.proposed_invoice_ids ?? [];
    const confirmed = await handle(ctx.store, tx, statementLineDecider, lineId, {
      type: 'ConfirmLine',
      invoiceId,
      openInvoices: invoiceId || named.length < 2 ? [] : await openOnNamed(tx, named),
      actor,
      newPaymentId: randomUUID(),
      now,
    });
    const event = confirmed.events[0]!;
    if (event.type !== 'StatementLineConfirmed' || !line) throw new Error('a confirmation confirms');
    const appends: StreamAppend[] = [confirmed];
    const outcomes: ConfirmOutcome[] = [];
    for (const part of confirmedParts(event.data)) {
      appends.push(
        await recordInvoicePaymentIn(ctx.store, tx, part.invoiceId, {
          paymentId: part.paymentId,
          amountCents: part.amountCents,
          bookedOn: line.booked_on,
          source: 'statement',
          reference: line.purpose || null,
          statementLineId: lineId,
          now,
        }),
      );
      outcomes.push(await afterPayment(ctx.store, tx, part.invoiceId, part.amountCents, now));
    }
    // The last part's invoice (the one a single payment pays) answers for the package.
    const last = outcomes.at(-1)!;
    return { appends, result: { ...last, invoicePaid: outcomes.every((o) => o.invoicePaid) } };
  });
}

/** The admin takes an unrelated line off the open list with the reason ('Erledigt'). */
export async function dismissLine(
  ctx: AppContext,
  actor: Actor,
  lineId: string,
  reason: string,
  meta: EventMetadata,
): Promise<void> {
  await runLine(ctx, lineId, (_tx, now) => ({ type: 'DismissLine' as const, reason, actor, now }), meta);
}

/** Turns automatic activation on or off (admins). */
export const setPaymentSettings = settingSaver(paymentSettingsDecider, SETTINGS_ID);
