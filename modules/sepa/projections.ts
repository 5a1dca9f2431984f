import { jsonb, tablesOf } from '../../server/db/kysely';
import { erasureProjection, projectionByType, streamTable } from '../../server/eventstore';
import type { CollectionEvent, MandateEvent } from './events';
import type { SepaTables } from './tables';

const t = tablesOf<SepaTables>;
/** Each mandate's row, as of its client's stream version. */
const mandates = streamTable(t, 'sepa_mandates', 'id');

/** `sepa_mandates`: every mandate granted, active until revoked. */
const mandatesProjection = mandates.projection<MandateEvent>('sepa.mandates', {
  MandateGranted: (rows, e) =>
    rows.insert({
      id: e.data.mandateId,
      client_id: e.data.clientId,
      reference: e.data.reference,
      iban: e.data.iban,
      account_holder: e.data.accountHolder,
      creditor_name: e.data.creditorName,
      creditor_id: e.data.creditorId,
      text: e.data.text,
      signed_on: e.data.signedOn,
      granted_at: new Date(e.data.at),
      revoked_at: null,
      revoke_reason: null,
      version: e.version,
    }),
  MandateRevoked: (rows, e) =>
    rows.update(e.data.mandateId, { revoked_at: new Date(e.data.at), revoke_reason: e.data.reason }),
});

/** `sepa_collections` and their debits `sepa_collection_items`; a return or a withdrawal keeps its reason. */
const collectionsProjection = projectionByType<CollectionEvent>({
  name: 'sepa.collections',
  tables: ['sepa_collections', 'sepa_collection_items'],
  on: {
    CollectionCreated: async (tx, e) => {
      const { collectionId, items } = e.data;
      const inserted = await t(tx)
        .insertInto('sepa_collections')
        .values({
          id: collectionId,
          due_until: e.data.dueUntil,
          creditor: jsonb(e.data.creditor),
          created_by: e.data.by,
          created_at: new Date(e.data.at),
          handed_over_at: null,
          handed_over_by: null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      // Applied twice (redelivered, replayed over live rows): the debits are there already.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
      await t(tx)
        .insertInto('sepa_collection_items')
        .values(
          items.map((i) => ({
            collection_id: collectionId,
            invoice_id: i.invoiceId,
            invoice_number: i.invoiceNumber,
            client_id: i.clientId,
            mandate_id: i.mandateId,
            mandate_reference: i.mandateReference,
            mandate_signed_on: i.mandateSignedOn,
            amount_cents: i.amountCents,
            collection_date: i.collectionDate,
            remittance: i.remittance,
            return_reason: null,
            returned_at: null,
            withdraw_reason: null,
            withdrawn_at: null,
          })),
        )
        .execute();
    },
    CollectionReturned: async (tx, e) => {
      await t(tx)
        .updateTable('sepa_collection_items')
        .set({ return_reason: e.data.reason, returned_at: new Date(e.data.at) })
        .where('collection_id', '=', e.data.collectionId)
        .where('invoice_id', '=', e.data.invoiceId)
        .where('return_reason', 'is', null)
        .execute();
    },
    CollectionHandedOver: async (tx, e) => {
      await t(tx)
        .updateTable('sepa_collections')
        .set({ handed_over_at: new Date(e.data.at), handed_over_by: e.data.by })
        .where('id', '=', e.data.collectionId)
        .execute();
    },
    CollectionDebitWithdrawn: async (tx, e) => {
      await t(tx)
        .updateTable('sepa_collection_items')
        .set({ withdraw_reason: e.data.reason, withdrawn_at: new Date(e.data.at) })
        .where('collection_id', '=', e.data.collectionId)
        .where('invoice_id', '=', e.data.invoiceId)
        .where('withdrawn_at', 'is', null)
        .execute();
    },
  },
});

/** A client's erasure empties the account of their mandates: none is used again. */
const mandatesErasure = erasureProjection('sepa', 'sepa_mandates', 'client_id', ['iban', 'account_holder']);
/** …and the office's reasons for withdrawing their debits (the withdrawal itself stays: `withdrawn_at`). */
const withdrawalsErasure = erasureProjection('sepa-withdrawals', 'sepa_collection_items', 'client_id', [
  'withdraw_reason',
]);

export const sepaProjections = [mandatesProjection, collectionsProjection, mandatesErasure, withdrawalsErasure];
