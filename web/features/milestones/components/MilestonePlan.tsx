import type { UseQueryResult } from '@tanstack/react-query';
import { milestoneMessages, type Milestone } from '../../../../modules/milestones/contract';
import type { Role } from '../../../../modules/identity/contract';
import { isApiError } from '../../../api/errors';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Notice } from '../../../components/ui/Notice';
import { EmptyState } from '../../../components/ui/Page';
import { Spinner } from '../../../components/ui/Spinner';
import { summarisePlan } from '../rules/milestone-rules';
import { MilestoneItem } from './MilestoneItem';
import { MilestoneOverviewCard } from './MilestoneOverviewCard';
import { NextStepsCard } from './NextStepsCard';
import * as styles from './Milestones.css';
import { DividedList } from '../../../components/ui/DividedList';

export interface MilestonePlanProps {
  query: UseQueryResult<Milestone[]>;
  role: Role;
  /** Whose plan, when it is not the viewer's own. */
  clientId?: string;
}

/** Overview, next steps and the ordered list of one plan (or why there is none). */
export function MilestonePlan({ query, role, clientId }: MilestonePlanProps) {
  if (query.isPending) return <div className={styles.centered}><Spinner label="Meilensteine werden geladen …" /></div>;
  if (query.isError) {
    const forbidden = isApiError(query.error) && query.error.status === 403;
    return (
      <Card>
        <Notice tone="error">{forbidden ? 'Sie haben keine Berechtigung, die Meilensteine dieses Klienten zu sehen.' : 'Die Meilensteine konnten nicht geladen werden.'}</Notice>
        {forbidden ? null : <div><Button variant="secondary" onPress={() => void query.refetch()}>Erneut versuchen</Button></div>}
      </Card>
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState title="Noch kein Meilensteinplan">
        {clientId ? 'Der Meilensteinplan dieses Klienten entsteht, sobald sein Paket aktiviert ist.' : milestoneMessages.noPlan}
      </EmptyState>
    );
  }

  const plan = summarisePlan(query.data);
  return (
    <div className={styles.layout}>
      <div className={styles.top}>
        <MilestoneOverviewCard plan={plan} />
        <NextStepsCard plan={plan} role={role} />
      </div>
      <Card title="Meilensteine" testId="milestone-list">
        <DividedList as="ol" space="lg" aria-label="Meilensteine in Reihenfolge">
          {plan.ordered.map((m, i) => (
            <MilestoneItem key={m.id} milestone={m} position={i + 1} isCurrent={m.id === plan.currentId} role={role} clientId={clientId} />
          ))}
        </DividedList>
      </Card>
    </div>
  );
}
