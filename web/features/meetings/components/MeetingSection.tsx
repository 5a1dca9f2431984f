import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/Card';
import { MeetingItems } from './MeetingItem';
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
export function MeetingSection({ title, subtitle, count, empty, testId, children, footer }: MeetingSectionProps) {
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
