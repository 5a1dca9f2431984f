import { formatDate } from '../../../../lib/german/format';
import { Card } from '../../../components/ui/Card';
import { ProgressMeter } from '../../../components/ui/ProgressMeter';
import type { PlanSummary } from '../rules/milestone-rules';
import * as styles from './Milestones.css';

/** Progress in percent and in steps. */
export function MilestoneOverviewCard({ plan }: { plan: PlanSummary }) {
  const total = plan.ordered.length;
  const latest = plan.ordered
    .filter((m) => m.completed && m.completedAt)
    .sort((a, b) => b.completedAt!.localeCompare(a.completedAt!))[0];
  return (
    <Card title="Überblick" testId="milestone-overview">
      <div className={styles.percentRow}>
        <span className={styles.percent} data-testid="milestone-percent">
          {plan.percent} %
        </span>
        <span className={styles.muted}>
          {plan.done} von {total} Meilensteinen abgeschlossen
        </span>
      </div>
      <ProgressMeter label="Fortschritt" percent={plan.percent} valueLabel={`${plan.percent} %`} />
      <p className={styles.muted}>
        {latest ? (
          <>
            Zuletzt erreicht: <strong>{latest.name}</strong> am {formatDate(latest.completedAt)}
          </>
        ) : (
          'Noch kein Meilenstein abgeschlossen.'
        )}
      </p>
    </Card>
  );
}
