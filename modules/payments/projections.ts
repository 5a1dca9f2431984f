import { tablesOf, type Tx } from '../../server/db/kysely';
import { projectionByType, savedValueProjection, streamRows } from '../../server/eventstore';
import { SETTINGS_ID, type PaymentSettingsEvent, type StatementLineEvent } from './events';
import type { PaymentsTables } from './tables';

const t = (tx: Tx) => tablesOf<PaymentsTables>(tx);

/** `payment_lines`: one row per statement line, proposed or unmatched until confirmed or dismissed. */
const lineProjection = projectionByType<StatementLineEvent>({
  name: 'payments.lines',
  tables: ['payment_lines'],
  on: {
    StatementLineImported: (tx, { data: d, version }) =>
      streamRows(t(tx), 'payment_lines', 'id', version).insert({
        id: d.lineId,
        format: d.format,
        account: d.account,
        bank_reference: d.bankReference,
        booked_on: d.bookedOn,
        value_on: d.valueOn,
        amount_cents: d.amountCents,
        currency: d.currency,
        purpose: d.purpose,
        counterparty_name: d.counterpartyName,
        counterparty_iban: d.counterpartyIban,
        end_to_end_id: d.endToEndId,
        invoice_id: d.proposal?.invoiceId ?? null,
        matched_by: d.proposal?.matchedBy ?? null,
        status: d.proposal ? 'proposed' : 'unmatched',
        confirmed_at: null,
        confirmed_by: null,
        kind: d.kind ?? 'credit',
        return_reason: d.returnReason ?? null,
        proposed_invoice_ids: d.proposal?.invoiceIds ? (JSON.stringify(d.proposal.invoiceIds) as never) : null,
        allocations: null,
        dismissed_reason: null,
        dismissed_at: null,
        dismissed_by: null,
        imported_at: new Date(d.at),
        version,
      }),
    StatementLineConfirmed: async (tx, { data: d, version }) => {
      const rows = streamRows(t(tx), 'payment_lines', 'id', version);
      await rows.update(d.lineId, {
        status: 'confirmed',
        invoice_id: d.invoiceId,
        ...(d.manual ? { matched_by: 'manual' as const } : {}),
        allocations: JSON.stringify(d.allocations ?? [{ invoiceId: d.invoiceId, amountCents: d.amountCents }]) as never,
        confirmed_at: new Date(d.at),
        confirmed_by: d.byId,
      });
    },
    StatementLineDismissed: (tx, { data: d, version }) =>
      streamRows(t(tx), 'payment_lines', 'id', version).update(d.lineId, {
        status: 'dismissed',
        dismissed_reason: d.reason,
        dismissed_at: new Date(d.at),
        dismissed_by: d.byId,
      }),
    // Its payments undone: unmatched again, for the admin to assign anew (a split line once all are).
    StatementLineReopened: (tx, { data: d, version }) =>
      streamRows(t(tx), 'payment_lines', 'id', version).update(
        d.lineId,
        d.open === false
          ? { status: 'confirmed' }
          : {
              status: 'unmatched',
              invoice_id: null,
              matched_by: null,
              proposed_invoice_ids: null,
              allocations: null,
              confirmed_at: null,
              confirmed_by: null,
            },
      ),
  },
});

/** `payment_settings`: the one row of the firm's settings. */
const settingsProjection = savedValueProjection<PaymentSettingsEvent, PaymentsTables, 'payment_settings'>({
  name: 'payments.settings',
  table: 'payment_settings',
  key: 'id',
  on: { PaymentSettingsSet: (d) => [SETTINGS_ID, { auto_activate: d.autoActivate }] },
});

export const paymentsProjections = [lineProjection, settingsProjection];
