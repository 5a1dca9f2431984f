import { sql } from 'kysely';
import { jsonb, tablesOf, type Tx } from '../../server/db/kysely';
import { defineProjection, projectionByType, savedValueProjection, streamRows } from '../../server/eventstore';
import type { BillingDataEvent, FeeTermsEvent, StatementEvent } from './events';
import type { FeesTables } from './tables';

const t = (tx: Tx) => tablesOf<FeesTables>(tx);

/** `fee_terms`: one row per Accelerator and start month (a start month set again replaces its row). */
const termsProjection = projectionByType<FeeTermsEvent>({
  name: 'fees.terms',
  tables: ['fee_terms'],
  on: {
    FeeTermsSet: (tx, { data: d }) =>
      t(tx)
        .insertInto('fee_terms')
        .values({
          partner_id: d.partnerId,
          valid_from: d.terms.validFrom,
          terms: jsonb(d.terms),
          updated_at: new Date(d.at),
        })
        .onConflict((oc) =>
          oc.columns(['partner_id', 'valid_from']).doUpdateSet({ terms: jsonb(d.terms), updated_at: new Date(d.at) }),
        )
        .execute(),
  },
});

/** `fee_billing`: each Accelerator's billing data as last saved. */
const billingProjection = savedValueProjection<BillingDataEvent, FeesTables, 'fee_billing'>({
  name: 'fees.billing',
  table: 'fee_billing',
  key: 'partner_id',
  on: { BillingDataSet: (d) => [d.partnerId, { billing: jsonb(d.billing) }] },
});

const lineOf = (tx: Tx, statementId: string, lineId: string) =>
  t(tx).updateTable('fee_statement_lines').where('statement_id', '=', statementId).where('line_id', '=', lineId);

/** `fee_statements` and `fee_statement_lines`: each statement, its status, totals and lines. */
const statementProjection = projectionByType<StatementEvent>({
  name: 'fees.statements',
  tables: ['fee_statements', 'fee_statement_lines'],
  on: {
    StatementDrafted: async (tx, { data: d, version }) => {
      await streamRows(t(tx), 'fee_statements', 'id', version).insert({
        id: d.statementId,
        partner_id: d.partnerId,
        month: d.month,
        status: 'drafted',
        number: null,
        hundredths: d.lines.reduce((s, l) => s + l.hundredths, 0),
        net_cents: d.lines.reduce((s, l) => s + l.amountCents, 0),
        vat_cents: null,
        gross_cents: null,
        tax: null,
        drafted_at: new Date(d.at),
        issued_at: null,
        version,
      });
      for (const line of d.lines)
        await t(tx)
          .insertInto('fee_statement_lines')
          .values({
            statement_id: d.statementId,
            line_id: line.lineId,
            meeting_id: line.meetingId,
            partner_id: d.partnerId,
            line: jsonb(line),
            removed: false,
            dispute_reason: null,
            dispute_resolved: false,
            dispute_note: null,
          })
          .onConflict((oc) => oc.columns(['statement_id', 'line_id']).doNothing())
          .execute();
    },
    StatementConfirmed: (tx, { data: d, version }) =>
      streamRows(t(tx), 'fee_statements', 'id', version).update(d.statementId, { status: 'confirmed' }),
    StatementLineDisputed: async (tx, { data: d, version }) => {
      await lineOf(tx, d.statementId, d.lineId).set({ dispute_reason: d.reason, dispute_resolved: false }).execute();
      await streamRows(t(tx), 'fee_statements', 'id', version).update(d.statementId, { status: 'disputed' });
    },
    StatementDisputeResolved: async (tx, { data: d, version }) => {
      await lineOf(tx, d.statementId, d.lineId)
        .set({ dispute_resolved: true, dispute_note: d.note, removed: d.remove })
        .execute();
      const open = await t(tx)
        .selectFrom('fee_statement_lines')
        .select('line_id')
        .where('statement_id', '=', d.statementId)
        .where('dispute_reason', 'is not', null)
        .where('dispute_resolved', '=', false)
        .executeTakeFirst();
      const kept = await t(tx)
        .selectFrom('fee_statement_lines')
        .select(['line'])
        .where('statement_id', '=', d.statementId)
        .where('removed', '=', false)
        .execute();
      await streamRows(t(tx), 'fee_statements', 'id', version).update(d.statementId, {
        status: open ? 'disputed' : 'drafted',
        hundredths: kept.reduce((s, r) => s + r.line.hundredths, 0),
        net_cents: kept.reduce((s, r) => s + r.line.amountCents, 0),
      });
    },
    // Nothing to show: the statement stays as it was drafted (the row keeps the stream's version).
    StatementIssueHeld: (tx, { data: d, version }) =>
      streamRows(t(tx), 'fee_statements', 'id', version).update(d.statementId, {}),
    StatementIssued: (tx, { data: d, version }) =>
      streamRows(t(tx), 'fee_statements', 'id', version).update(d.statementId, {
        status: 'issued',
        number: d.number,
        hundredths: d.hundredths,
        net_cents: d.netCents,
        vat_cents: d.vatCents,
        gross_cents: d.grossCents,
        tax: jsonb(d.tax),
        issued_at: new Date(d.at),
      }),
  },
});

/**
 * An Accelerator's erasure: their billing data goes, the reasons and notes of their disputes are
 * emptied. Their statements stay: the issued ones are the firm's books (sealed with their own key).
 */
const erasure = defineProjection<{ type: 'UserDeleted'; data: { userId: string } }>({
  name: 'fees.erasure',
  tables: ['fee_billing', 'fee_statement_lines'],
  handles: ['UserDeleted'],
  async apply(tx, { data }) {
    await sql`DELETE FROM fee_billing WHERE partner_id = ${data.userId}`.execute(tx);
    await sql`UPDATE fee_statement_lines SET dispute_reason = NULL, dispute_note = NULL WHERE partner_id = ${data.userId}`.execute(
      tx,
    );
  },
});

export const feesProjections = [termsProjection, billingProjection, statementProjection, erasure];
