import type { MailMessage } from '../../jobs/mailer';
import { formatDate, formatEuro, hoursText } from '../../lib/german/format';
import { plainName } from '../../lib/plain-name';

// German e-mails of the packages module.

interface Base {
  to: string;
  name: string;
  packageName: string;
  portalUrl: string;
}

/** A mail to one person: the greeting and what it says (the firm signs it at sending: jobs/firm-sender.ts). */
function mail(m: Pick<Base, 'to' | 'name'>, subject: string, lines: string[]): MailMessage {
  const text = [`Hallo ${plainName(m.name)},`, '', ...lines].join('\n');
  return { to: m.to, subject, text };
}

/** The offer; `replaces` names the offer a correction replaces (issue 32: one mail, not a withdrawal and an offer). */
export function offerMail(m: Base & { totalHours: number; price: number; replaces: string | null }): MailMessage {
  const terms = `das Paket „${m.packageName}“ mit ${hoursText(m.totalHours)} zum Preis von ${formatEuro(m.price)}`;
  if (m.replaces !== null)
    return mail(m, `Ihr korrigiertes Paketangebot: ${m.packageName}`, [
      `wir haben unser Angebot „${m.replaces}“ korrigiert und bieten Ihnen nun ${terms} an. Es ersetzt das bisherige Angebot, das damit nicht mehr gilt.`,
      `Bitte prüfen Sie das Angebot und nehmen Sie es unter ${m.portalUrl}/package an oder lehnen Sie es ab.`,
      'Die Annahme ist verbindlich; danach erhalten Sie die Rechnung.',
    ]);
  return mail(m, `Ihr Paketangebot: ${m.packageName}`, [
    `wir haben Ihnen ${terms} angeboten.`,
    `Bitte prüfen Sie das Angebot und nehmen Sie es unter ${m.portalUrl}/package an oder lehnen Sie es ab.`,
    'Die Annahme ist verbindlich; danach erhalten Sie die Rechnung.',
  ]);
}

export function offerWithdrawnMail(m: Base): MailMessage {
  return mail(m, `Ihr Paketangebot wurde zurückgezogen: ${m.packageName}`, [
    `wir haben unser Angebot für das Paket „${m.packageName}“ zurückgezogen. Sie müssen nichts weiter tun.`,
    'Falls wir Ihnen ein geändertes Angebot machen, erhalten Sie dazu eine eigene E-Mail.',
  ]);
}

export function declinedMail(
  m: Omit<Base, 'name'> & { adminName: string; clientName: string; clientEmail: string; reason: string | null },
): MailMessage {
  return mail({ ...m, name: m.adminName }, `Paket abgelehnt: ${m.clientName}`, [
    `${m.clientName} (${m.clientEmail}) hat das Paket „${m.packageName}“ abgelehnt.`,
    `Begründung: ${m.reason ?? 'keine angegeben'}`,
    '',
    `Zur Paketverwaltung: ${m.portalUrl}/admin/packages`,
  ]);
}

export function activatedClientMail(m: Base & { expiresAt: Date; totalHours: number }): MailMessage {
  return mail(m, `Ihr Paket „${m.packageName}“ ist aktiv`, [
    `Ihre Zahlung ist eingegangen und Ihr Paket „${m.packageName}“ mit ${hoursText(m.totalHours)} ist ab sofort aktiv (gültig bis ${formatDate(m.expiresAt)}).`,
    `Ihre Acceleratoren melden sich zur Terminplanung; Ihre Termine sehen Sie unter ${m.portalUrl}/meetings.`,
  ]);
}

export function activatedPartnerMail(m: Base & { clientName: string; hours: number }): MailMessage {
  return mail(m, `Neuer Klient: ${m.clientName}`, [
    `das Paket „${m.packageName}“ von ${m.clientName} ist aktiv. Ihnen sind ${hoursText(m.hours)} zugeordnet.`,
    `Sie können jetzt Termine planen: ${m.portalUrl}/partner/clients`,
  ]);
}

/** To the client when an Accelerator left: who has their remaining hours now, or that they were released. */
export function allocationMovedClientMail(
  m: Base & { leaverName: string; hours: number; successorName: string | null },
): MailMessage {
  const hours = hoursText(m.hours);
  return mail(m, `Änderung in Ihrem Paket „${m.packageName}“`, [
    m.successorName
      ? `${m.leaverName} begleitet Sie nicht mehr. Ihre verbleibenden ${hours} im Paket „${m.packageName}“ übernimmt ${m.successorName}; geplante Termine mit ${m.leaverName} übernimmt ${m.successorName} oder sie wurden abgesagt (dazu erhalten Sie eigene E-Mails).`
      : `${m.leaverName} begleitet Sie nicht mehr. Die verbleibenden ${hours} im Paket „${m.packageName}“ wurden freigegeben; wir melden uns bei Ihnen zur Verrechnung.`,
    `Ihr Paket: ${m.portalUrl}/package`,
  ]);
}

/** To the Accelerator who takes over hours of one who left. */
export function allocationTakenOverMail(m: Base & { clientName: string; hours: number }): MailMessage {
  return mail(m, `Neuer Klient: ${m.clientName}`, [
    `Sie übernehmen ${hoursText(m.hours)} im Paket „${m.packageName}“ von ${m.clientName}, weil ein Accelerator die Firma verlassen hat.`,
    `Ihre Klienten: ${m.portalUrl}/partner/clients`,
  ]);
}

export function lowHoursMail(m: Base & { remainingHours: number; forAdmin: boolean; clientName: string }): MailMessage {
  const hours = hoursText(m.remainingHours);
  return mail(m, m.forAdmin ? `Wenige Stunden übrig: ${m.clientName}` : 'Wenige Stunden übrig in Ihrem Paket', [
    m.forAdmin
      ? `im Paket „${m.packageName}“ von ${m.clientName} sind nur noch ${hours} übrig.`
      : `in Ihrem Paket „${m.packageName}“ sind nur noch ${hours} übrig. Sprechen Sie uns gern auf eine Verlängerung an.`,
  ]);
}
