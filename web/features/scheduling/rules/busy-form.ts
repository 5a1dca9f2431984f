import { busySources, type BusySourceInput, type BusySourcesAnswer } from '../../../../modules/scheduling/contract';

// The card 'Meine Kalender': what is sent when a calendar is added or removed, checked by the
// contract's own schema (the server's rule), so the card says the server's words before sending.

export interface NewCalendar {
  kind: 'ics' | 'caldav';
  label: string;
  url: string;
  username: string;
  password: string;
  writeMeetings: boolean;
}

export const emptyCalendar = (): NewCalendar => ({
  kind: 'ics',
  label: '',
  url: '',
  username: '',
  password: '',
  writeMeetings: false,
});

/** The saved calendars as they are sent again: no password (the stored one is kept). */
export const savedAsInput = (answer: BusySourcesAnswer): BusySourceInput[] =>
  answer.sources.map((s) => ({
    kind: s.kind,
    url: s.url,
    label: s.label,
    username: s.username,
    writeMeetings: s.writeMeetings,
  }));

/** The new calendar as sent; an ICS address has no login and takes no meetings. */
function newAsInput(c: NewCalendar): BusySourceInput {
  if (c.kind === 'ics') return { kind: 'ics', url: c.url.trim(), label: c.label.trim() };
  return {
    kind: 'caldav',
    url: c.url.trim(),
    label: c.label.trim(),
    username: c.username.trim() || null,
    password: c.password || null,
    writeMeetings: c.writeMeetings,
  };
}

/** All calendars with the new one, or the first German reason the server would refuse it for. */
export function withNewCalendar(
  saved: BusySourcesAnswer,
  c: NewCalendar,
): { sources: BusySourceInput[] } | { error: string } {
  const sources = [...savedAsInput(saved), newAsInput(c)];
  const checked = busySources.safeParse({ sources });
  if (!checked.success) return { error: checked.error.issues[0]?.message ?? 'Bitte prüfen Sie die Angaben.' };
  if (c.kind === 'caldav' && !(c.username.trim() && c.password))
    return { error: 'Für CalDAV bitte Benutzername und App-Passwort angeben.' };
  return { sources };
}
