import { jsonb } from '../../../server/db/kysely';
import { savedValueProjection } from '../../../server/eventstore';
import { DATEV_ID, type DatevEvent } from './events';
import type { DatevTables } from './tables';

/** `datev_settings`: the firm's one row (the event carries the whole of it). */
export const datevProjection = savedValueProjection<DatevEvent, DatevTables, 'datev_settings'>({
  name: 'invoicing.datev',
  table: 'datev_settings',
  key: 'id',
  on: { DatevSettingsSet: (d) => [DATEV_ID, { settings: jsonb(d.settings) }] },
});
