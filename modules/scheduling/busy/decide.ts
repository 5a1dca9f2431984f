import { defineDecider } from '../../../server/eventstore';
import type { BusySourceInput } from './contract';
import { busySourcesStreams, type BusySource, type BusySourcesEvent } from './events';

// The rules of an Accelerator's own calendars (issue 34 item 1). Pure: who acts, the owner's role
// and `now` come with the command; the stored passwords come from the stream.

export type BusySourcesError =
  | 'NotAllowed'
  | 'NotAPartner'
  | { code: 'CaldavNeedsLogin'; label: string }
  | { code: 'WriteOnlyCaldav'; label: string }
  | 'OneWriteTarget'
  | { code: 'DuplicateSource'; label: string };

export interface SetBusySources {
  type: 'SetBusySources';
  /** as sent: a source without password keeps the stored one of the same address and user */
  sources: BusySourceInput[];
  actor: { id: string; role: string };
  ownerRole: string | null;
  now: Date;
}

interface BusySourcesState {
  sources: BusySource[];
}

/** Which calendar a source is: its kind, address and user (the label may change, the password too). */
export const sourceKey = (s: Pick<BusySource, 'kind' | 'url' | 'username'>): string =>
  `${s.kind} ${s.url} ${s.username ?? ''}`;

const inOrder = (s: BusySource): BusySource => ({
  kind: s.kind,
  url: s.url,
  label: s.label,
  username: s.username,
  password: s.password,
  writeMeetings: s.writeMeetings,
});

/**
 * The sources as they are saved: a password left out (GET never answers it, so the form cannot
 * send it back) is the stored one of the same calendar; a changed address or user needs it anew.
 */
function withKeptPasswords(sent: readonly BusySourceInput[], stored: readonly BusySource[]): BusySource[] {
  return sent.map((s) => {
    const source = {
      kind: s.kind,
      url: s.url,
      label: s.label,
      username: s.username ?? null,
      writeMeetings: s.kind === 'caldav' && (s.writeMeetings ?? false),
    };
    const kept = stored.find((o) => sourceKey(o) === sourceKey(source))?.password ?? null;
    return inOrder({ ...source, password: s.password ?? kept });
  });
}

/** The first broken rule of the sources to save, if any. */
function brokenRule(sent: readonly BusySourceInput[], sources: readonly BusySource[]): BusySourcesError | null {
  const wrongTarget = sent.find((s) => s.writeMeetings && s.kind !== 'caldav');
  if (wrongTarget) return { code: 'WriteOnlyCaldav', label: wrongTarget.label };
  if (sources.filter((s) => s.writeMeetings).length > 1) return 'OneWriteTarget';
  const noLogin = sources.find((s) => s.kind === 'caldav' && !(s.username && s.password));
  if (noLogin) return { code: 'CaldavNeedsLogin', label: noLogin.label };
  const twice = sources.find((s, i) => sources.findIndex((o) => sourceKey(o) === sourceKey(s)) !== i);
  if (twice) return { code: 'DuplicateSource', label: twice.label };
  return null;
}

function decide(c: SetBusySources, state: BusySourcesState, partnerId: string): BusySourcesEvent[] | BusySourcesError {
  if (c.actor.role !== 'admin' && !(c.actor.role === 'partner' && c.actor.id === partnerId)) return 'NotAllowed';
  if (c.ownerRole !== 'partner') return 'NotAPartner';
  const sources = withKeptPasswords(c.sources, state.sources);
  const broken = brokenRule(c.sources, sources);
  if (broken) return broken;
  // The same calendars again (same order, names and passwords) append nothing; the log's jsonb keeps no key order.
  if (JSON.stringify(sources.map(inOrder)) === JSON.stringify(state.sources.map(inOrder))) return [];
  return [{ type: 'BusySourcesSet', data: { partnerId, sources, at: c.now.toISOString() } }];
}

/** An Accelerator's calendars (stream id = the partner's user id), for the command kernel. */
export const busySourcesDecider = defineDecider(
  busySourcesStreams,
  (): BusySourcesState => ({ sources: [] }),
  (_state, e: BusySourcesEvent) => ({ sources: e.data.sources }),
  decide,
);
