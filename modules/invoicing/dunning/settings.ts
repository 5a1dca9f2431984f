import { tablesOf, jsonb, type Db, type Tx } from '../../../server/db/kysely';
import { settingRow } from '../../../server/db/reads';
import {
  adminPush,
  aggregateStreams,
  savedValueProjection,
  settingDecider,
  settingSaver,
  type NewEvent,
  type PushRule,
  type SaveSetting,
} from '../../../server/eventstore';
import { allOf } from '../../../lib/all-of';
import { DEFAULT_DUNNING_SCHEDULE, type DunningSchedule } from '../contract';

// The firm's dunning schedule: one stream, `invoicing-dunning-firm`, each event the whole of it;
// read table `dunning_settings`. Its one rule (each level after the one before) is the contract's.

export type DunningSettingsSet = NewEvent<'DunningSettingsSet', { schedule: DunningSchedule; at: string }>;
export type DunningSettingsEvent = DunningSettingsSet;
const dunningSettingsEventTypes = allOf<DunningSettingsEvent['type']>({ DunningSettingsSet: true });

const dunningStreams = aggregateStreams('invoicing', 'dunning');
const DUNNING_ID = 'firm';

interface DunningTables {
  dunning_settings: { id: string; schedule: DunningSchedule; updated_at: Date; version: number };
}

/** The same days in one key order (the log's jsonb keeps none), so saving them again appends nothing. */
const inOrder = (s: DunningSchedule): DunningSchedule => ({
  reminderDays: s.reminderDays,
  firstDunningDays: s.firstDunningDays,
  secondDunningDays: s.secondDunningDays,
});

export const dunningSettingsDecider = settingDecider<
  SaveSetting<'SetDunningSettings', DunningSettingsEvent>,
  DunningSettingsEvent
>(dunningStreams, { command: 'SetDunningSettings', event: 'DunningSettingsSet', key: 'schedule', inOrder });

export const dunningSettingsProjection = savedValueProjection<DunningSettingsEvent, DunningTables, 'dunning_settings'>({
  name: 'invoicing.dunning',
  table: 'dunning_settings',
  key: 'id',
  on: { DunningSettingsSet: (d) => [DUNNING_ID, { schedule: jsonb(d.schedule) }] },
});

export const dunningSettingsPush: PushRule[] = [adminPush(dunningSettingsEventTypes)];

export const setDunningSchedule = settingSaver(dunningSettingsDecider, DUNNING_ID);

/** The schedule as saved, or the defaults (never saved: `saved` false). */
export async function dunningSchedule(db: Db | Tx): Promise<DunningSchedule & { saved: boolean }> {
  const row = await settingRow(tablesOf<DunningTables>(db), 'dunning_settings', DUNNING_ID);
  return row ? { ...row.schedule, saved: true } : { ...DEFAULT_DUNNING_SCHEDULE, saved: false };
}
