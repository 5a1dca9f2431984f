import type { AppContext } from '../../server/context';
import type { Tx } from '../../server/db/kysely';
import { DomainError, handle, settingSaver, type EventMetadata, type EventStore } from '../../server/eventstore';
import { findUsersByIds } from '../identity';
import { openInvoices, payableInvoicesByIds, recordInvoicePaymentIn } from '../invoicing';
import { allocationsOf, findUserPackage, userPackageDecider } from '../packages';
import type { ConfirmOutcome } from './confirm-message';
import type { UserPackageStatus } from '../packages/contract';
import type { StatementFormat } from './contract';
import { paymentSettingsDecider, statementLineDecider, type OpenInvoice } from './decide';
import { SETTINGS_ID } from './events';
import { matcherFor, type MatchCandidate } from './matching';
import { bookedInvoiceIds, findLine, paymentSettingsOf, refsOf } from './queries';
import { uuidOf, type IdentifiedLine } from './statement-line';
import type { Actor } from '../identity/contract';

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

/** The payment id of a line's part on an invoice: the line's id for the first (as before splits), else one per invoice. */
const partPaymentId = (lineId: string, index: number, invoiceId: string) =>
  index === 0 ? lineId : uuidOf(`split|${lineId}|${invoiceId}`);

/**
 * The admin confirms a reversal or return. TODO(issue 31, 'undo a booked payment'): the lead joins
 * this with the invoicing module's correction (reopen the invoice it names, the return reason kept);
 * until then the decider refuses with a German 409 and nothing is booked.
 */
async function confirmReversal(ctx: AppContext, actor: Actor, lineId: string, meta: EventMetadata): Promise<never> {
  await ctx.store.execute(async (tx) => {
    const refused = await handle(ctx.store, tx, statementLineDecider, lineId, {
      type: 'ConfirmReversal',
      actor,
      now: ctx.now(),
    });
    return { appends: [refused], result: null };
  }, meta);
  throw new Error('a reversal is refused until its booking exists');
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
    return confirmReversal(ctx, actor, lineId, meta);
  const now = ctx.now();
  const { result } = await ctx.store.execute(async (tx) => {
    const line = await findLine(tx, lineId);
    const named = line?.proposed_invoice_ids ?? [];
    const confirmed = await handle(ctx.store, tx, statementLineDecider, lineId, {
      type: 'ConfirmLine',
      invoiceId,
      openInvoices: invoiceId || named.length < 2 ? [] : await openOnNamed(tx, named),
      actor,
      now,
    });
    const event = confirmed.events[0]!;
    if (event.type !== 'StatementLineConfirmed' || !line) throw new Error('a confirmation confirms');
    const appends: (
      | typeof confirmed
      | Awaited<ReturnType<typeof recordInvoicePaymentIn>>
      | NonNullable<Awaited<ReturnType<typeof activationIn>>>
    )[] = [confirmed];
    const parts = event.data.allocations ?? [{ invoiceId: event.data.invoiceId, amountCents: line.amount_cents }];
    for (const [index, part] of parts.entries())
      appends.push(
        await recordInvoicePaymentIn(ctx.store, tx, part.invoiceId, {
          paymentId: partPaymentId(lineId, index, part.invoiceId),
          amountCents: part.amountCents,
          bookedOn: line.booked_on,
          source: 'statement',
          reference: line.purpose || null,
          statementLineId: lineId,
          now,
        }),
      );
    // The package of the last part's invoice (the one a single payment pays) decides the answer.
    const target = parts[parts.length - 1]!;
    const invoices = await payableInvoicesByIds(
      tx,
      parts.map((p) => p.invoiceId),
    );
    const paidNow = (p: { invoiceId: string; amountCents: number }) => {
      const invoice = invoices.get(p.invoiceId)!;
      return invoice.paidCents + p.amountCents >= invoice.grossCents;
    };
    const invoicePaid = parts.every(paidNow);
    const settings = await paymentSettingsOf(tx);
    let activated = false;
    for (const part of parts) {
      if (!settings.autoActivate || !paidNow(part)) continue;
      const activation = await activationIn(ctx.store, tx, invoices.get(part.invoiceId)!.userPackageId, now);
      if (activation) appends.push(activation);
      if (activation && part === target) activated = true;
    }
    // The toast names what the package is now: activated here, or as it was (active, ended, waiting).
    const before = activated ? null : await findUserPackage(tx, invoices.get(target.invoiceId)!.userPackageId);
    const packageStatus = activated ? 'active' : ((before?.status as UserPackageStatus | undefined) ?? null);
    return { appends, result: { invoicePaid, packageActivated: activated, packageStatus } };
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
