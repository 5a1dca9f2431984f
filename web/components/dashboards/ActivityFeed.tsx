import type { Activity } from '../../../modules/dashboards/contract';
import { Card } from '../ui/Card';
import { formatDateTime } from './format';
import * as styles from './Dashboard.css';

/** The newest business events, labelled in German by their modules. */
export function ActivityFeed({ activities, isError }: { activities: Activity[]; isError: boolean }) {
  return (
    <Card title="Letzte Aktivitäten" testId="activity-feed">
      {isError ? <p className={styles.empty}>Die Aktivitäten konnten nicht geladen werden.</p> : null}
      {!isError && activities.length === 0 ? <p className={styles.empty}>Noch keine Aktivitäten.</p> : null}
      {activities.length > 0 ? (
        <ul className={styles.list} aria-label="Letzte Aktivitäten">
          {activities.map((a) => (
            <li key={a.id} className={styles.row} data-testid="activity">
              <div className={styles.rowHead}>
                <span className={styles.strong}>{a.label}</span>
                <time className={styles.time} dateTime={a.at}>{formatDateTime(a.at)}</time>
              </div>
              <span className={styles.muted}>{whoOf(a)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

/** 'Anna Admin → Julia Hoffmann', or just the one that is known. */
function whoOf(a: Activity): string {
  if (a.actorName && a.subjectName && a.actorName !== a.subjectName) return `${a.actorName} → ${a.subjectName}`;
  return a.subjectName ?? a.actorName ?? 'System';
}
