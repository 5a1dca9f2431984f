import type { UserPackageStatus } from '../packages/contract';

/** What a confirmed payment did: the invoice paid in full, its package activated now, the package's status after. */
export interface ConfirmOutcome {
  invoicePaid: boolean;
  packageActivated: boolean;
  /** null when the invoice names no package the portal still knows */
  packageStatus: UserPackageStatus | null;
  /** the invoice was cancelled before the money came (a direct debit already at the bank) */
  invoiceCancelled?: boolean;
}

const paid = 'Zahlung gebucht. Die Rechnung ist bezahlt';

/**
 * The admin's toast after confirming a payment: what became of the invoice and its package. Only a
 * package waiting for activation is 'bereit zur Aktivierung'; an active or finished one says so
 * (issue 32: a payment on an active package was announced as ready for activation).
 */
export function confirmMessage({
  invoicePaid,
  packageActivated,
  packageStatus,
  invoiceCancelled,
}: ConfirmOutcome): string {
  if (invoiceCancelled)
    return 'Zahlung gebucht. Die Rechnung ist storniert: Der Betrag ist ein Guthaben des Klienten. Bitte erstatten Sie ihn über die Rechnung.';
  if (!invoicePaid) return 'Zahlung gebucht. Die Rechnung ist noch nicht vollständig bezahlt.';
  if (packageActivated) return `${paid}, das Paket wurde aktiviert.`;
  switch (packageStatus) {
    case 'pending_activation':
      return `${paid}; das Paket ist bereit zur Aktivierung.`;
    case 'pending_acceptance':
      return `${paid}; das Paket wartet noch auf die Annahme durch den Klienten und kann schon aktiviert werden.`;
    case 'active':
      return `${paid}; das Paket ist bereits aktiv.`;
    case 'completed':
    case 'expired':
      return `${paid}; das Paket ist bereits beendet.`;
    case 'cancelled':
    case 'withdrawn':
      return `${paid}; das Paket wurde storniert. Bitte prüfen Sie eine Erstattung.`;
    case null:
      return `${paid}.`;
  }
}

/**
 * A payment by hand dated in an earlier month than today's (Berlin) may belong to a month already
 * exported to DATEV: the portal keeps no record of exports (invoicing README, DATEV), and a later
 * export of that month would be a second file. So the answer says so; '' for this month.
 */
export function earlierMonthNote(bookedOn: string, today: string): string {
  if (bookedOn.slice(0, 7) >= today.slice(0, 7)) return '';
  const month = `${bookedOn.slice(5, 7)}/${bookedOn.slice(0, 4)}`;
  return ` Das Zahlungsdatum liegt im Monat ${month}: Wurde dieser Monat schon an DATEV übergeben, fehlt die Zahlung dort; bitte melden Sie sie Ihrer Steuerberatung.`;
}
