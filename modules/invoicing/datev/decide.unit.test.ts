import { describe, expect, it } from 'vitest';
import { at, now, specOf } from '../../../server/testing/decider-spec';
import {
  accountsFit,
  datevMessages,
  datevSettings,
  skr03Accounts,
  withDatevDefaults,
  type DatevSettings,
} from './contract';
import { datevDecider, type SetDatevSettings } from './decide';
import type { DatevEvent } from './events';
import { exampleDatevSettings } from '../../../server/testing/example-firm';

const datev = specOf(datevDecider, 'firm');

const settings = exampleDatevSettings;

const setDatev = (s: DatevSettings, role: 'admin' | 'partner' | 'user' = 'admin'): SetDatevSettings => ({
  type: 'SetDatevSettings',
  settings: s,
  actor: { id: 'x', role },
  now,
});
const datevSet = (s: DatevSettings): DatevEvent => ({ type: 'DatevSettingsSet', data: { settings: s, at } });

describe('DATEV settings', () => {
  it('an admin saves them; saved again changed, a new event', () => {
    datev([])
      .when(setDatev(settings))
      .then([datevSet(settings)]);
    const other = { ...settings, clientNumber: '1' };
    datev([datevSet(settings)])
      .when(setDatev(other))
      .then([datevSet(other)]);
  });

  it('partners and clients may not', () => {
    datev([]).when(setDatev(settings, 'partner')).thenError('NotAllowed');
    datev([]).when(setDatev(settings, 'user')).thenError('NotAllowed');
  });

  it('the same settings again append nothing, whatever the key order', () => {
    const reordered = {
      accounts: {
        offsetting: '1590',
        cash: '1000',
        creditor: '70000',
        fees: '3100',
        bank: '1200',
        debtor: '10000',
        advanceSmallBusiness: '1710',
        advance7: '1711',
        advance19: '1718',
        revenueSmallBusiness: '8195',
        revenue7: '8300',
        revenue19: '8400',
      },
      taxation: 'soll',
      fiscalYearStartMonth: 1,
      accountLength: 4,
      clientNumber: '55003',
      advisorNumber: '29098',
    } as DatevSettings;
    datev([datevSet(settings)])
      .when(setDatev(reordered))
      .then([]);
  });

  it('Sachkonten have the Sachkontenlänge, debtor and creditor one digit more', () => {
    const refused = { code: 'DatevAccountLength', accountLength: 4 };
    for (const wrong of [
      { revenue19: '84000' },
      { debtor: '1000' },
      { bank: '120' },
      // The Acceleratoren's creditor is a Personenkonto too, Fremdleistungen a Sachkonto.
      { creditor: '7000' },
      { fees: '31000' },
    ])
      datev([])
        .when(setDatev({ ...settings, accounts: { ...skr03Accounts, ...wrong } }))
        .thenError(refused);
    // With five-digit Sachkonten the debtor has six.
    const five = {
      ...settings,
      accountLength: 5,
      accounts: {
        revenue19: '84000',
        revenue7: '83000',
        revenueSmallBusiness: '81950',
        advance19: '17180',
        advance7: '17110',
        advanceSmallBusiness: '17100',
        debtor: '100000',
        bank: '12000',
        fees: '31000',
        creditor: '700000',
        cash: '10000',
        offsetting: '15900',
      },
    };
    datev([])
      .when(setDatev(five))
      .then([datevSet(five)]);
  });
});

describe('Personenkonten in DATEV’s ranges', () => {
  it('a debtor begins with 1 to 6, a creditor with 7 to 9 (DATEV tells them apart so); else a German 400', () => {
    const withAccounts = (accounts: Partial<DatevSettings['accounts']>): DatevSettings => ({
      ...settings,
      accounts: { ...settings.accounts, ...accounts },
    });
    for (const accounts of [{ debtor: '70000' }, { creditor: '10000' }, { debtor: '01000' }, { creditor: '69999' }])
      datev([])
        .when(setDatev(withAccounts(accounts)))
        .thenError({ code: 'DatevPersonalAccountRange', accountLength: 4 });
    // The edges of the ranges are fine, and the same rule stops the form before the command.
    const edges = withAccounts({ debtor: '69999', creditor: '70000' });
    datev([])
      .when(setDatev(edges))
      .then([datevSet(edges)]);
    expect(datevSettings.safeParse(withAccounts({ debtor: '70000' })).error?.issues.map((i) => i.message)).toEqual([
      datevMessages.personalAccountRange(4),
    ]);
    expect(datevMessages.personalAccountRange(5)).toContain('zwischen 100000 und 699999');
    expect(datevMessages.personalAccountRange(4)).toBe(
      'Das Debitorenkonto muss zwischen 10000 und 69999 liegen, das Kreditorenkonto zwischen 70000 und 99999 (DATEV unterscheidet sie so).',
    );
  });
});

describe('settings saved before an account existed', () => {
  it('get its default in the ledger’s length: five-digit Sachkonten, six-digit Personenkonten', () => {
    // Saved with five-digit accounts before the advances, fees, creditor, cash and set-off accounts came.
    const saved = {
      ...settings,
      accountLength: 5,
      accounts: {
        revenue19: '84000',
        revenue7: '83000',
        revenueSmallBusiness: '81950',
        debtor: '100000',
        bank: '12000',
      },
    } as unknown as DatevSettings;
    const read = withDatevDefaults(saved);
    expect(read.accounts).toMatchObject({
      advance19: '17180',
      fees: '31000',
      cash: '10000',
      offsetting: '15900',
      creditor: '700000',
      bank: '12000',
    });
    expect(accountsFit(read.accounts, 5)).toBe(true);
    // Four digits, as most firms keep them: the SKR03 defaults as they are.
    expect(withDatevDefaults({ ...saved, accountLength: 4, accounts: skr03Accounts }).accounts).toEqual(skr03Accounts);
  });
});
