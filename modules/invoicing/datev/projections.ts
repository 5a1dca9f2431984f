import { jsonb, tablesOf } from '../../../server/db/kysely';
import { projectionByType, streamRows } from '../../../server/eventstore';
import { DATEV_ID, type DatevEvent } from './events';
import type { DatevTables } from './tables';

/** `datev_settings`: the firm's one row (the event carries the whole of it). */
export const datevProjection = projectionByType<DatevEvent>({
  name: 'invoicing.datev',
  tables: ['datev_settings'],
  on: {
    DatevSettingsSet: (tx, { data: d, version }) =>
      streamRows(tablesOf<DatevTables>(tx), 'datev_settings', 'id', version).upsert(DATEV_ID, {
        settings: jsonb(d.settings),
        updated_at: new Date(d.at),
      }),
  },
});
