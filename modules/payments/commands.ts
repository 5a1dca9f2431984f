import type { AppContext } from '../../server/context';
import type { Tx } from '../../server/db/kysely';
import {
  DomainError,
  handle,
  settingSaver,
  type EventMetadata,
  type EventStore,
  type StreamAppend,
} from '../../server/eventstore';
import { findUsersByIds } from '../identity';
import { randomUUID } from 'node:crypto';
import {
  bookedPayment,
  openInvoices,
  paymentsOfInvoice,
  payableInvoicesByIds,
  recordInvoicePaymentIn,
  takeBackPaymentIn,
} from '../invoicing';
import type { ManualPaymentRequest } from '../invoicing/contract';
import { allocationsOf, findUserPackage, userPackageDecider } from '../packages';
import { collectionReturnIn } from '../sepa';
import type { ConfirmOutcome } from './confirm-message';
import type { UserPackageStatus } from '../packages/contract';
import { lineKindLabels, type StatementFormat } from './contract';
import { confirmedParts, paymentSettingsDecider, statementLineDecider, type OpenInvoice } from './decide';
import { SETTINGS_ID } from './events';
import { matcherFor, type MatchCandidate } from './matching';
import { bookedInvoiceIds, findLine, paymentSettingsOf, refsOf } from './queries';
import type { IdentifiedLine } from './statement-line';
import { returnReasonLabels } from './line-kind';
import type { Actor } from '../identity/contract';

/** A payment by hand as the route validated it (the date as ISO, the note null when empty). */
type ManualPayment = Omit<ManualPaymentRequest, 'note'> & { date: string; note: string | null };

/**
 * What lines are matched against: the open invoices (credits), and for reversals and returns also
 * the invoices paid by a confirmed line (what they take back), each with its client's name.
 */
async function matchCandidates(tx: Tx): Promise<{ open: MatchCandidate[]; booked: MatchCandidate[] }> {
  const open = await openInvoices(tx);
  const paid = [...(await payableInvoicesByIds(tx, await bookedInvoiceIds(tx))).values()];
  const refs = await refsOf(tx, [...open, ...paid]);
  const candidate = (i: (typeof open)[number]): MatchCandidate => ({
    ...i,
    openCents: i.grossCents - i.paidCents,
    clientName: refs.get(i.id)?.clientName ?? null,
  });
  const openIds = new Set(open.map((i) => i.id));
  return { open: open.map(candidate), booked: [...open, ...paid.filter((i) => !openIds.has(i.id))].map(candidate) };
}

/**
 * The lines of one uploaded statement, in one transaction: each line new to the portal is
 * imported with the invoice(s) its purpose names; a line seen before appends nothing.
 * Answers how many were new and how many of those were proposed.
 */
export async function importStatement(
  ctx: AppContext,
  format: StatementFormat,
  lines: readonly IdentifiedLine[],
  meta: EventMetadata,
): Promise<{ imported: number; proposed: number }> {
  const now = ctx.now();
  const { result } = await ctx.store.execute(async (tx) => {
    const { open, booked } = await matchCandidates(tx);
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
    return { appends, result: { imported: imported.length, proposed } };
  }, meta);
  return result;
}

/**
 * Activates the invoice's package when the setting says so and it is waiting for activation. Its
 * rules stay the packages module's: a refusal (already active, an Accelerator left) activates
 * nothing and keeps the payment.
 */
async function activationIn(store: EventStore, tx: Tx, userPackageId: string, now: Date) {
  const partners = (await allocationsOf(tx, userPackageId)).map((a) => a.partner_id);
  const people = await findUsersByIds(tx, partners);
  try {
    return await handle(store, tx, userPackageDecider, userPackageId, {
      type: 'ActivatePackage',
      notes: 'Automatisch aktiviert: Zahlung eingegangen.',
      paymentConfirmed: true,
      inactivePartners: partners.filter((id) => people.get(id)?.deactivated_at != null),
      now,
    });
  } catch (err) {
    if (err instanceof DomainError) return null;
    throw err;
  }
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
  ctx: AppContext,
  actor: Actor,
  lineId: string,
  invoiceId: string | null,
  meta: EventMetadata,
): Promise<ConfirmOutcome> {
  const now = ctx.now();
  const { result } = await ctx.store.execute(async (tx) => {
    const line = (await findLine(tx, lineId))!;
    const target = invoiceId ?? line.invoice_id;
    const payments = target ? (await paymentsOfInvoice(tx, target)).filter((p) => !p.undoneOn) : [];
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
    const why = code ? ` ${code}${returnReasonLabels[code] ? ` (${returnReasonLabels[code]})` : ''}` : '';
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
  }, meta);
  return result;
}

