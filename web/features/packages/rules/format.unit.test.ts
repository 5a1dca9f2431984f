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
    ['cancelled', 'Ausstehend'],
    ['something', 'Ausstehend'],
    [null, 'Ausstehend'],
  ])('labels the status %s as %s', (status, label) => {
    expect(clientStatusLabel(status)).toBe(label);
  });

  it('shows an active package in green', () => {
    expect(statusTone('active')).toBe('success');
  });

  it('warns about few hours below 5 on an active package only', () => {
    expect(isLowOnHours('active', 4.5)).toBe(true);
    expect(isLowOnHours('active', 5)).toBe(false);
    expect(isLowOnHours('pending_acceptance', 3)).toBe(false);
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
