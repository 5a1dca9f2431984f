import type { Tx } from '../../../server/db/kysely';
import { tablesOf } from '../../../server/db/kysely';
import { formatCalendarDate, formatCents } from '../../../lib/german/format';
import { letterTo } from '../../../lib/german/letter';
import { addDays } from '../../../lib/german/time';
import { queueMails } from '../../../jobs/boss';
import { reactionsTo } from '../../../server/eventstore';
import { findUsersByIds } from '../../identity';
import { compactIban, dunningLevelLabels, type DunningLevel, type IssuedInvoice } from '../contract';
import type { InvoiceReminderSent } from '../events';
import type { InvoicingTables } from '../tables';
import { savedFirmData } from '../queries';
import { FLAT_FEE_CENTS, interestPointsFor } from '../invoice';

// The dunning letter of each level, mailed to the client: what is open and where to pay it (the
// firm's account as it is now: an account given up since the invoice would return the money, saying
// so when it changed); from the 1. Mahnung on, the flat fee and default interest (§ 288 BGB).

/** Days the client is given to pay after a Mahnung. */
const GRACE_DAYS = 7;

function opening(level: DunningLevel, doc: IssuedInvoice): string {
  const invoice = `Unsere Rechnung ${doc.number} vom ${formatCalendarDate(doc.issuedOn)} war am ${formatCalendarDate(doc.dueOn)} fällig`;
  if (level === 1)
    return `sicher ist es im Alltag untergegangen: ${invoice}, und bei uns ist noch nicht der ganze Betrag eingegangen.`;
  if (level === 2)
    return `trotz unserer Zahlungserinnerung ist der Betrag noch nicht vollständig bei uns eingegangen. ${invoice}.`;
  return `trotz unserer Zahlungserinnerung und unserer 1. Mahnung ist der Betrag noch immer nicht vollständig bei uns eingegangen. ${invoice}.`;
}

/** The claims beside the invoice (§ 288 BGB) as the letter lists them. */
function claimLines(d: InvoiceReminderSent['data'], business: boolean): string[] {
  if ((d.level ?? 1) === 1) return [];
  const points = interestPointsFor(business);
  const paragraph = business ? '§ 288 Abs. 2 BGB' : '§ 288 Abs. 1 BGB';
  const since = d.defaultFrom ? ` seit dem ${formatCalendarDate(d.defaultFrom)}` : '';
  const interest =
    d.interestCents === null || d.interestCents === undefined
      ? `Verzugszinsen${since}: in gesetzlicher Höhe, ${points} Prozentpunkte über dem Basiszinssatz (${paragraph})`
      : `Verzugszinsen${since} (${points} Prozentpunkte über dem Basiszinssatz, ${paragraph}): ${formatCents(d.interestCents)}`;
  return [
    ...(d.feeCents === FLAT_FEE_CENTS ? [`Verzugspauschale (§ 288 Abs. 5 BGB): ${formatCents(FLAT_FEE_CENTS)}`] : []),
    ...(d.defaultFrom ? [interest] : []),
  ];
}

function closing(level: DunningLevel, remindedOn: string): string[] {
  if (level === 1)
    return [
      'Wir freuen uns, wenn Sie den Betrag in den nächsten Tagen überweisen. Haben Sie bereits bezahlt, betrachten Sie diese Nachricht bitte als gegenstandslos.',
    ];
  const until = formatCalendarDate(addDays(remindedOn, GRACE_DAYS));
  return level === 2
    ? [
        `Bitte überweisen Sie den offenen Betrag bis zum ${until}. Haben Sie bereits bezahlt, betrachten Sie dieses Schreiben bitte als gegenstandslos.`,
      ]
    : [
        `Bitte überweisen Sie den offenen Betrag spätestens bis zum ${until}. Geht er bis dahin nicht ein, werden wir ohne weitere Ankündigung das gerichtliche Mahnverfahren einleiten.`,
      ];
}

export const dunningLetterReactions = reactionsTo<InvoiceReminderSent>({
  async InvoiceReminderSent(tx: Tx, e, { store }) {
    const row = await tablesOf<InvoicingTables>(tx)
      .selectFrom('invoices')
      .select(['document', 'paid_cents'])
      .where('id', '=', e.data.invoiceId)
      .executeTakeFirst();
    const client = (await findUsersByIds(tx, [e.data.clientId])).get(e.data.clientId);
    const doc = row?.document;
    if (!doc || !client) return;
    const level = e.data.level ?? 1;
    // As the level decided it (partial credit notes off); older events without it: gross less paid.
    const open = e.data.openCents ?? doc.amounts.grossCents - row.paid_cents;
    const reference = doc.service.paymentReference ?? doc.number;
    const bank = (await savedFirmData(tx))?.firm ?? doc.seller;
    const moved = compactIban(bank.iban) !== compactIban(doc.seller.iban);
    const lines = [
      opening(level, doc),
      '',
      `Offener Betrag: ${formatCents(open)}`,
      ...claimLines(e.data, doc.buyer.company !== null),
      `Empfänger: ${doc.seller.legalName}`,
      `IBAN: ${bank.iban}`,
      ...(bank.bic ? [`BIC: ${bank.bic}`] : []),
      `Verwendungszweck: ${reference}`,
      ...(moved ? ['', 'Bitte beachten Sie: Unsere Bankverbindung hat sich seit der Rechnung geändert.'] : []),
      '',
      ...closing(level, e.data.remindedOn),
    ];
    await queueMails(store, tx, e.eventId, [
      {
        to: client.email,
        subject: `${dunningLevelLabels[level]}: Rechnung ${doc.number}`,
        text: letterTo(client.name, lines),
      },
    ]);
  },
});
