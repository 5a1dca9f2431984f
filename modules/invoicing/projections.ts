import { setOffNoteTo } from './contract/set-off';
import { sql } from 'kysely';
import { jsonb, tablesOf, type Tx } from '../../server/db/kysely';
import { erasureProjection, projectionByType, savedValueProjection, streamRows } from '../../server/eventstore';
import { FIRM_ID, type BillingAddressEvent, type FirmEvent, type InvoiceEvent } from './events';
import type { InvoicingTables } from './tables';

const t = (tx: Tx) => tablesOf<InvoicingTables>(tx);

/** `firm_data`: the firm's one row (the event carries the whole of it). */
const firmProjection = savedValueProjection<FirmEvent, InvoicingTables, 'firm_data'>({
  name: 'invoicing.firm',
  table: 'firm_data',
  key: 'id',
  on: { FirmDataSet: (d) => [FIRM_ID, { firm: jsonb(d.firm) }] },
});

/** `billing_addresses`: each client's address as last saved. */
const billingAddressProjection = savedValueProjection<BillingAddressEvent, InvoicingTables, 'billing_addresses'>({
  name: 'invoicing.billing-address',
  table: 'billing_addresses',
  key: 'client_id',
  on: { BillingAddressSet: (d) => [d.clientId, { address: jsonb(d.address) }] },
});

/** A new invoice row: nothing paid, credited or reminded yet. */
const unsettled = {
  credit_note_id: null,
  paid_cents: 0,
  paid_on: null,
  credited_cents: 0,
  reminded_on: null,
  dunning_level: 0,
  dunned_on: null,
} as const;

