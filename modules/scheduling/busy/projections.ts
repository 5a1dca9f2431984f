import { jsonb } from '../../../server/db/kysely';
import { erasureProjection, savedValueProjection } from '../../../server/eventstore';
import type { BusySourcesEvent } from './events';
import type { BusyTables } from './tables';

/** `busy_sources`: each Accelerator's calendars as last saved (the event carries all of them). */
const busySourcesProjection = savedValueProjection<BusySourcesEvent, BusyTables, 'busy_sources'>({
  name: 'scheduling.busy-sources',
  table: 'busy_sources',
  key: 'partner_id',
  on: { BusySourcesSet: (d) => [d.partnerId, { sources: jsonb(d.sources) }] },
});

/** A deleted partner account takes its calendars with it (the job then drops what it read from them). */
const busySourcesErasure = erasureProjection('scheduling-busy', 'busy_sources', 'partner_id');

export const busySourcesProjections = [busySourcesProjection, busySourcesErasure];
