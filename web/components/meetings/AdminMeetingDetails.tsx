import type { MeetingView } from '../../../modules/meetings/contract';
import { ModalDialog } from '../ui/ModalDialog';
import { CopyLinkButton } from './CopyLinkButton';
import { formatHours, formatMeetingDate, platformLabel } from './format';
import { StatusBadge } from './StatusBadge';
import * as styles from './AdminMeetingDetails.css';

/** The admin's detail dialog: date, time, client, accelerator, platform, status, summary, notes. */
export function AdminMeetingDetails({ meeting, onClose }: { meeting: MeetingView | null; onClose: () => void }) {
  const m = meeting;
  const rows: [string, React.ReactNode][] = m
    ? [
        ['Datum', formatMeetingDate(m.date)],
        ['Uhrzeit', `${m.time} Uhr (${m.duration} Min.)`],
        ['Klient', <>{m.clientName}<br /><span className={styles.muted}>{m.clientEmail}</span></>],
        ['Accelerator', m.partnerType ? `${m.partnerName} – ${m.partnerType}` : m.partnerName],
        ['Paket', m.packageName ?? '–'],
        ['Plattform', platformLabel(m.platform)],
        ['Link', m.link ? <span className={styles.link}>{m.link} <CopyLinkButton link={m.link} /></span> : '–'],
        ['Status', <StatusBadge status={m.status} />],
        ['Stunden', m.status === 'completed' ? `${formatHours(m.hoursUsed)} Std.` : '–'],
        ['Zusammenfassung', m.summary ?? '–'],
        ['Notizen', m.notes ?? '–'],
      ]
    : [];
  return (
    <ModalDialog title="Meeting-Details" isOpen={m !== null} onOpenChange={(open) => { if (!open) onClose(); }}>
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </ModalDialog>
  );
}
