import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { busySourceMessages, type BusySourcesAnswer } from '../../../../modules/scheduling/contract';
import { formatDateTime } from '../../../../lib/german/format';
import { writeMeta } from '../../../api/query-meta';
import { QueryCard } from '../../../components/errors/QueryCard';
import { Button } from '../../../components/ui/Button';
import { ConfirmButton } from '../../../components/ui/ConfirmButton';
import { Notice } from '../../../components/ui/Notice';
import { buttonRow } from '../../../components/ui/layout.css';
import { busySourcesKey, busySourcesQuery, readBusySourcesNow, saveBusySources } from '../api/busy-sources';
import { savedAsInput } from '../rules/busy-form';
import { AddBusyCalendarForm } from './AddBusyCalendarForm';
import * as styles from './BusyCalendars.css';

type Source = BusySourcesAnswer['sources'][number];

const kindLabel = { ics: 'ICS-Abo', caldav: 'CalDAV' } as const;

/**
 * 'Meine Kalender' (issue 34): the Accelerator's own calendars whose entries block their bookable
 * times, one CalDAV calendar optionally taking their meetings. `partnerId`: the office edits an
 * Accelerator's (the admin's partner page); without it, one's own (`/partner/availability`).
 */
export function BusyCalendarsCard({ partnerId }: { partnerId?: string }) {
  return (
    <QueryCard
      title={partnerId ? 'Kalender des Accelerators' : 'Meine Kalender'}
      subtitle="Termine aus diesen Kalendern blockieren buchbare Zeiten. Sie werden alle 10 Minuten gelesen."
      testId="busy-calendars"
      loadError={busySourceMessages.loadFailed}
    >
      <BusyCalendars partnerId={partnerId} />
    </QueryCard>
  );
}

function BusyCalendars({ partnerId }: { partnerId?: string | undefined }) {
  const { data } = useSuspenseQuery(busySourcesQuery(partnerId));
  const invalidates = [busySourcesKey(partnerId)];
  const save = useMutation({
    mutationFn: (sources: Parameters<typeof saveBusySources>[1]) => saveBusySources(partnerId, sources),
    meta: writeMeta(busySourceMessages.saved, busySourceMessages.saveFailed, invalidates),
  });
  const read = useMutation({
    mutationFn: () => readBusySourcesNow(partnerId),
    meta: writeMeta(busySourceMessages.synced, busySourceMessages.syncFailed, invalidates),
  });
  const remove = (index: number, close: () => void) =>
    save.mutate(
      savedAsInput(data).filter((_, i) => i !== index),
      { onSuccess: close },
    );

  return (
    <div className={styles.body}>
      {data.sources.length === 0 ? (
        <p className={styles.hint}>Noch kein Kalender eingetragen.</p>
      ) : (
        <ul className={styles.list} aria-label="Eingetragene Kalender">
          {data.sources.map((s, i) => (
            <li key={`${s.kind} ${s.url} ${s.username ?? ''}`} className={styles.source}>
              <div className={styles.sourceHead}>
                <span className={styles.label}>
                  {s.label} ({kindLabel[s.kind]})
                </span>
                <ConfirmButton
                  label="Entfernen"
                  title={`Kalender „${s.label}“ entfernen?`}
                  confirmLabel="Entfernen"
                  confirmVariant="danger"
                  isPending={save.isPending}
                  onConfirm={(close) => remove(i, close)}
                >
                  Seine Termine blockieren dann keine Zeiten mehr.
                </ConfirmButton>
              </div>
              <p className={styles.address}>{s.url}</p>
              {s.writeMeetings ? (
                <p className={styles.state}>Ihre Termine werden in diesen Kalender eingetragen.</p>
              ) : null}
              <SourceState source={s} />
            </li>
          ))}
        </ul>
      )}
      {data.sources.length > 0 ? (
        <div className={buttonRow}>
          <Button variant="secondary" isPending={read.isPending} onPress={() => read.mutate()}>
            Jetzt lesen
          </Button>
        </div>
      ) : null}
      <AddBusyCalendarForm saved={data} save={save} />
    </div>
  );
}

/**
 * 'Zuletzt gelesen am …' and, when the last read failed, 'Fehler: …' in German; for the calendar the
 * meetings go into, 'Zuletzt übertragen am …' and why the last copy failed (issue 52).
 */
function SourceState({ source }: { source: Source }) {
  const { lastReadAt, error, copiedAt, copyError } = source.state;
  return (
    <>
      <p className={styles.state}>
        {lastReadAt ? `Zuletzt gelesen am ${formatDateTime(lastReadAt)}` : 'Noch nicht gelesen'}
      </p>
      {error ? <Notice tone="warning">Fehler: {error}</Notice> : null}
      {source.writeMeetings ? (
        <p className={styles.state}>
          {copiedAt ? `Zuletzt übertragen am ${formatDateTime(copiedAt)}` : 'Noch kein Termin übertragen'}
        </p>
      ) : null}
      {copyError ? <Notice tone="warning">Übertragung fehlgeschlagen: {copyError}</Notice> : null}
    </>
  );
}
