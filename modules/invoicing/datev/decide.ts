import { settingDecider, type SaveSetting } from '../../../server/eventstore';
import { accountsFit, personalAccountsInRange, type DatevSettings } from './contract';
import { datevStreams, type DatevEvent } from './events';

// The rules of the DATEV settings. Pure: the settings and `now` come with the command.

export type DatevError =
  | 'NotAllowed'
  | { code: 'DatevAccountLength'; accountLength: number }
  | { code: 'DatevPersonalAccountRange'; accountLength: number };

export type SetDatevSettings = SaveSetting<'SetDatevSettings', DatevEvent>;

/** The settings in one key order (the log's jsonb keeps none), so equal settings compare equal. */
const datevSettingsInOrder = (s: DatevSettings): DatevSettings => ({
  advisorNumber: s.advisorNumber,
  clientNumber: s.clientNumber,
  accountLength: s.accountLength,
  fiscalYearStartMonth: s.fiscalYearStartMonth,
  taxation: s.taxation,
  accounts: {
    revenue19: s.accounts.revenue19,
    revenue7: s.accounts.revenue7,
    revenueSmallBusiness: s.accounts.revenueSmallBusiness,
    advance19: s.accounts.advance19,
    advance7: s.accounts.advance7,
    advanceSmallBusiness: s.accounts.advanceSmallBusiness,
    debtor: s.accounts.debtor,
    bank: s.accounts.bank,
    fees: s.accounts.fees,
    creditor: s.accounts.creditor,
    cash: s.accounts.cash,
    offsetting: s.accounts.offsetting,
  },
});

/**
 * The firm's DATEV settings (stream id 'firm'): DATEV refuses a Sachkonto of another length and a
 * Personenkonto not one digit longer, and reads a debtor outside 1…–6… or a creditor outside 7…–9… as the other kind.
 */
export const datevDecider = settingDecider<SetDatevSettings, DatevEvent, DatevError>(datevStreams, {
  command: 'SetDatevSettings',
  event: 'DatevSettingsSet',
  key: 'settings',
  inOrder: datevSettingsInOrder,
  broken: (s) =>
    !accountsFit(s.accounts, s.accountLength)
      ? { code: 'DatevAccountLength', accountLength: s.accountLength }
      : !personalAccountsInRange(s.accounts)
        ? { code: 'DatevPersonalAccountRange', accountLength: s.accountLength }
        : null,
});
