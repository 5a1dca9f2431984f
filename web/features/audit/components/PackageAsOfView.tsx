import type { CalendarDate, Time } from '@internationalized/date';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatEuro } from '../../../../lib/german/format';
import { packageStreamId, streamAsOfQuery } from '../api/audit';
import { isApiError } from '../../../api/errors';
import { partnerChoicesQuery, statusTone } from '../../packages';
import { formatDate, formatHours } from '../../../../lib/german/format';
import { DatePickerField } from '../../../components/ui/DatePickerField';
import { Fact, FactList } from '../../../components/ui/FactList';
import { Notice } from '../../../components/ui/Notice';
import { Spinner } from '../../../components/ui/Spinner';
import { StatusPill } from '../../../components/ui/StatusPill';
import { TimeInputField } from '../../../components/ui/TimeInputField';
import { berlinCalendarNow } from '../../../../lib/german/time';
import { asOfInstant } from '../rules/as-of-time';
import { RepeatedTimeChips } from '../../meetings';
import type { RepeatedTime } from '../../../../modules/meetings/contract';
import { readPackageAsOf } from '../rules/package-as-of';
import * as styles from './Audit.css';

/** How a package stood at a chosen Berlin date and time (the stream folded up to that instant). */
export function PackageAsOfView({ userPackageId }: { userPackageId: string }) {
  const [start] = useState(berlinCalendarNow);
  const [date, setDate] = useState<CalendarDate | null>(start.date);
  const [time, setTime] = useState<Time | null>(start.time);
  const [repeated, setRepeated] = useState<RepeatedTime | null>(null);
  // Seconds of the minute count too: 14:05 means up to the end of that minute.
  const { asOf, timeError } = asOfInstant(date, time, repeated);
  return (
    <section className={styles.section} aria-label="Stand zu einem Zeitpunkt" data-testid="package-as-of">
      <h3 className={styles.sectionTitle}>Stand am</h3>
      <div className={styles.asOfForm}>
        <DatePickerField
          label="Datum"
          value={date}
          onChange={setDate}
          error={date ? undefined : 'Bitte ein Datum wählen.'}
        />
        <TimeInputField
          label="Uhrzeit (Berlin)"
          value={time}
          onChange={setTime}
          error={time ? timeError : 'Bitte eine Uhrzeit wählen.'}
        />
        {/* The autumn night's 02:30 comes twice: asked as the meeting form asks. */}
        <RepeatedTimeChips
          date={date?.toString() ?? null}
          time={time?.toString().slice(0, 5) ?? null}
          value={repeated}
          onChange={setRepeated}
        />
      </div>
      {asOf ? <AsOfFacts userPackageId={userPackageId} asOf={asOf} /> : null}
    </section>
  );
}

function AsOfFacts({ userPackageId, asOf }: { userPackageId: string; asOf: string }) {
  const query = useQuery(streamAsOfQuery(packageStreamId(userPackageId), asOf));
  const partners = useQuery(partnerChoicesQuery);
  if (query.isPending) return <Spinner label="Stand wird berechnet …" />;
  if (query.isError) {
    const before = isApiError(query.error) && query.error.status === 404;
    return (
      <Notice tone={before ? 'info' : 'error'}>
        {before ? 'Zu diesem Zeitpunkt gab es das Paket noch nicht.' : 'Der Stand konnte nicht geladen werden.'}
      </Notice>
    );
  }
  const pkg = readPackageAsOf(query.data.state);
  const nameOf = (id: string) => partners.data?.find((p) => p.id === id)?.name ?? 'Accelerator';
  return (
    <>
      <FactList layout="grid" columns="figures" phone="same" look="plain">
        <Fact label="Status">
          <StatusPill tone={statusTone(pkg.status)} testId="as-of-status">
            {pkg.statusLabel}
          </StatusPill>
        </Fact>
        <Fact label="Paket">{pkg.name || '–'}</Fact>
        <Fact label="Stunden gesamt">{formatHours(pkg.totalHours)}</Fact>
        <Fact label="Preis">{pkg.price ? formatEuro(pkg.price) : 'Individuell'}</Fact>
        <Fact label="Gültig bis">{formatDate(pkg.expiresAt)}</Fact>
        <Fact label="Version">{String(query.data.version)}</Fact>
      </FactList>
      {pkg.partners.length ? (
        <table className={styles.hours} data-testid="as-of-hours">
          <caption className={styles.caption}>Stunden je Accelerator</caption>
          <thead>
            <tr>
              <th className={styles.cell}>Accelerator</th>
              <th className={styles.numCell}>Gesamt</th>
              <th className={styles.numCell}>Verbraucht</th>
              <th className={styles.numCell}>Reserviert</th>
            </tr>
          </thead>
          <tbody>
            {pkg.partners.map((p) => (
              <tr key={p.partnerId}>
                <td className={styles.cell}>{nameOf(p.partnerId)}</td>
                <td className={styles.numCell}>{formatHours(p.total)}</td>
                <td className={styles.numCell}>{formatHours(p.consumed)}</td>
                <td className={styles.numCell}>{formatHours(p.reserved)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.hint}>Keine Stunden zugeteilt.</p>
      )}
    </>
  );
}
