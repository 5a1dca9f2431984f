import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { BusySourceInput, BusySourcesAnswer } from '../../../../modules/scheduling/contract';
import { Button } from '../../../components/ui/Button';
import { ChoiceChips } from '../../../components/ui/ChoiceChips';
import { Notice } from '../../../components/ui/Notice';
import { SwitchField } from '../../../components/ui/SwitchField';
import { TextField } from '../../../components/ui/TextField';
import { buttonRow } from '../../../components/ui/layout.css';
import { emptyCalendar, withNewCalendar, type NewCalendar } from '../rules/busy-form';
import * as styles from './BusyCalendars.css';

interface Props {
  saved: BusySourcesAnswer;
  save: UseMutationResult<BusySourcesAnswer, Error, BusySourceInput[]>;
}

const kinds = [
  { id: 'ics', label: 'ICS-Abo (geheime iCal-Adresse)' },
  { id: 'caldav', label: 'CalDAV (Nextcloud, iCloud …)' },
];

/** Adds one calendar: an ICS address, or CalDAV with user and app password. */
export function AddBusyCalendarForm({ saved, save }: Props) {
  const [calendar, setCalendar] = useState<NewCalendar>(emptyCalendar);
  const [error, setError] = useState<string | null>(null);
  const set = (change: Partial<NewCalendar>) => setCalendar((c) => ({ ...c, ...change }));
  const caldav = calendar.kind === 'caldav';

  const add = () => {
    const next = withNewCalendar(saved, calendar);
    if ('error' in next) return setError(next.error);
    setError(null);
    save.mutate(next.sources, { onSuccess: () => setCalendar(emptyCalendar()) });
  };

  return (
    <form
      className={styles.form}
      aria-label="Kalender hinzufügen"
      onSubmit={(e) => {
        e.preventDefault();
        add();
      }}
    >
      <ChoiceChips
        label="Art des Kalenders"
        choices={kinds}
        value={calendar.kind}
        onChange={(kind) => set({ kind: kind as NewCalendar['kind'] })}
      />
      <TextField label="Name" value={calendar.label} onChange={(label) => set({ label })} placeholder="z. B. Privat" />
      <TextField
        label={caldav ? 'CalDAV-Adresse des Kalenders' : 'Kalender-Adresse (iCal)'}
        value={calendar.url}
        onChange={(url) => set({ url })}
        placeholder="https://…"
        spellCheck="false"
        description={
          caldav
            ? 'Die Adresse des einzelnen Kalenders, z. B. bei Nextcloud „Interne Adresse kopieren“.'
            : 'Die geheime Adresse im iCal-Format aus Google, Outlook, iCloud oder Nextcloud.'
        }
      />
      {caldav ? (
        <>
          <TextField label="Benutzername" value={calendar.username} onChange={(username) => set({ username })} />
          <TextField
            label="App-Passwort"
            type="password"
            value={calendar.password}
            onChange={(password) => set({ password })}
            description="Ein eigenes App-Passwort, nicht Ihr Hauptpasswort. Es wird nie wieder angezeigt."
          />
          <SwitchField isSelected={calendar.writeMeetings} onChange={(writeMeetings) => set({ writeMeetings })}>
            Meine Termine aus dem Portal in diesen Kalender eintragen
          </SwitchField>
        </>
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div className={buttonRow}>
        <Button type="submit" isPending={save.isPending}>
          Kalender hinzufügen
        </Button>
      </div>
    </form>
  );
}
