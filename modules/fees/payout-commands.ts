import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../server/context';
import type { Tx } from '../../server/db/kysely';
import { handle, runner, type EventMetadata, type EventStore } from '../../server/eventstore';
import { berlinDateOf } from '../../lib/german/time';
import type { Actor } from '../identity/contract';
import { payoutsDecider, type OutgoingDebit } from './decide-payouts';
import { PAYOUTS_ID } from './payout-events';
import { creditFacts, firmAccount, statementFacts } from './payout-queries';

const runPayouts = runner(payoutsDecider);

/** The office pays out these issued statements (one transfer each, one file); answers the payout's id. */
export async function createPayout(
  ctx: AppContext,
  actor: Actor,
  statementIds: readonly string[],
  meta: EventMetadata,
): Promise<string> {
  const payoutId = randomUUID();
  await runPayouts(
    ctx,
    PAYOUTS_ID,
    async (tx, now) => {
      const statements = await statementFacts(tx, statementIds);
      return {
        type: 'CreatePayout' as const,
        payoutId,
        actor,
        statements,
        credits: await creditFacts(
          tx,
          statements.map((s) => s.partnerId),
        ),
        hasFirmAccount: (await firmAccount(tx)) !== null,
        executionDate: berlinDateOf(now),
        now,
      };
    },
    meta,
  );
  return payoutId;
}

/**
 * The debits of an uploaded bank statement, inside the import's transaction (the payments module):
 * each that names a payout or one of its Gutschriften with the exact amount marks it paid. Answers
 * how many debits paid something (nothing is appended when none does).
 */
export async function settleOutgoingDebitsIn(store: EventStore, tx: Tx, debits: readonly OutgoingDebit[], now: Date) {
  if (debits.length === 0) return null;
  const decision = await handle(store, tx, payoutsDecider, PAYOUTS_ID, {
    type: 'SettleDebits',
    debits: [...debits],
    now,
  });
  return decision.events.length > 0 ? decision : null;
}
