import { defineDecider } from '../../server/eventstore';
import { addDays, berlinDateOf } from '../../lib/german/time';
import { unreachable } from '../../lib/unreachable';
import type { Actor, CreditorFacts, SepaError } from './decide';
import { collectionStreams, type CollectionEvent, type CollectionItem } from './events';
import { earliestCollectionDate, targetDayOnOrAfter } from './target-days';

// The rules of the firm's SEPA collections (pure, as the mandates' in `decide.ts`): which invoices a
// collection takes and on which day, returns, the file handed to the bank, and a debit withdrawn.

// Which invoices a collection takes, and on which day.

/** An open invoice as the collection reads it (invoicing's `openInvoices`). */
export interface OpenInvoiceFact {
  id: string;
  number: string;
  clientId: string;
  paymentReference: string | null;
  grossCents: number;
  paidCents: number;
  issuedOn: string;
  dueOn: string;
  status: string;
}

/** A client's active mandate as the collection reads it; `lastUsedOn` the last collection date on it. */
export interface MandateFact {
  mandateId: string;
  clientId: string;
  reference: string;
  signedOn: string;
  lastUsedOn: string | null;
}

/** A mandate unused for 36 months has lapsed (SEPA rulebook): a new one must be granted. */
const mandateLapsed = (m: MandateFact, today: string): boolean =>
  (m.lastUsedOn ?? m.signedOn) < `${Number(today.slice(0, 4)) - 3}${today.slice(4)}`;

/**
 * The rulebook's notice when the mandate agrees no shorter one (ours does not: `mandateText`): the
 * pre-notification reaches the debtor at least 14 calendar days before the debit.
 */
const PRE_NOTIFICATION_DAYS = 14;

/**
 * The day an invoice's debit was pre-notified: with the invoice when a mandate stood then, else
 * when the (replacing) mandate was granted (both mails go out in that transaction), and again on
 * the day its debit came back or was withdrawn (`freedOn`; pre-notification.ts mails the new day).
 */
export const preNotifiedOn = (issuedOn: string, mandateSignedOn: string, freedOn: string | null = null): string =>
  [issuedOn, mandateSignedOn, freedOn ?? ''].reduce((a, b) => (b > a ? b : a));

/**
 * The day an invoice is debited: its due date (as written on the invoice), but no earlier than
 * 14 days after the pre-notification (a payment term of 7 days: the debit a week after the due
 * date), moved to the next TARGET2 day, and never before the earliest day a file handed over today
 * can be collected (D-1). One rule for the mail, the client's screen and the file.
 */
export function collectionDateOf(dueOn: string, today: string, notifiedOn: string): string {
  const notice = addDays(notifiedOn, PRE_NOTIFICATION_DAYS);
  const due = targetDayOnOrAfter(dueOn > notice ? dueOn : notice);
  const earliest = earliestCollectionDate(today);
  return due > earliest ? due : earliest;
}

/** What the debtor's statement shows (at most 140 characters): the invoice and its payment reference. */
const remittanceOf = (inv: OpenInvoiceFact): string =>
  [`Rechnung ${inv.number}`, inv.paymentReference].filter(Boolean).join(' ').slice(0, 140);

/**
 * The debits of a collection up to `dueUntil`: each issued invoice with money open, due by then, of
 * a client with an active mandate that has not lapsed, and not in a collection already (unless its
 * debit came back). The open amount is collected, not the gross (a part may have been paid).
 */
export function selectForCollection(
  invoices: readonly OpenInvoiceFact[],
  mandates: ReadonlyMap<string, MandateFact>,
  collected: ReadonlySet<string>,
  dueUntil: string,
  today: string,
  /** invoice id → the Berlin day its last debit came back or was withdrawn */
  freedOn: ReadonlyMap<string, string> = new Map(),
): CollectionItem[] {
  return invoices.flatMap((inv) => {
    const mandate = mandates.get(inv.clientId);
    const open = inv.grossCents - inv.paidCents;
    if (inv.status !== 'issued' || open <= 0 || inv.dueOn > dueUntil || collected.has(inv.id)) return [];
    if (!mandate || mandateLapsed(mandate, today)) return [];
    return [
      {
        invoiceId: inv.id,
        invoiceNumber: inv.number,
        clientId: inv.clientId,
        mandateId: mandate.mandateId,
        mandateReference: mandate.reference,
        mandateSignedOn: mandate.signedOn,
        amountCents: open,
        collectionDate: collectionDateOf(
          inv.dueOn,
          today,
          preNotifiedOn(inv.issuedOn, mandate.signedOn, freedOn.get(inv.id) ?? null),
        ),
        remittance: remittanceOf(inv),
      },
    ];
  });
}

// The firm's collections (stream id 'firm').

interface CollectionsState {
  /** invoice id → the collection that debits it, the debit's client and mandate (a returned or withdrawn debit leaves the map) */
  collected: Map<string, { collectionId: string; clientId: string; mandateId: string }>;
  /** every collection's id → whether its file was handed to the bank */
  handedOver: Map<string, boolean>;
  /** invoice id → the Berlin day its last debit came back or was withdrawn: pre-notified anew then */
  freedOn: Map<string, string>;
}

