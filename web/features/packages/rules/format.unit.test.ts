import { describe, expect, it } from 'vitest';
import { formatHours } from '../../../../lib/german/format';
import { adminPriceLabel, clientPriceLabel, clientStatusLabel, isLowOnHours, statusTone, usedPercent } from './format';

// Intl puts a narrow no-break space before the euro sign.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('package figures', () => {
  it('formats hours and prices the German way', () => {
    expect(formatHours(12.5)).toBe('12,5');
    expect(formatHours(10)).toBe('10');
    expect(plain(adminPriceLabel(1234.5))).toBe('1.234,50 €');
    expect(adminPriceLabel(null)).toBe('Custom');
    expect(clientPriceLabel(null)).toBe('Individueller Preis');
  });

  it('labels the statuses as spec 02 §4 says, anything else as Ausstehend', () => {
    expect(clientStatusLabel('active')).toBe('Aktiv');
    expect(clientStatusLabel('pending_acceptance')).toBe('Annahme ausstehend');
    expect(clientStatusLabel('pending_activation')).toBe('Aktivierung ausstehend');
    expect(clientStatusLabel('expired')).toBe('Abgelaufen');
    expect(clientStatusLabel('completed')).toBe('Abgeschlossen');
    expect(clientStatusLabel('cancelled')).toBe('Ausstehend');
    expect(clientStatusLabel('something')).toBe('Ausstehend');
    expect(clientStatusLabel(null)).toBe('Ausstehend');
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
});
