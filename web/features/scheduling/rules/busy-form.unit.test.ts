import { describe, expect, it } from 'vitest';
import type { BusySourcesAnswer } from '../../../../modules/scheduling/contract';
import { emptyCalendar, withNewCalendar } from './busy-form';

const saved: BusySourcesAnswer = {
  sources: [
    {
      kind: 'caldav',
      url: 'https://cloud.beispiel.de/dav/anna/privat/',
      label: 'Nextcloud',
      username: 'anna',
      hasPassword: true,
      writeMeetings: true,
      state: { lastReadAt: null, error: null, copiedAt: null, copyError: null },
    },
  ],
};

describe('adding a calendar on the card', () => {
  it('sends the saved ones without password (kept) and the new ICS address without login', () => {
    const next = withNewCalendar(saved, {
      ...emptyCalendar(),
      label: ' Google ',
      url: 'webcal://calendar.google.com/x/basic.ics',
    });
    expect(next).toEqual({
      sources: [
        {
          kind: 'caldav',
          url: 'https://cloud.beispiel.de/dav/anna/privat/',
          label: 'Nextcloud',
          username: 'anna',
          writeMeetings: true,
        },
        { kind: 'ics', url: 'webcal://calendar.google.com/x/basic.ics', label: 'Google' },
      ],
    });
  });

  it('says in German what is missing: a name, a full address, the login of a CalDAV calendar', () => {
    expect(withNewCalendar(saved, { ...emptyCalendar(), url: 'https://x.de/a.ics' })).toEqual({
      error: 'Bitte geben Sie dem Kalender einen Namen.',
    });
    expect(withNewCalendar(saved, { ...emptyCalendar(), label: 'X', url: 'kalender' })).toEqual({
      error: 'Bitte geben Sie eine vollständige Adresse ein (https://…).',
    });
    expect(
      withNewCalendar(saved, {
        ...emptyCalendar(),
        kind: 'caldav',
        label: 'iCloud',
        url: 'https://caldav.icloud.com/',
      }),
    ).toEqual({ error: 'Für CalDAV bitte Benutzername und App-Passwort angeben.' });
  });
});
