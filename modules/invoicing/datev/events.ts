import { aggregateStreams, type NewEvent } from '../../../server/eventstore';
import type { DatevSettings } from './contract';
import { allOf } from '../../../lib/all-of';

// The DATEV export's settings: one stream for the firm, `invoicing-datev-firm`, each event the whole
// of them.

export type DatevSettingsSet = NewEvent<'DatevSettingsSet', { settings: DatevSettings; at: string }>;
export type DatevEvent = DatevSettingsSet;

export const datevEventTypes = allOf<DatevEvent['type']>({ DatevSettingsSet: true });

/** `invoicing-datev-firm`. */
export const datevStreams = aggregateStreams('invoicing', 'datev');
export const DATEV_ID = 'firm';
