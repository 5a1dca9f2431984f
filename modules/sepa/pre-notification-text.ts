import { formatCents, formatDate } from '../../lib/german/format';

// The words of a pre-notification mail (no reads: the tests import them).

/** 'DE02 1203 0000 0000 2020 51' → 'DE02 **** 2051': a mail leaves the portal, the account stays in it. */
const maskedIban = (iban: string): string => {
  const compact = iban.replace(/\s+/g, '');
  return `${compact.slice(0, 4)} **** ${compact.slice(-4)}`;
};

/** The lines of a pre-notification: what is debited, when, on which mandate, by whom. */
export function preNotificationLines(p: {
  number: string;
  amountCents: number;
  collectionDate: string;
  reference: string;
  creditorId: string;
  iban: string;
}): string[] {
  return [
    `den Betrag Ihrer Rechnung ${p.number} ziehen wir per SEPA-Lastschrift von Ihrem Konto ein (Vorabankündigung):`,
    '',
    `Betrag: ${formatCents(p.amountCents)}`,
    `Einzug am: ${formatDate(p.collectionDate)}`,
    `Mandatsreferenz: ${p.reference}`,
    `Gläubiger-ID: ${p.creditorId}`,
    `Konto: ${maskedIban(p.iban)}`,
    '',
    'Bitte sorgen Sie für die Deckung Ihres Kontos; überweisen Sie den Betrag nicht zusätzlich.',
  ];
}

/** Said first in a pre-notification that replaces an earlier one of the same invoice. */
export const AGAIN_LINE =
  'Diese Vorabankündigung ersetzt die frühere zu dieser Rechnung: Tag und Betrag des Einzugs sind neu.';
