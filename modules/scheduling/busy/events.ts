import { aggregateStreams, type NewEvent } from '../../../server/eventstore';
import { allOf } from '../../../lib/all-of';
import type { BusySourceKind } from './contract';

/** One of an Accelerator's calendars as saved: the password is the stored one when none was sent. */
export interface BusySource {
  kind: BusySourceKind;
  url: string;
  label: string;
  username: string | null;
  password: string | null;
  writeMeetings: boolean;
}

/** An Accelerator's calendars, always all of them (sealed with the Accelerator's key: addresses and passwords). */
export type BusySourcesSet = NewEvent<'BusySourcesSet', { partnerId: string; sources: BusySource[]; at: string }>;
export type BusySourcesEvent = BusySourcesSet;

export const busySourcesEventTypes = allOf<BusySourcesEvent['type']>({ BusySourcesSet: true });

/** Stream `scheduling-busysources-<partner's user id>`. */
export const busySourcesStreams = aggregateStreams('scheduling', 'busysources');