/** `invoices`: drafts, issued invoices and credit notes, one row per invoice stream. */
const invoiceProjection = projectionByType<InvoiceEvent>({
  name: 'invoicing.invoices',
  tables: ['invoices', 'invoice_payments', 'invoice_refunds'],
  on: {
    InvoiceDrafted: (tx, { data: d, version }) =>
      streamRows(t(tx), 'invoices', 'id', version).insert({
        id: d.invoiceId,
        client_id: d.clientId,
        user_package_id: d.service.userPackageId,
        kind: 'invoice',
        status: 'draft',
        number: null,
        year: null,
        sequence: null,
        issued_on: null,
        due_on: null,
        gross_cents: d.service.grossCents,
        service: jsonb(d.service),
        missing: jsonb(d.missing),
        document: null,
        corrects_invoice_id: null,
        ...unsettled,
        created_at: new Date(d.at),
        updated_at: new Date(d.at),
        version,
      }),
    // Issued at once (no row yet: inserted) or from a draft (the row exists: updated, keeping the
    // time the draft was made).
    InvoiceIssued: async (tx, { data: d, version }) => {
      const rows = streamRows(t(tx), 'invoices', 'id', version);
      const issued = {
        client_id: d.clientId,
        user_package_id: d.service.userPackageId,
        kind: d.kind,
        status: 'issued' as const,
        number: d.number,
        year: d.year,
        sequence: d.sequence,
        issued_on: d.issuedOn,
        due_on: d.dueOn,
        gross_cents: d.amounts.grossCents,
        service: jsonb(d.service),
        missing: jsonb([]),
        document: jsonb(d),
        corrects_invoice_id: d.corrects?.invoiceId ?? null,
        updated_at: new Date(d.at),
      };
      if (version === 1)
        await rows.insert({
          id: d.invoiceId,
          ...issued,
          ...unsettled,
          created_at: new Date(d.at),
          version,
        });
      else await rows.update(d.invoiceId, issued);
    },
    InvoiceDiscarded: (tx, { data: d, version }) =>
      streamRows(t(tx), 'invoices', 'id', version).update(d.invoiceId, {
        status: 'discarded',
        updated_at: new Date(d.at),
      }),
    InvoiceCancelled: (tx, { data: d, version }) =>
      streamRows(t(tx), 'invoices', 'id', version).update(d.invoiceId, {
        status: 'cancelled',
        credit_note_id: d.creditNoteId,
        updated_at: new Date(d.at),
      }),
    // The version guard makes a redelivered payment add nothing; its row is keyed by the payment id.
    InvoicePaymentRecorded: async (tx, { data: d, version }) => {
      const updated = await streamRows(t(tx), 'invoices', 'id', version).update(d.invoiceId, {
        paid_cents: sql<number>`paid_cents + ${d.amountCents}`,
        paid_on: sql<string>`greatest(paid_on, ${d.bookedOn})`,
        updated_at: new Date(d.at),
      });
      if (updated.every((r) => r.numUpdatedRows === 0n)) return;
      await t(tx)
        .insertInto('invoice_payments')
        .values({
          id: d.paymentId,
          invoice_id: d.invoiceId,
          client_id: d.clientId,
          amount_cents: d.amountCents,
          booked_on: d.bookedOn,
          source: d.source,
          reference: d.reference,
          statement_line_id: d.statementLineId,
          recorded_at: new Date(d.at),
          method: d.method ?? null,
          note: d.note ?? null,
          undone_on: null,
          undo_kind: null,
          undo_reason: null,
          set_off_id: d.setOffId ?? null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },
    // The paid amount goes down by the payment; the last payment's day is that of those still standing.
    InvoicePaymentUndone: async (tx, { data: d, version }) => {
      const standing = t(tx)
        .selectFrom('invoice_payments')
        .select(sql<string>`max(booked_on)`.as('last'))
        .where('invoice_id', '=', d.invoiceId)
        .where('undone_on', 'is', null)
        .where('id', '!=', d.paymentId);
      const updated = await streamRows(t(tx), 'invoices', 'id', version).update(d.invoiceId, {
        paid_cents: sql<number>`paid_cents - ${d.amountCents}`,
        paid_on: sql<string | null>`(${standing})`,
        updated_at: new Date(d.at),
      });
      if (updated.every((r) => r.numUpdatedRows === 0n)) return;
      await t(tx)
        .updateTable('invoice_payments')
        .set({ undone_on: d.undoneOn, undo_kind: d.kind, undo_reason: d.reason })
        .where('id', '=', d.paymentId)
        .execute();
    },
    InvoicePartlyCredited: (tx, { data: d, version }) =>
      streamRows(t(tx), 'invoices', 'id', version).update(d.invoiceId, {
        credited_cents: sql<number>`credited_cents + ${d.grossCents}`,
        updated_at: new Date(d.at),
      }),
    // A refund is a negative payment row (method 'refund'), so the balance and DATEV's payment
    // bookings take it as they are; its own row keeps the payee and the transfer's state.
    InvoiceRefundBooked: async (tx, { data: d, version }) => {
      const updated = await streamRows(t(tx), 'invoices', 'id', version).update(d.invoiceId, {
        paid_cents: sql<number>`paid_cents - ${d.amountCents}`,
        updated_at: new Date(d.at),
      });
      if (updated.every((r) => r.numUpdatedRows === 0n)) return;
      const recorded_at = new Date(d.at);
      const row = {
        id: d.refundId,
        invoice_id: d.invoiceId,
        client_id: d.clientId,
        booked_on: d.bookedOn,
        recorded_at,
      };
      await t(tx)
        .insertInto('invoice_payments')
        .values({
          ...row,
          amount_cents: -d.amountCents,
          source: 'refund',
          reference: d.endToEndId,
          statement_line_id: null,
          method: 'refund',
          note: d.reason,
          undone_on: null,
          undo_kind: null,
          undo_reason: null,
          set_off_id: null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await t(tx)
        .insertInto('invoice_refunds')
        .values({
          ...row,
          invoice_number: d.invoiceNumber,
          amount_cents: d.amountCents,
          reason: d.reason,
          payee_name: d.payee.name,
          payee_iban: d.payee.iban,
          end_to_end_id: d.endToEndId,
          paid_on: null,
          bank_line_id: null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },
    // The credit set off: a negative payment row 'Verrechnung' here (DATEV: the clearing account on
    // Haben); the other invoice's payment row is its own InvoicePaymentRecorded.
    InvoiceCreditSetOff: async (tx, { data: d, version }) => {
      const updated = await streamRows(t(tx), 'invoices', 'id', version).update(d.invoiceId, {
        paid_cents: sql<number>`paid_cents - ${d.amountCents}`,
        updated_at: new Date(d.at),
      });
      if (updated.every((r) => r.numUpdatedRows === 0n)) return;
      await t(tx)
        .insertInto('invoice_payments')
        .values({
          id: d.setOffId,
          invoice_id: d.invoiceId,
          client_id: d.clientId,
          booked_on: d.bookedOn,
          recorded_at: new Date(d.at),
          amount_cents: -d.amountCents,
          source: 'manual',
          reference: null,
          statement_line_id: null,
          method: 'offsetting',
          note: setOffNoteTo(d.toInvoiceNumber),
          undone_on: null,
          undo_kind: null,
          undo_reason: null,
          set_off_id: d.setOffId,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },
    // Taken back: the credit is on this invoice again; its negative row is marked (DATEV books the
    // reversal on the clearing account in the month taken back, datev/take-backs.ts).
    InvoiceSetOffTakenBack: async (tx, { data: d, version }) => {
      const updated = await streamRows(t(tx), 'invoices', 'id', version).update(d.invoiceId, {
        paid_cents: sql<number>`paid_cents + ${d.amountCents}`,
        updated_at: new Date(d.at),
      });
      if (updated.every((r) => r.numUpdatedRows === 0n)) return;
      await t(tx)
        .updateTable('invoice_payments')
        .set({ undone_on: d.undoneOn, undo_kind: 'set_off', undo_reason: d.reason })
        .where('id', '=', d.setOffId)
        .execute();
    },
    InvoiceRefundPaid: async (tx, { data: d, version }) => {
      const updated = await streamRows(t(tx), 'invoices', 'id', version).update(d.invoiceId, {
        updated_at: new Date(d.at),
      });
      if (updated.every((r) => r.numUpdatedRows === 0n)) return;
      await t(tx)
        .updateTable('invoice_refunds')
        .set({ paid_on: d.paidOn, bank_line_id: d.bankLineId })
        .where('id', '=', d.refundId)
        .execute();
    },
    // Before issue 31 the one reminder carried no level: it was the first.
    InvoiceReminderSent: (tx, { data: d, version }) =>
      streamRows(t(tx), 'invoices', 'id', version).update(d.invoiceId, {
        reminded_on: sql<string>`coalesce(reminded_on, ${d.remindedOn})`,
        dunning_level: d.level ?? 1,
        dunned_on: d.remindedOn,
        updated_at: new Date(d.at),
      }),
  },
});

/** A deleted account takes its billing address with it; its invoices stay (the firm's records, README). */
const billingAddressErasure = erasureProjection('invoicing', 'billing_addresses', 'client_id');

export const invoicingProjections = [
  firmProjection,
  billingAddressProjection,
  invoiceProjection,
  billingAddressErasure,
];
