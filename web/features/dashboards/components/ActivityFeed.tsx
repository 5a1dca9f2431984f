import { useSuspenseQuery } from '@tanstack/react-query';
import type { Activity } from '../../../../modules/dashboards/contract';
import { useFirstFew } from '../../../components/ui/FirstFew';
import { queryCard } from '../../../components/errors/QueryCard';
import { formatDateTime } from '../../../../lib/german/format';
import { recentActivitiesQuery } from '../api/dashboards';
import * as styles from './Dashboard.css';
import { DividedList } from '../../../components/ui/DividedList';

/** How many events show before 'Alle anzeigen': enough for a glance, short on a phone. */
const firstActivities = 6;

/** The newest business events, labelled in German by their modules. */
export const ActivityFeed = queryCard(
  {
    title: 'Letzte Aktivitäten',
    testId: 'activity-feed',
    loadError: 'Die Aktivitäten konnten nicht geladen werden.',
  },
  Activities,
);

function Activities() {
  const { data: activities } = useSuspenseQuery(recentActivitiesQuery);
  const { shown, toggle } = useFirstFew(activities, firstActivities);
  return (
    <>
      {activities.length === 0 ? <p className={styles.empty}>Noch keine Aktivitäten.</p> : null}
      {activities.length > 0 ? (
        <DividedList aria-label="Letzte Aktivitäten">
          {shown.map((a) => (
            <li key={a.id} className={styles.row} data-testid="activity">
              <div className={styles.rowHead}>
                <span className={styles.strong}>{a.label}</span>
                <time className={styles.time} dateTime={a.at}>
                  {formatDateTime(a.at)}
                </time>
              </div>
              <span className={styles.muted}>{whoOf(a)}</span>
            </li>
          ))}
        </DividedList>
      ) : null}
      {toggle}
    </>
  );
}

/** 'Anna Admin → Julia Hoffmann', or just the one that is known. */
function whoOf(a: Activity): string {
  if (a.actorName && a.subjectName && a.actorName !== a.subjectName) return `${a.actorName} → ${a.subjectName}`;
  return a.subjectName ?? a.actorName ?? 'System';
}
