import { describe, expect, it } from 'vitest';
import type { OpenItem } from '../../../../modules/invoicing/contract';
import { formatEuro } from '../../../../lib/german/format';
import { emptyManualPayment, manualPaymentForm, manualPaymentRequestOf } from './manual-payment-form';
import { checkScheduleForm, scheduleFormFrom } from './schedule-form';
import { claimText, lateness, nextLevel } from './open-item-display';

// The forms 'Zahlung buchen' and 'Mahnwesen', and how an open item reads.

describe('Zahlung buchen', () => {
  it('starts with the open amount and today, German style', () => {
    expect(emptyManualPayment(119_000, '2026-11-28')).toEqual({
      amount: '1.190,00',
      date: '28.11.2026',
      method: 'cash',
      note: '',
    });
  });
  it('reads German amounts as meant, in whole cents', () => {
    const form = { amount: '1.234,56', date: '28.11.2026', method: 'other_account', note: '  ' };
    expect(manualPaymentRequestOf('inv', form)).toEqual({
      invoiceId: 'inv',
      amount: 123_456,
      date: '2026-11-28',
      method: 'other_account',
      note: null,
    });
    expect(manualPaymentForm.parse({ ...form, amount: '99,9' }).amount).toBe(9_990);
  });
  it('refuses what it cannot read, with the German reason', () => {
    const bad = (patch: Record<string, string>) =>
      manualPaymentForm.safeParse({ amount: '10,00', date: '28.11.2026', method: 'cash', note: '', ...patch }).error
        ?.issues[0]?.message;
    expect(bad({ amount: 'zwölf' })).toBe('Bitte geben Sie eine Zahl ein, z. B. 99,90.');
    expect(bad({ amount: '0,001' })).toBe('Höchstens zwei Nachkommastellen.');
    expect(bad({ date: '31.02.2026' })).toContain('Zahlungsdatum');
    expect(bad({ method: 'scheck' })).toContain('Zahlungsart');
  });
});

describe('Mahnwesen', () => {
  it('whole days, rising from level to level', () => {
    const saved = { reminderDays: 7, firstDunningDays: 21, secondDunningDays: 35 };
    expect(checkScheduleForm(scheduleFormFrom(saved))).toEqual({ ok: true, body: saved });
    expect(checkScheduleForm({ reminderDays: '2,5', firstDunningDays: '21', secondDunningDays: '35' })).toEqual({
      ok: false,
      errors: { reminderDays: 'Bitte geben Sie eine ganze Zahl ein.' },
    });
    const falling = checkScheduleForm({ reminderDays: '14', firstDunningDays: '7', secondDunningDays: '35' });
    expect(falling.ok).toBe(false);
  });
});

describe('an open item', () => {
  const item: OpenItem = {
    invoiceId: 'inv',
    credit: false,
    number: '2026-0001',
    clientId: 'c',
    clientName: 'Kundin AG',
    business: true,
    issuedOn: '2026-03-12',
    dueOn: '2026-03-26',
    grossCents: 119_000,
    paidCents: 0,
    openCents: 119_000,
    daysOverdue: 21,
    dunningLevel: 1,
    dunningLevelLabel: 'Zahlungserinnerung',
    lastDunnedOn: '2026-04-02',
    nextLevel: 2,
    nextLevelLabel: '1. Mahnung',
    nextLevelFrom: '2026-04-16',
    claim: { feeCents: 4_000, interestCents: 469, interestPoints: 9, defaultFrom: '2026-04-03', interestNote: null },
  };
  it('says how late, what is claimed, and whether the next level may go today', () => {
    expect(lateness(item)).toBe('21 Tage überfällig (fällig 26.03.2026)');
    expect(claimText(item)).toBe(
      `Verzug seit 03.04.2026 · Pauschale ${formatEuro(40)} · Zinsen ${formatEuro(4.69)} (9 %-Pkt. über Basiszins)`,
    );
    expect(nextLevel(item, '2026-04-16')).toEqual({ label: '1. Mahnung senden', ready: true, hint: null });
    expect(nextLevel(item, '2026-04-15')).toEqual({ label: '1. Mahnung senden', ready: false, hint: 'ab 16.04.2026' });
    expect(claimText({ ...item, claim: { ...item.claim, interestCents: null } })).toContain('Basiszinssatz fehlt');
  });
});
