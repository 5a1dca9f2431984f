import { describe, expect, it } from 'vitest';
import {
  adminPriceLabel,
  cancelledNote,
  clientPriceLabel,
  clientStatusLabel,
  isLowOnHours,
  statusTone,
  usedPercent,
} from './format';
import { hoursRunLow } from '../../../../modules/packages/contract';

// Intl puts a narrow no-break space before the euro sign.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('package figures', () => {
  it('formats prices the German way', () => {
    expect(plain(adminPriceLabel(1234.5))).toBe('1.234,50 €');
    expect(adminPriceLabel(null)).toBe('Custom');
    expect(clientPriceLabel(null)).toBe('Individueller Preis');
  });

  // Spec 02 §4: the client's labels; anything else (or nothing) reads 'Ausstehend'.
  it.each([
    ['active', 'Aktiv'],
    ['pending_acceptance', 'Annahme ausstehend'],
    ['pending_activation', 'Aktivierung ausstehend'],
    ['expired', 'Abgelaufen'],
    ['completed', 'Abgeschlossen'],
    ['something', 'Ausstehend'],
    [null, 'Ausstehend'],
  ])('labels the status %s as %s', (status, label) => {
    expect(clientStatusLabel(status)).toBe(label);
  });

  it('says how a cancelled package ended: declined by the client, or cancelled by the firm', () => {
    expect(clientStatusLabel('cancelled', null)).toBe('Abgelehnt');
    expect(clientStatusLabel('cancelled', 'Umzug')).toBe('Storniert');
  });

  it('shows an active package in green', () => {
    expect(statusTone('active')).toBe('success');
  });

  it('warns about few hours below 5 on an active package only', () => {
    expect(isLowOnHours('active', { totalHours: 20, remainingHours: 4.5 })).toBe(true);
    expect(isLowOnHours('active', { totalHours: 20, remainingHours: 5 })).toBe(false);
    expect(isLowOnHours('pending_acceptance', { totalHours: 20, remainingHours: 3 })).toBe(false);
  });

  // Audit of spec 02: an Accelerator given 2 of a package's 20 hours, none used, is not running low.
  it('flags an allocation or package only once its hours were used, not one that is small from the start', () => {
    expect(hoursRunLow({ totalHours: 2, remainingHours: 2 })).toBe(false);
    expect(hoursRunLow({ totalHours: 2, remainingHours: 1 })).toBe(true);
    expect(hoursRunLow({ totalHours: 20, remainingHours: 4 })).toBe(true);
    expect(hoursRunLow({ totalHours: 20, remainingHours: 5 })).toBe(false);
    expect(isLowOnHours('active', { totalHours: 3, remainingHours: 3 })).toBe(false);
  });

  it('rounds the used share', () => {
    expect(usedPercent(12, 4)).toBe(67);
    expect(usedPercent(0, 0)).toBe(0);
  });

  // Issue 15 let the firm cancel a package (with a reason), also an active one: its client declined nothing.
  it("says 'abgelehnt' only of the client's own decline, not of the firm's cancellation", () => {
    expect(cancelledNote('cancelled', null)).toBe('Sie haben dieses Angebot abgelehnt.');
    expect(cancelledNote('cancelled', 'Zahlung nicht eingegangen')).toBe('Dieses Paket wurde storniert.');
    expect(cancelledNote('active', null)).toBeNull();
  });
});
