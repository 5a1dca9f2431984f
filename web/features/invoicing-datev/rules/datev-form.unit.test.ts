import { describe, expect, it } from 'vitest';
import { datevMessages, defaultDatevSettings, skr03Accounts } from '../../../../modules/invoicing/contract';
import {
  checkDatevForm,
  datevFormFrom,
  exportMonths,
  exportMonthsMarked,
  exportNote,
  monthOptions,
} from './datev-form';

const filled = { ...datevFormFrom(defaultDatevSettings()), advisorNumber: '29098', clientNumber: '55003' };

describe('the DATEV settings form', () => {
  it('never saved: the SKR03 accounts, the numbers empty', () => {
    expect(datevFormFrom(defaultDatevSettings())).toEqual({
      advisorNumber: '',
      clientNumber: '',
      accountLength: '4',
      fiscalYearStartMonth: '1',
      taxation: 'soll',
      accounts: skr03Accounts,
    });
  });

  it('sends numbers for the two choices, and the taxation as chosen', () => {
    expect(checkDatevForm({ ...filled, fiscalYearStartMonth: '7' })).toEqual({
      ok: true,
      body: { ...filled, accountLength: 4, fiscalYearStartMonth: 7 },
    });
    expect(checkDatevForm({ ...filled, taxation: 'ist' })).toMatchObject({ ok: true, body: { taxation: 'ist' } });
  });

  it('names each wrong field in German; the accounts’ lengths at the debtor account', () => {
    expect(checkDatevForm({ ...filled, advisorNumber: '' })).toEqual({
      ok: false,
      errors: { advisorNumber: datevMessages.advisorNumber },
    });
    expect(checkDatevForm({ ...filled, accounts: { ...skr03Accounts, bank: '12x' } })).toEqual({
      ok: false,
      errors: { 'accounts.bank': datevMessages.account },
    });
    expect(checkDatevForm({ ...filled, accountLength: '5' })).toEqual({
      ok: false,
      errors: { 'accounts.debtor': datevMessages.accountLengthMismatch(5) },
    });
  });
});

describe('the export’s months', () => {
  it('the running month and the 24 before it, newest first, in German', () => {
    const months = exportMonths('2026-01');
    expect(months).toHaveLength(25);
    expect(months[0]).toEqual({ id: '2026-01', label: 'Januar 2026 (laufend)' });
    expect(months[1]).toEqual({ id: '2025-12', label: 'Dezember 2025' });
    expect(months.at(-1)!.id).toBe('2024-01');
  });

  it('an exported month is marked in the picker and named with when and by whom', () => {
    const months = exportMonthsMarked('2026-12', new Set(['2026-11']));
    expect(months[1]).toEqual({ id: '2026-11', label: 'November 2026 (exportiert)' });
    expect(months[2]).toEqual({ id: '2026-10', label: 'Oktober 2026' });
    const record = { exportedAt: '2026-12-01T09:30:00.000Z', by: 'Anna Admin' };
    expect(exportNote('2026-11', '2026-12', record)).toMatch(
      /^Exportiert am 01\.12\.2026, 10:30 Uhr von Anna Admin\. Ein erneuter Download liefert dieselbe Datei/,
    );
    expect(exportNote('2026-12', '2026-12', undefined)).toMatch(
      /^Der Monat läuft noch: Der Download ist eine Vorschau/,
    );
    expect(exportNote('2026-10', '2026-12', undefined)).toMatch(
      /^Noch nicht exportiert\. Der erste Download wird festgehalten/,
    );
  });

  it('the fiscal year’s first month by name', () => {
    expect(monthOptions[0]).toEqual({ id: '1', label: 'Januar' });
    expect(monthOptions[11]).toEqual({ id: '12', label: 'Dezember' });
  });
});
