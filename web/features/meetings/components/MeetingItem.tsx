import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { isCharged, type MeetingView } from '../../../../modules/meetings/contract';
import { CopyLinkButton } from './CopyLinkButton';
import { AddToCalendarButton } from '../../calendar';
import { BetweenDialog } from '../../between';
import { useSessionUser } from '../../../auth/use-session';
import { formatDuration, platformLabel } from '../rules/format';
import { formatCalendarDate, formatHoursStd } from '../../../../lib/german/format';
import { MeetingStatusPills, Pill } from './StatusBadge';
import { useViewerZone } from './use-viewer-zone';
import { BERLIN } from '../../../../lib/german/time';
import { wallClockIn, zoneNamed } from '../../../../lib/german/zones';
import * as styles from './MeetingItem.css';

export interface MeetingItemProps {
  meeting: MeetingView;
  /** Whose name heads the entry: the partner's (client and coordination views) or the client's. */
  person: 'client' | 'partner';
  /** Coordination: mark the viewer's own meetings with 'Du'. */
  markMine?: boolean;
  /** A hint such as 'Abschluss offen' next to the status. */
  flag?: string;
  actions?: ReactNode;
}

/** One meeting as a card: when, with whom, how, its link, notes, summary and actions. */
export function MeetingItem({ meeting: m, person, markMine, flag, actions }: MeetingItemProps) {
  const name = person === 'partner' ? m.partnerName : m.clientName;
  const detail = person === 'partner' ? m.partnerType : m.packageName;
  const isClient = useSessionUser()?.role === 'user';
  // A client in another zone reads her clock, named (issue 34); everyone else Berlin's.
  const zone = useViewerZone();
  const shown = zone === BERLIN ? { date: m.date, time: m.time } : wallClockIn(m.startsAt, zone);
  return (
    <li className={styles.item} data-testid="meeting-item" data-meeting-id={m.id}>
      <div className={styles.when}>
        <span className={styles.date}>{formatCalendarDate(shown.date)}</span>
        <span className={styles.time}>
          {shown.time} Uhr{zoneNamed(zone)}
        </span>
      </div>
      <div className={styles.body}>
        <div className={styles.headline}>
          <span className={styles.name}>{name}</span>
          {markMine && m.isMyMeeting ? <Pill tone="mine">Du</Pill> : null}
          <MeetingStatusPills meeting={m} />
          {flag ? <Pill tone="overdue">{flag}</Pill> : null}
        </div>
        <div className={styles.meta}>
          {detail ? <span>{detail}</span> : null}
          <span>{formatDuration(m.duration)}</span>
          <span>{platformLabel(m.platform)}</span>
          {isCharged(m) ? <span>{formatHoursStd(m.hoursUsed)} abgebucht</span> : null}
        </div>
        {m.link && m.status === 'scheduled' ? (
          <div className={styles.linkRow}>
            <Link href={m.link} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {m.link}
            </Link>
            <CopyLinkButton link={m.link} />
          </div>
        ) : null}
        <LabelledText label="Adresse" text={m.location} />
        <LabelledText label="Notizen" text={m.notes} />
        <LabelledText label="Zusammenfassung" text={m.summary} />
        <div className={styles.tools}>
          <AddToCalendarButton meeting={m} />
          {/* Issue 33: a meeting shows its notes, tasks and files (as far as the viewer may read them). */}
          <BetweenDialog
            clientId={m.clientId}
            meetingId={m.id}
            isClient={isClient}
            title={`Meeting am ${formatCalendarDate(shown.date)} mit ${name}`}
            label="Notizen, Aufgaben, Dateien"
          />
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </li>
  );
}

/** A list of meeting cards. */
export function MeetingItems({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

/** The planner's notes or the partner's summary under its label; nothing when there is none. */
function LabelledText({ label, text }: { label: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className={styles.text}>
      <span className={styles.textLabel}>{`${label}: `}</span>
      {text}
    </p>
  );
}
