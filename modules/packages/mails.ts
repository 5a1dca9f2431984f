import type { MailMessage } from '../../jobs/mailer';
import { signature } from '../../jobs/format';
import { formatDate, formatEuro, formatHours } from '../../lib/german/format';

// German e-mails of the packages module.

const PAYMENT_TERM_DAYS = 14;

/** The reference a client puts on the transfer: the admin's, else one derived from the package id. */
export const paymentReferenceOf = (userPackageId: string, given: string | null): string =>
  given ?? `PAKET-${userPackageId.slice(0, 8).toUpperCase()}`;

interface Base {
  to: string;
  name: string;
  packageName: string;
  productName: string;
  portalUrl: string;
}

export function offerMail(m: Base & { totalHours: number; price: number }): MailMessage {
  return {
    to: m.to,
    subject: `Ihr Paketangebot: ${m.packageName}`,
    text: [
      `Hallo ${m.name},`,
      '',
      `wir haben Ihnen das Paket „${m.packageName}“ mit ${m.totalHours} Stunden zum Preis von ${formatEuro(m.price)} angeboten.`,
      `Bitte prüfen Sie das Angebot und nehmen Sie es unter ${m.portalUrl}/package an oder lehnen Sie es ab.`,
      'Die Annahme ist verbindlich; danach erhalten Sie die Rechnung.',
      ...signature(m.productName),
    ].join('\n'),
  };
}

export function invoiceMail(m: Base & { price: number; reference: string; acceptedAt: Date }): MailMessage {
  const due = new Date(m.acceptedAt.getTime() + PAYMENT_TERM_DAYS * 24 * 3600_000);
  return {
    to: m.to,
    subject: `Rechnung für Ihr Paket „${m.packageName}“`,
    text: [
      `Hallo ${m.name},`,
      '',
      `vielen Dank für die Annahme des Pakets „${m.packageName}“ am ${formatDate(m.acceptedAt)}.`,
      '',
      `Rechnungsbetrag: ${formatEuro(m.price)}`,
      `Verwendungszweck: ${m.reference}`,
      `Zahlungsziel: ${PAYMENT_TERM_DAYS} Tage, bitte bis zum ${formatDate(due)}.`,
      '',
      'Sobald die Zahlung eingegangen ist, schalten wir Ihr Paket frei und Sie können Termine mit Ihren Acceleratoren planen.',
      ...signature(m.productName),
    ].join('\n'),
  };
}

export function declinedMail(
  m: Omit<Base, 'name'> & { adminName: string; clientName: string; clientEmail: string; reason: string | null },
): MailMessage {
  return {
    to: m.to,
    subject: `Paket abgelehnt: ${m.clientName}`,
    text: [
      `Hallo ${m.adminName},`,
      '',
      `${m.clientName} (${m.clientEmail}) hat das Paket „${m.packageName}“ abgelehnt.`,
      `Begründung: ${m.reason ?? 'keine angegeben'}`,
      '',
      `Zur Paketverwaltung: ${m.portalUrl}/admin/packages`,
      ...signature(m.productName),
    ].join('\n'),
  };
}

export function activatedClientMail(m: Base & { expiresAt: Date; totalHours: number }): MailMessage {
  return {
    to: m.to,
    subject: `Ihr Paket „${m.packageName}“ ist aktiv`,
    text: [
      `Hallo ${m.name},`,
      '',
      `Ihre Zahlung ist eingegangen und Ihr Paket „${m.packageName}“ mit ${m.totalHours} Stunden ist ab sofort aktiv (gültig bis ${formatDate(m.expiresAt)}).`,
      `Ihre Acceleratoren melden sich zur Terminplanung; Ihre Termine sehen Sie unter ${m.portalUrl}/meetings.`,
      ...signature(m.productName),
    ].join('\n'),
  };
}

export function activatedPartnerMail(m: Base & { clientName: string; hours: number }): MailMessage {
  return {
    to: m.to,
    subject: `Neuer Klient: ${m.clientName}`,
    text: [
      `Hallo ${m.name},`,
      '',
      `das Paket „${m.packageName}“ von ${m.clientName} ist aktiv. Ihnen sind ${m.hours} Stunden zugeordnet.`,
      `Sie können jetzt Termine planen: ${m.portalUrl}/partner/clients`,
      ...signature(m.productName),
    ].join('\n'),
  };
}

export function lowHoursMail(m: Base & { remainingHours: number; forAdmin: boolean; clientName: string }): MailMessage {
  const hours = formatHours(m.remainingHours);
  return {
    to: m.to,
    subject: m.forAdmin ? `Wenige Stunden übrig: ${m.clientName}` : 'Wenige Stunden übrig in Ihrem Paket',
    text: [
      `Hallo ${m.name},`,
      '',
      m.forAdmin
        ? `im Paket „${m.packageName}“ von ${m.clientName} sind nur noch ${hours} Stunden übrig.`
        : `in Ihrem Paket „${m.packageName}“ sind nur noch ${hours} Stunden übrig. Sprechen Sie uns gern auf eine Verlängerung an.`,
      ...signature(m.productName),
    ].join('\n'),
  };
}
