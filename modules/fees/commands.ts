import { createHash } from 'node:crypto';
import type { AppContext } from '../../server/context';
import type { Tx } from '../../server/db/kysely';
import { handle, ownedValueSaver, runAcross, runner, sweep, type EventMetadata } from '../../server/eventstore';
import { berlinDateOf, berlinMonthOf } from '../../lib/german/time';
import { findUserById } from '../identity';
import type { Actor } from '../identity/contract';
import type { FeeTermsRequest } from './contract';
import { lockInOrder } from '../../server/db/locks';
import { billingDataDecider, creditNoteNumberOf, feeSequenceDecider, feeTermsDecider } from './decide';
import { previousMonth } from './decide-lines';
import { AUTO_ISSUE_DAYS, statementDecider } from './decide-statement';
import { firmAsBuyer } from './documents/buyer';
import { feeTermsStreams, type FeeTerms } from './events';
import {
  billingOf,
  findStatement,
  lastStatementMonth,
  linesFor,
  partnersWithTerms,
  statementsDueForIssue,
  termsHistory,
} from './queries';

/** The one statement of an Accelerator and a month: its id derived from both, so drafting twice drafts once. */
export function statementIdOf(partnerId: string, month: string): string {
  const h = createHash('sha256').update(`fees-statement:${partnerId}:${month}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const termsOf = (body: FeeTermsRequest): FeeTerms => ({
  validFrom: body.validFrom.slice(0, 7),
  hourlyRate: body.hourlyRate,
  ratesByPackageType: body.ratesByPackageType ?? {},
  payLateCancellations: body.payLateCancellations,
  payNoShows: body.payNoShows,
  tax: body.vatRate != null ? { kind: 'vat', rate: body.vatRate } : { kind: 'smallBusiness' },
});

const runTerms = runner(feeTermsDecider);

/**
 * An Accelerator's terms and the drafting of their statements queue behind one lock (the terms
 * stream's): new terms read which months have a statement only after a draft running at the same
 * time is written, and a draft reads the terms only after new ones are written. Without it, terms
 * for a month drafted at that moment were accepted while its statement kept the old rate.
 */
const lockTerms = (tx: Tx, partnerId: string) => lockInOrder(tx, [feeTermsStreams.toStreamId(partnerId)]);

/** The office sets an Accelerator's terms from a month on. */
export function setFeeTerms(
  ctx: AppContext,
  actor: Actor,
  partnerId: string,
  body: FeeTermsRequest,
  meta: EventMetadata,
) {
  return runTerms(
    ctx,
    partnerId,
    async (tx, now) => {
      await lockTerms(tx, partnerId);
      return {
        type: 'SetFeeTerms' as const,
        actor,
        isPartner: (await findUserById(tx, partnerId))?.role === 'partner',
        terms: termsOf(body),
        lastBilledMonth: await lastStatementMonth(tx, partnerId),
        now,
      };
    },
    meta,
  );
}

/** The Accelerator saves their billing data (used from the next statement issued on). */
export const setBillingData = ownedValueSaver(billingDataDecider, findUserById);

/** Drafts `partnerId`'s statement for `month` inside `tx` (nothing when there is nothing to bill). */
async function draftIn(ctx: AppContext, tx: Tx, partnerId: string, month: string, now: Date) {
  await lockTerms(tx, partnerId);
  const lines = await linesFor(tx, partnerId, month);
  if (lines.length === 0) return null;
  return handle(ctx.store, tx, statementDecider, statementIdOf(partnerId, month), {
    type: 'DraftStatement',
    partnerId,
    month,
    lines,
    berlinMonth: berlinMonthOf(now),
    now,
  });
}

/** Drafts the statements of `month` for every Accelerator with terms (the job, or the office's route); answers how many are new. */
export async function draftStatements(ctx: AppContext, month: string, meta: EventMetadata): Promise<number> {
  let drafted = 0;
  for (const partnerId of await partnersWithTerms(ctx.db)) {
    await runAcross(ctx, meta, async (tx, now) => {
      const decision = await draftIn(ctx, tx, partnerId, month, now);
      if (decision && decision.events.length > 0) drafted += 1;
      return decision ? [decision] : [];
    });
  }
  return drafted;
}

const runStatement = runner(statementDecider);

export const confirmStatement = (ctx: AppContext, actor: Actor, id: string, meta: EventMetadata) =>
  runStatement(ctx, id, async (_tx, now) => ({ type: 'ConfirmStatement' as const, actor, now }), meta);

export const disputeLine = (
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: { lineId: string; reason: string },
  meta: EventMetadata,
) => runStatement(ctx, id, async (_tx, now) => ({ type: 'DisputeLine' as const, actor, ...body, now }), meta);

export const resolveDispute = (
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: { lineId: string; remove: boolean; note: string | null },
  meta: EventMetadata,
) => runStatement(ctx, id, async (_tx, now) => ({ type: 'ResolveDispute' as const, actor, ...body, now }), meta);

/**
 * Issues statement `id` (the office; `actor` null: the job after 7 days): takes the year's next
 * Gutschrift number and copies the Accelerator's billing data and tax status in one transaction;
 * a refusal rolls the number back.
 */
export async function issueStatement(ctx: AppContext, actor: Actor | null, id: string, meta: EventMetadata) {
  await runAcross(ctx, meta, async (tx, now) => {
    const row = await findStatement(tx, id);
    const partnerId = row?.partner_id ?? '';
    const year = Number(berlinDateOf(now).slice(0, 4));
    const numbered = await handle(ctx.store, tx, feeSequenceDecider, String(year), {
      type: 'AssignCreditNoteNumber',
      year,
      statementId: id,
      now,
    });
    const sequence = numbered.events[0]!.data.sequence;
    const issued = await handle(ctx.store, tx, statementDecider, id, {
      type: 'IssueStatement',
      actor,
      seller: row ? await billingOf(tx, partnerId) : null,
      buyer: await firmAsBuyer(tx),
      terms: row ? await termsHistory(tx, partnerId) : [],
      number: { year, sequence, number: creditNoteNumberOf(year, sequence) },
      issuedOn: berlinDateOf(now),
      berlinMonth: berlinMonthOf(now),
      now,
    });
    return [numbered, issued];
  });
}

/**
 * The job's issue of a due statement. One whose Accelerator has no billing data is held instead
 * (`StatementIssueHeld`, once: the office is mailed 'Abrechnungsdaten fehlen'): the issue would be
 * refused every morning, silently, until someone noticed.
 */
async function autoIssue(ctx: AppContext, id: string, meta: EventMetadata) {
  const row = await findStatement(ctx.db, id);
  if (row && !(await billingOf(ctx.db, row.partner_id)))
    return runStatement(
      ctx,
      id,
      async (tx, now) => ({
        type: 'HoldStatement' as const,
        hasBilling: (await billingOf(tx, row.partner_id)) !== null,
        now,
      }),
      meta,
    );
  return issueStatement(ctx, null, id, meta);
}

/** The job: last month's drafts for every Accelerator, then every draft 7 days old without objection issued. */
export async function feesJob(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  const lastMonth = previousMonth(berlinMonthOf(now));
  const meta = { actorRole: 'system' as const, correlationId: `fees-${berlinDateOf(now)}` };
  await draftStatements(ctx, lastMonth, meta);
  const due = await statementsDueForIssue(ctx.db, new Date(now.getTime() - AUTO_ISSUE_DAYS * 24 * 3600_000));
  await sweep(due, meta.correlationId, (id, m) => autoIssue(ctx, id, m));
}