/**
 * The admin confirms a line as the payment of its proposed invoice (or of the one they chose), a
 * line naming several invoices split over them: in ONE transaction the line is confirmed, each part
 * booked on its invoice (its own rules), and, once the invoice is paid in full and the setting is
 * on, its package activated. A second confirm finds the line confirmed (409).
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
  const now = ctx.now();
  const { result } = await ctx.store.execute(async (tx) => {
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
      const after = await afterPayment(ctx.store, tx, part.invoiceId, part.amountCents, now);
      appends.push(...after.appends);
      outcomes.push(after.outcome);
    }
    // The last part's invoice (the one a single payment pays) answers for the package.
    const last = outcomes.at(-1)!;
    return { appends, result: { ...last, invoicePaid: outcomes.every((o) => o.invoicePaid) } };
  }, meta);
  return result;
}

/**
 * What a payment on `invoiceId` causes besides itself: once the invoice is paid in full and the
 * setting is on, its package activated; and what the admin's toast says about the package.
 */
async function afterPayment(store: EventStore, tx: Tx, invoiceId: string, amountCents: number, now: Date) {
  const invoice = (await payableInvoicesByIds(tx, [invoiceId])).get(invoiceId)!;
  const invoicePaid = invoice.paidCents + amountCents >= invoice.grossCents;
  const auto = invoicePaid && (await paymentSettingsOf(tx)).autoActivate;
  const activation = auto ? await activationIn(store, tx, invoice.userPackageId, now) : null;
  // The toast names what the package is now: activated here, or as it was (active, ended, waiting).
  const before = activation ? null : await findUserPackage(tx, invoice.userPackageId);
  const packageStatus = activation ? 'active' : ((before?.status as UserPackageStatus | undefined) ?? null);
  const outcome: ConfirmOutcome = { invoicePaid, packageActivated: activation !== null, packageStatus };
  return { appends: activation ? [activation] : [], outcome };
}

/**
 * The admin books a payment no statement shows (cash, another account, offsetting) on an invoice:
 * the invoice's rules decide (issued, not cancelled, a positive amount, not dated in the future); as a
 * confirmed statement line, a payment in full activates the package when the setting says so.
 */
export async function bookManualPayment(
  ctx: AppContext,
  payment: ManualPayment,
  meta: EventMetadata,
): Promise<{ paymentId: string; outcome: ConfirmOutcome }> {
  const now = ctx.now();
  const paymentId = randomUUID();
  const { result } = await ctx.store.execute(async (tx) => {
    const booked = await recordInvoicePaymentIn(ctx.store, tx, payment.invoiceId, {
      paymentId,
      amountCents: payment.amount,
      bookedOn: payment.date,
      source: 'manual',
      reference: null,
      statementLineId: null,
      method: payment.method,
      note: payment.note,
      now,
    });
    const { appends, outcome } = await afterPayment(ctx.store, tx, payment.invoiceId, payment.amount, now);
    return { appends: [booked, ...appends], result: outcome };
  }, meta);
  return { paymentId, outcome: result };
}

/**
 * The admin takes back a booked payment with a reason (issue 31): the invoice's `takeBackPaymentIn`,
 * and, when it came from a statement line, that line is open again, to be confirmed onto the right
 * invoice. One transaction. Answers the invoice it was on.
 */
export async function undoPayment(
  ctx: AppContext,
  actor: Actor,
  paymentId: string,
  reason: string,
  meta: EventMetadata,
): Promise<string> {
  const now = ctx.now();
  const { result } = await ctx.store.execute(async (tx) => {
    const payment = await bookedPayment(tx, paymentId);
    if (!payment) throw new DomainError('invoicing', 'PaymentNotFound');
    const undone = await takeBackPaymentIn(ctx.store, tx, { ...payment, paymentId, reason, kind: 'undo', now });
    const line = payment.statementLineId
      ? [
          await handle(ctx.store, tx, statementLineDecider, payment.statementLineId, {
            type: 'ReopenLine',
            paymentId,
            actor,
            now,
          }),
        ]
      : [];
    return { appends: [undone, ...line], result: payment.invoiceId };
  }, meta);
  return result;
}

/** The admin takes an unrelated line off the open list with the reason ('Erledigt'). */
export async function dismissLine(
  ctx: AppContext,
  actor: Actor,
  lineId: string,
  reason: string,
  meta: EventMetadata,
): Promise<void> {
  await ctx.store.execute(async (tx) => {
    const dismissed = await handle(ctx.store, tx, statementLineDecider, lineId, {
      type: 'DismissLine',
      reason,
      actor,
      now: ctx.now(),
    });
    return { appends: [dismissed], result: null };
  }, meta);
}

/** Turns automatic activation on or off (admins). */
export const setPaymentSettings = settingSaver(paymentSettingsDecider, SETTINGS_ID);