function evolveCollections(state: CollectionsState, e: CollectionEvent): CollectionsState {
  const collected = new Map(state.collected);
  const handedOver = new Map(state.handedOver);
  const { freedOn } = state;
  switch (e.type) {
    case 'CollectionCreated':
      for (const item of e.data.items)
        collected.set(item.invoiceId, {
          collectionId: e.data.collectionId,
          clientId: item.clientId,
          mandateId: item.mandateId,
        });
      handedOver.set(e.data.collectionId, false);
      return { collected, handedOver, freedOn };
    case 'CollectionReturned':
    case 'CollectionDebitWithdrawn':
      collected.delete(e.data.invoiceId);
      return {
        collected,
        handedOver,
        freedOn: new Map(freedOn).set(e.data.invoiceId, berlinDateOf(new Date(e.data.at))),
      };
    case 'CollectionHandedOver':
      handedOver.set(e.data.collectionId, true);
      return { collected, handedOver, freedOn };
    default:
      return unreachable(e);
  }
}

type CollectionsCommand =
  | {
      type: 'CreateCollection';
      collectionId: string;
      actor: Actor;
      dueUntil: string;
      creditor: CreditorFacts;
      invoices: readonly OpenInvoiceFact[];
      mandates: ReadonlyMap<string, MandateFact>;
      today: string;
      now: Date;
    }
  | { type: 'RecordReturn'; collectionId: string; invoiceId: string; reason: string; now: Date }
  | { type: 'MarkHandedOver'; collectionId: string; actor: Actor; now: Date }
  | { type: 'WithdrawDebit'; collectionId: string; invoiceId: string; reason: string; actor: Actor; now: Date }
  | {
      type: 'WithdrawForEndedMandate';
      mandateId: string;
      clientId: string;
      reason: 'revoked' | 'replaced' | 'erased';
      now: Date;
    };

/** The withdrawal's reason when the client's mandate ended (the office's list shows it). */
const endedMandateReason = {
  revoked: 'Mandat widerrufen',
  replaced: 'Mandat ersetzt (neues Konto)',
  erased: 'Konto gelöscht',
} as const;

function decideCollections(command: CollectionsCommand, state: CollectionsState): CollectionEvent[] | SepaError {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'CreateCollection': {
      if (command.actor.role !== 'admin') return 'NotAllowed';
      if (!command.creditor) return 'CreditorIdMissing';
      const items = selectForCollection(
        command.invoices,
        command.mandates,
        new Set(state.collected.keys()),
        command.dueUntil,
        command.today,
        state.freedOn,
      );
      if (items.length === 0) return 'NothingToCollect';
      const { collectionId, dueUntil, creditor } = command;
      return [
        { type: 'CollectionCreated', data: { collectionId, dueUntil, creditor, items, by: command.actor.id, at } },
      ];
    }
    // A Rücklastschrift: the invoice leaves its collection (open again, collectible again).
    case 'RecordReturn': {
      const { collectionId, invoiceId, reason } = command;
      if (state.collected.get(invoiceId)?.collectionId !== collectionId) return 'NotCollected';
      return [{ type: 'CollectionReturned', data: { collectionId, invoiceId, reason, at } }];
    }
    // The file went to the bank: once (a second mark changes nothing).
    case 'MarkHandedOver': {
      if (command.actor.role !== 'admin') return 'NotAllowed';
      const handed = state.handedOver.get(command.collectionId);
      if (handed === undefined) return 'CollectionNotFound';
      if (handed) return [];
      return [{ type: 'CollectionHandedOver', data: { collectionId: command.collectionId, by: command.actor.id, at } }];
    }
    // One debit out of a file still in the office; at the bank only the bank can recall it.
    case 'WithdrawDebit': {
      const { collectionId, invoiceId, reason, actor } = command;
      if (actor.role !== 'admin') return 'NotAllowed';
      const handed = state.handedOver.get(collectionId);
      if (handed === undefined) return 'CollectionNotFound';
      const debit = state.collected.get(invoiceId);
      if (debit?.collectionId !== collectionId) return 'NotCollected';
      if (handed) return 'AlreadyHandedOver';
      const data = { collectionId, invoiceId, clientId: debit.clientId, reason, by: actor.id, at };
      return [{ type: 'CollectionDebitWithdrawn', data }];
    }
    // No debit on a revoked mandate: each still in the office leaves its file (the same withdrawal,
    // by the client who ended it). One at the bank stays: the office's list asks for the bank's recall.
    case 'WithdrawForEndedMandate': {
      const { mandateId, clientId } = command;
      const reason = endedMandateReason[command.reason];
      return [...state.collected]
        .filter(([, d]) => d.mandateId === mandateId && state.handedOver.get(d.collectionId) === false)
        .map(([invoiceId, d]) => ({
          type: 'CollectionDebitWithdrawn' as const,
          data: { collectionId: d.collectionId, invoiceId, clientId, reason, by: clientId, at },
        }));
    }
    default:
      return unreachable(command);
  }
}

/** The firm's collections (one stream, id 'firm'): its lock makes two admins' collections queue. */
export const collectionsDecider = defineDecider(
  collectionStreams,
  (): CollectionsState => ({ collected: new Map(), handedOver: new Map(), freedOn: new Map() }),
  evolveCollections,
  decideCollections,
);
