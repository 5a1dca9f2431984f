import { describe, expect, it } from 'vitest';
import { confirmMessage, earlierMonthNote } from './confirm-message';

describe('the toast after a confirmed payment', () => {
  const paid = { invoicePaid: true, packageActivated: false };
  it('names a package ready for activation only when it waits for one', () => {
    expect(confirmMessage({ ...paid, packageStatus: 'pending_activation' })).toBe(
      'Zahlung gebucht. Die Rechnung ist bezahlt; das Paket ist bereit zur Aktivierung.',
    );
    expect(confirmMessage({ ...paid, packageStatus: 'active' })).toBe(
      'Zahlung gebucht. Die Rechnung ist bezahlt; das Paket ist bereits aktiv.',
    );
    for (const status of ['completed', 'expired', 'cancelled', 'withdrawn', 'pending_acceptance'] as const)
      expect(confirmMessage({ ...paid, packageStatus: status }), status).not.toContain('bereit zur Aktivierung');
    expect(confirmMessage({ ...paid, packageStatus: null })).toBe('Zahlung gebucht. Die Rechnung ist bezahlt.');
  });
  it('an activation now, and a part payment, say so whatever the status', () => {
    expect(confirmMessage({ invoicePaid: true, packageActivated: true, packageStatus: 'active' })).toBe(
      'Zahlung gebucht. Die Rechnung ist bezahlt, das Paket wurde aktiviert.',
    );
    expect(confirmMessage({ invoicePaid: false, packageActivated: false, packageStatus: 'active' })).toBe(
      'Zahlung gebucht. Die Rechnung ist noch nicht vollständig bezahlt.',
    );
  });
  it("money on a cancelled invoice is the client's credit to refund, whatever the package", () => {
    expect(
      confirmMessage({
        invoicePaid: false,
        packageActivated: false,
        packageStatus: 'cancelled',
        invoiceCancelled: true,
      }),
    ).toBe(
      'Zahlung gebucht. Die Rechnung ist storniert: Der Betrag ist ein Guthaben des Klienten. Bitte erstatten Sie ihn über die Rechnung.',
    );
  });
});

describe('a payment by hand in an earlier month', () => {
  it('says the month may have gone to DATEV already; nothing for this month', () => {
    expect(earlierMonthNote('2026-01-31', '2026-03-12')).toBe(
      ' Das Zahlungsdatum liegt im Monat 01/2026: Wurde dieser Monat schon an DATEV übergeben, fehlt die Zahlung dort; bitte melden Sie sie Ihrer Steuerberatung.',
    );
    expect(earlierMonthNote('2026-03-01', '2026-03-12')).toBe('');
  });
});
