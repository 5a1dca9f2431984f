import type { ReactNode } from 'react';
import type { MeetingView } from '../../../../modules/meetings/contract';
import { Card } from '../../../components/ui/Card';
import { MeetingItem, MeetingItems, type MeetingItemProps } from './MeetingItem';
import * as styles from './MeetingsPage.css';

interface MeetingSectionProps {
  title: string;
  subtitle?: ReactNode;
  count: number;
  empty: string;
  testId?: string;
  /** The <MeetingItem>s. */
  children: ReactNode;
  footer?: ReactNode;
}

/** A titled card with a list of meetings, or a quiet line when there are none. */
function MeetingSection({ title, subtitle, count, empty, testId, children, footer }: MeetingSectionProps) {
  return (
    <Card title={`${title} (${count})`} subtitle={subtitle} testId={testId}>
      {count === 0 ? (
        <p className={styles.emptyText}>{empty}</p>
      ) : (
        <MeetingItems label={title}>{children}</MeetingItems>
      )}
      {footer}
    </Card>
  );
}

/** The lists the meeting screens show: title, the line when empty, the test id (spec 02 §4). */
const meetingLists = {
  toFinish: { title: 'Abzuschließen', empty: 'Keine offenen Meetings.', testId: 'to-finish-meetings' },
  upcoming: { title: 'Anstehende Meetings', empty: 'Keine anstehenden Meetings.', testId: 'upcoming-meetings' },
  past: { title: 'Vergangene Meetings', empty: 'Noch keine vergangenen Meetings.', testId: 'past-meetings' },
  completed: {
    title: 'Abgeschlossene Meetings',
    empty: 'Noch keine abgeschlossenen Meetings.',
    testId: 'completed-meetings',
  },
};

interface MeetingListProps extends Partial<Omit<MeetingSectionProps, 'children'>> {
  list: keyof typeof meetingLists;
  meetings: MeetingView[];
  /** How each meeting is shown: whose name heads it, its flag and actions. */
  item: (meeting: MeetingView) => Omit<MeetingItemProps, 'meeting'>;
}

/** One of the standard lists as a section; `count` (all of them) and the texts may be overridden. */
export function MeetingList({ list, meetings, item, ...overrides }: MeetingListProps) {
  return (
    <MeetingSection {...meetingLists[list]} count={meetings.length} {...overrides}>
      {meetings.map((m) => (
        <MeetingItem key={m.id} meeting={m} {...item(m)} />
      ))}
    </MeetingSection>
  );
}
