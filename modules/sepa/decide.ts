import { defineDecider } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { compactIban } from '../invoicing/contract';
import { mandateText } from './contract';
import { mandateStreams, type Creditor, type MandateEvent } from './events';

// The rules of SEPA direct debit: the mandates here, the collections in `decide-collections.ts`. Pure:
// the firm's data, the open invoices and the mandates come with the command, time as `now` and
// `today` (the Berlin calendar day).

export type SepaError =
  | 'NotAllowed'
  | 'OnlyClientGrants'
  | 'CreditorIdMissing'
  | 'NoMandate'
  | 'NothingToCollect'
  | 'NotCollected'
  | 'CollectionNotFound'
  | 'AlreadyHandedOver';

export interface Actor {
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
  | { type: 'RevokeMandate'; actor: Actor; now: Date }
  /** The client deleted their account: no debit on their mandate any more (client-erased.ts). */
  | { type: 'EndMandateForErasure'; now: Date };

function decideMandate(command: MandateCommand, state: MandateState, clientId: string): MandateEvent[] | SepaError {
  const at = command.now.toISOString();
  // Not a decision of anyone's: the account is gone, so the mandate ends with it (once).
  if (command.type === 'EndMandateForErasure')
    return state.active
      ? [{ type: 'MandateRevoked', data: { mandateId: state.active.mandateId, clientId, reason: 'erased', at } }]
      : [];
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
