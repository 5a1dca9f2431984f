import { aggregateStreams, type NewEvent } from '../../../server/eventstore';
import type { DatevSettings } from './contract';

// The DATEV export's settings: one stream for the firm, `invoicing-datev-firm`, each event the whole
// of them.

export type DatevSettingsSet = NewEvent<'DatevSettingsSet', { settings: DatevSettings; at: string }>;
export type DatevEvent = DatevSettingsSet;

export const datevEventTypes: readonly DatevEvent['type'][] = ['DatevSettingsSet'];

/** `invoicing-datev-firm`. */
export const datevStreams = aggregateStreams('invoicing', 'datev');
export const DATEV_ID = 'firm';
