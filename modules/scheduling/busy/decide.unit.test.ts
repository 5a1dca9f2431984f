import { describe, it } from 'vitest';
import { at, now, specOf } from '../../../server/testing/decider-spec';
import type { BusySourceInput } from './contract';
import { busySourcesDecider, type SetBusySources } from './decide';
import type { BusySource, BusySourcesEvent } from './events';

const partnerId = 'p-1';
const spec = specOf(busySourcesDecider, partnerId);

const google: BusySourceInput = { kind: 'ics', url: 'https://calendar.google.com/x/basic.ics', label: 'Google' };
const nextcloud: BusySourceInput = {
  kind: 'caldav',
  url: 'https://cloud.example.de/remote.php/dav/calendars/anna/personal/',
  label: 'Nextcloud',
  username: 'anna',
  password: 'app-pass-1',
  writeMeetings: true,
};
const stored = (s: BusySourceInput): BusySource => ({
  kind: s.kind,
  url: s.url,
  label: s.label,
  username: s.username ?? null,
  password: s.password ?? null,
  writeMeetings: s.writeMeetings ?? false,
});

const set = (
  sources: BusySourceInput[],
  actor: SetBusySources['actor'] = { id: partnerId, role: 'partner' },
  ownerRole: string | null = 'partner',
): SetBusySources => ({ type: 'SetBusySources', sources, actor, ownerRole, now });
const saved = (sources: BusySource[]): BusySourcesEvent => ({
  type: 'BusySourcesSet',
  data: { partnerId, sources, at },
});

describe('an Accelerator’s own calendars', () => {
  it('the Accelerator saves an ICS address and a CalDAV calendar with login', () => {
    spec([])
      .when(set([google, nextcloud]))
      .then([saved([stored(google), stored(nextcloud)])]);
  });

  it('an admin saves them for an Accelerator; another partner or a client may not; only a partner has them', () => {
    spec([])
      .when(set([google], { id: 'a-1', role: 'admin' }))
      .then([saved([stored(google)])]);
    spec([])
      .when(set([google], { id: 'p-2', role: 'partner' }))
      .thenError('NotAllowed');
    spec([])
      .when(set([google], { id: partnerId, role: 'user' }))
      .thenError('NotAllowed');
    spec([])
      .when(set([google], { id: 'a-1', role: 'admin' }, 'user'))
      .thenError('NotAPartner');
  });

  it('a source sent without password keeps the stored one of the same address and user (GET never answers it)', () => {
    const given = [saved([stored(nextcloud)])];
    spec(given)
      .when(set([{ ...nextcloud, password: null, label: 'Privat' }]))
      .then([saved([{ ...stored(nextcloud), label: 'Privat' }])]);
    // another user at the same address needs its own password
    spec(given)
      .when(set([{ ...nextcloud, username: 'bert', password: null }]))
      .thenError({ code: 'CaldavNeedsLogin', label: 'Nextcloud' });
  });

  it('a new password replaces the stored one', () => {
    spec([saved([stored(nextcloud)])])
      .when(set([{ ...nextcloud, password: 'neu-2' }]))
      .then([saved([{ ...stored(nextcloud), password: 'neu-2' }])]);
  });

  it('CalDAV needs user and password', () => {
    spec([])
      .when(set([{ ...nextcloud, password: null }]))
      .thenError({ code: 'CaldavNeedsLogin', label: 'Nextcloud' });
    spec([])
      .when(set([{ ...nextcloud, username: null }]))
      .thenError({ code: 'CaldavNeedsLogin', label: 'Nextcloud' });
  });

  it('meetings are written into one CalDAV calendar at most, never into an ICS subscription', () => {
    spec([])
      .when(set([{ ...google, writeMeetings: true }]))
      .thenError({ code: 'WriteOnlyCaldav', label: 'Google' });
    const second = {
      ...nextcloud,
      url: 'https://cloud.example.de/remote.php/dav/calendars/anna/arbeit/',
      label: 'Arbeit',
    };
    spec([])
      .when(set([nextcloud, second]))
      .thenError('OneWriteTarget');
  });

  it('the same calendar twice is refused', () => {
    spec([])
      .when(set([google, { ...google, label: 'Nochmal' }]))
      .thenError({ code: 'DuplicateSource', label: 'Nochmal' });
  });

  it('the same calendars again append nothing; none at all removes them', () => {
    const given = [saved([stored(google)])];
    spec(given)
      .when(set([google]))
      .then([]);
    spec(given)
      .when(set([]))
      .then([saved([])]);
  });
});
