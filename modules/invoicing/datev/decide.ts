import { defineDecider } from '../../../server/eventstore';
import { accountsFit, type DatevSettings } from './contract';
import { datevStreams, type DatevEvent } from './events';

// The rules of the DATEV settings. Pure: the settings and `now` come with the command.

type Actor = { id: string; role: 'admin' | 'partner' | 'user' };

export type DatevError = 'NotAllowed' | { code: 'DatevAccountLength'; accountLength: number };

interface DatevState {
  settings: DatevSettings | null;
}

export interface SetDatevSettings {
  type: 'SetDatevSettings';
  settings: DatevSettings;
  actor: Actor;
  now: Date;
}

/** The settings in one key order (the log's jsonb keeps none), so equal settings compare equal. */
const datevSettingsInOrder = (s: DatevSettings): DatevSettings => ({
  advisorNumber: s.advisorNumber,
  clientNumber: s.clientNumber,
  accountLength: s.accountLength,
  fiscalYearStartMonth: s.fiscalYearStartMonth,
  accounts: {
    revenue19: s.accounts.revenue19,
    revenue7: s.accounts.revenue7,
    revenueSmallBusiness: s.accounts.revenueSmallBusiness,
    debtor: s.accounts.debtor,
    bank: s.accounts.bank,
  },
});

function decideDatev(command: SetDatevSettings, state: DatevState): DatevEvent[] | DatevError {
  if (command.actor.role !== 'admin') return 'NotAllowed';
  const settings = datevSettingsInOrder(command.settings);
  // DATEV refuses a Sachkonto of another length, and a Personenkonto not one digit longer.
  if (!accountsFit(settings.accounts, settings.accountLength))
    return { code: 'DatevAccountLength', accountLength: settings.accountLength };
  if (state.settings && JSON.stringify(datevSettingsInOrder(state.settings)) === JSON.stringify(settings)) return [];
  return [{ type: 'DatevSettingsSet', data: { settings, at: command.now.toISOString() } }];
}

/** The firm's DATEV settings (stream id 'firm'). */
export const datevDecider = defineDecider(
  datevStreams,
  (): DatevState => ({ settings: null }),
  (_s: DatevState, e: DatevEvent): DatevState => ({ settings: e.data.settings }),
  decideDatev,
);
