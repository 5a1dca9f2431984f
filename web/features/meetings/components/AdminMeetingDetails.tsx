import { useState } from 'react';
import { canCancel, isCharged, type MeetingView } from '../../../../modules/meetings/contract';
import { HistoryList } from '../../audit';
import { BetweenTabs } from '../../between';
import { Fact, FactList } from '../../../components/ui/FactList';
import { ModalDialog } from '../../../components/ui/ModalDialog';
import { SectionTabs } from '../../../components/ui/SectionTabs';
import { CancelMeetingButton } from './CancelMeetingButton';
import { CopyLinkButton } from './CopyLinkButton';
import { RescheduleMeetingButton } from './RescheduleMeetingButton';
import { platformLabel } from '../rules/format';
import { formatCalendarDate, formatHoursStd } from '../../../../lib/german/format';
import { MeetingStatusPills } from './StatusBadge';
import { useNow } from './use-now';
import * as styles from './AdminMeetingDetails.css';

/**
 * The admin's detail dialog: date, time, client, accelerator, platform, status, summary, notes and
 * the partner's completion notes (only admins see those);
 * a future scheduled meeting can be moved ('Verschieben') or cancelled here ('Löschen', as the partner does; issue 15);
 * a second tab its notes, tasks and files (issue 33), a third its 'Verlauf' (who planned, completed or
 * cancelled it, and when).
 */
export function AdminMeetingDetails({ meeting, onClose }: { meeting: MeetingView | null; onClose: () => void }) {
  const m = meeting;
  const [tab, setTab] = useState('details');
  const now = useNow();
  const rows: [string, React.ReactNode][] = m
    ? [
        ['Datum', formatCalendarDate(m.date)],
        ['Uhrzeit', `${m.time} Uhr (${m.duration} Min.)`],
        [
          'Klient',
          <>
            {m.clientName}
            <br />
            <span className={styles.muted}>{m.clientEmail}</span>
          </>,
        ],
        ['Accelerator', m.partnerType ? `${m.partnerName} – ${m.partnerType}` : m.partnerName],
        ['Paket', m.packageName ?? '–'],
        ['Plattform', platformLabel(m.platform)],
        ['Adresse', m.location ?? '–'],
        [
          'Link',
          m.link ? (
            <span className={styles.link}>
              {m.link} <CopyLinkButton link={m.link} />
            </span>
          ) : (
            '–'
          ),
        ],
        ['Status', <MeetingStatusPills meeting={m} />],
        ['Stunden', isCharged(m) ? `${formatHoursStd(m.hoursUsed)} abgebucht` : '–'],
        ['Zusammenfassung', m.summary ?? '–'],
        ['Notizen', m.notes ?? '–'],
        ['Abschlussnotizen', m.completionNotes ?? '–'],
      ]
    : [];
  return (
    <ModalDialog
      title="Meeting-Details"
      size="lg"
      isOpen={m !== null}
      onOpenChange={(open) => {
        if (!open) {
          setTab('details');
          onClose();
        }
      }}
    >
      <SectionTabs
        label="Meeting"
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'details',
            label: 'Details',
            content: (
              <>
                <FactList labelWidth="md">
                  {rows.map(([term, value]) => (
                    <Fact key={term} label={term}>
                      {value}
                    </Fact>
                  ))}
                </FactList>
                {m && canCancel(m, now) ? (
                  <div className={styles.actions}>
                    <RescheduleMeetingButton meeting={m} />
                    <CancelMeetingButton meeting={m} />
                  </div>
                ) : null}
              </>
            ),
          },
          {
            id: 'between',
            label: 'Notizen, Aufgaben, Dateien',
            content: m ? <BetweenTabs clientId={m.clientId} meetingId={m.id} isClient={false} /> : null,
          },
          { id: 'history', label: 'Verlauf', content: m ? <HistoryList entity="meeting" entityId={m.id} /> : null },
        ]}
      />
    </ModalDialog>
  );
}
