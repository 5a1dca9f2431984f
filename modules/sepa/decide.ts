import { defineDecider } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { compactIban } from '../invoicing/contract';
import { mandateText } from './contract';
import {
  collectionStreams,
  mandateStreams,
  type CollectionEvent,
  type CollectionItem,
  type Creditor,
  type MandateEvent,
} from './events';
import { earliestCollectionDate, targetDayOnOrAfter } from './target-days';

// The rules of SEPA direct debit. Pure: the firm's data, the open invoices and the mandates come
// with the command, time as `now` and `today` (the Berlin calendar day).

export type SepaError =
  'NotAllowed' | 'OnlyClientGrants' | 'CreditorIdMissing' | 'NoMandate' | 'NothingToCollect' | 'NotCollected';

interface Actor {
  id: string;
  role: string;
}

/** The firm as creditor, from its saved data; null while it has no creditor id. */
export type CreditorFacts = Creditor | null;

// A client's mandates (stream id = the client's id).

interface ActiveMandate {
  mandateId: string;
  iban: string;
  accountHolder: string;
}
interface MandateState {
  active: ActiveMandate | null;
}

function evolveMandate(state: MandateState, e: MandateEvent): MandateState {
  switch (e.type) {
    case 'MandateGranted':
      return { active: { mandateId: e.data.mandateId, iban: e.data.iban, accountHolder: e.data.accountHolder } };
    case 'MandateRevoked':
      return { active: null };
    default:
      return unreachable(e);
  }
}

/**
 * The mandate reference: unique per mandate because it is made from the mandate's id (32 hex
 * digits after 'M', 33 characters: within SEPA's 35 and its character set).
 */
export const mandateReferenceOf = (mandateId: string): string => `M${mandateId.replace(/-/g, '').toUpperCase()}`;

type MandateCommand =
  | {
      type: 'GrantMandate';
      mandateId: string;
      actor: Actor;
      iban: string;
      accountHolder: string;
      creditor: CreditorFacts;
      /** the Berlin calendar day of `now`: the date of signature */
      today: string;
      now: Date;
    }
  | { type: 'RevokeMandate'; actor: Actor; now: Date };

function decideMandate(command: MandateCommand, state: MandateState, clientId: string): MandateEvent[] | SepaError {
  const at = command.now.toISOString();
  // Only the account holder's side signs or withdraws: the client themself, never the office for them.
  if (command.actor.role !== 'user' || command.actor.id !== clientId) return 'OnlyClientGrants';
  switch (command.type) {
    case 'GrantMandate': {
      const { creditor, iban, accountHolder, mandateId } = command;
      if (!creditor) return 'CreditorIdMissing';
      const active = state.active;
      // The same account again grants nothing new (a second click, a retry).
      if (active && compactIban(active.iban) === compactIban(iban) && active.accountHolder === accountHolder) return [];
      // Another account: the old mandate ends, a new one with its own reference begins.
      const replaced: MandateEvent[] = active
        ? [{ type: 'MandateRevoked', data: { mandateId: active.mandateId, clientId, reason: 'replaced', at } }]
        : [];
      return [
        ...replaced,
        {
          type: 'MandateGranted',
          data: {
            mandateId,
            clientId,
            reference: mandateReferenceOf(mandateId),
            iban,
            accountHolder,
            creditorName: creditor.name,
            creditorId: creditor.creditorId,
            text: mandateText(creditor.name),
            signedOn: command.today,
            at,
          },
        },
      ];
    }
    case 'RevokeMandate':
      if (!state.active) return 'NoMandate';
      return [{ type: 'MandateRevoked', data: { mandateId: state.active.mandateId, clientId, reason: 'revoked', at } }];
    default:
      return unreachable(command);
  }
}

/** A client's SEPA mandates (stream id = the client's id): one active at a time. */
export const mandateDecider = defineDecider(
  mandateStreams,
  (): MandateState => ({ active: null }),
  evolveMandate,
  decideMandate,
);

// Which invoices a collection takes, and on which day.

/** An open invoice as the collection reads it (invoicing's `openInvoices`). */
export interface OpenInvoiceFact {
  id: string;
  number: string;
  clientId: string;
  paymentReference: string | null;
  grossCents: number;
  paidCents: number;
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
 * The day an invoice is debited: its due date (as pre-notified), moved to the next TARGET2 day,
 * and never before the earliest day a file handed over today can be collected (D-1).
 */
export function collectionDateOf(dueOn: string, today: string): string {
  const due = targetDayOnOrAfter(dueOn);
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
        collectionDate: collectionDateOf(inv.dueOn, today),
        remittance: remittanceOf(inv),
      },
    ];
  });
}

// The firm's collections (stream id 'firm').

interface CollectionsState {
  /** invoice id → the collection that debits it (a returned debit leaves the map) */
  collected: Map<string, string>;
}

function evolveCollections(state: CollectionsState, e: CollectionEvent): CollectionsState {
  const collected = new Map(state.collected);
  switch (e.type) {
    case 'CollectionCreated':
      for (const item of e.data.items) collected.set(item.invoiceId, e.data.collectionId);
      return { collected };
    case 'CollectionReturned':
      collected.delete(e.data.invoiceId);
      return { collected };
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
  | { type: 'RecordReturn'; collectionId: string; invoiceId: string; reason: string; now: Date };

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
      if (state.collected.get(invoiceId) !== collectionId) return 'NotCollected';
      return [{ type: 'CollectionReturned', data: { collectionId, invoiceId, reason, at } }];
    }
    default:
      return unreachable(command);
  }
}

/** The firm's collections (one stream, id 'firm'): its lock makes two admins' collections queue. */
export const collectionsDecider = defineDecider(
  collectionStreams,
  (): CollectionsState => ({ collected: new Map() }),
  evolveCollections,
  decideCollections,
);
