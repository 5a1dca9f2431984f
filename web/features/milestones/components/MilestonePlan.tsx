import { milestoneMessages, type Milestone } from '../../../../modules/milestones/contract';
import type { Role } from '../../../../modules/identity/contract';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/Page';
import { summarisePlan } from '../rules/milestone-rules';
import { MilestoneItem } from './MilestoneItem';
import { MilestoneOverviewCard } from './MilestoneOverviewCard';
import { NextStepsCard } from './NextStepsCard';
import * as styles from './Milestones.css';
import { DividedList } from '../../../components/ui/DividedList';

interface MilestonePlanProps {
  milestones: Milestone[];
  role: Role;
  /** Whose plan, when it is not the viewer's own. */
  clientId?: string;
}

/** Overview, next steps and the ordered list of one plan (or why there is none). */
export function MilestonePlan({ milestones, role, clientId }: MilestonePlanProps) {
  if (milestones.length === 0) {
    return (
      <EmptyState title="Noch kein Meilensteinplan">
        {clientId
          ? 'Der Meilensteinplan dieses Klienten entsteht, sobald sein Paket aktiviert ist.'
          : milestoneMessages.noPlan}
      </EmptyState>
    );
  }

  const plan = summarisePlan(milestones);
  return (
    <div className={styles.layout}>
      <div className={styles.top}>
        <MilestoneOverviewCard plan={plan} />
        <NextStepsCard plan={plan} role={role} />
      </div>
      <Card title="Meilensteine" testId="milestone-list">
        <DividedList as="ol" space="lg" aria-label="Meilensteine in Reihenfolge">
          {plan.ordered.map((m, i) => (
            <MilestoneItem
              key={m.id}
              milestone={m}
              position={i + 1}
              isCurrent={m.id === plan.currentId}
              role={role}
              clientId={clientId}
            />
          ))}
        </DividedList>
      </Card>
    </div>
  );
}
