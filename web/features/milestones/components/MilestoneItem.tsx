import { milestoneMessages, type Milestone } from '../../../../modules/milestones/contract';
import type { Role } from '../../../../modules/identity/contract';
import { formatDate } from '../../../../lib/german/format';
import { StatusPill } from '../../../components/ui/StatusPill';
import { CompleteMilestoneDialog } from './CompleteMilestoneDialog';
import { completeRule } from '../rules/milestone-rules';
import * as styles from './Milestones.css';

interface MilestoneItemProps {
  milestone: Milestone;
  position: number;
  isCurrent: boolean;
  role: Role;
  clientId?: string;
}

/** One step of the plan: number or tick, name, 'Aktuell', who completed it and when, or the way to complete it. */
export function MilestoneItem({ milestone: m, position, isCurrent, role, clientId }: MilestoneItemProps) {
  const rule = completeRule(role, m);
  const state = m.completed ? 'done' : isCurrent ? 'current' : 'open';
  return (
    <li
      className={styles.item}
      data-testid="milestone"
      data-state={state}
      aria-current={isCurrent ? 'step' : undefined}
    >
      <span className={styles.mark[state]} aria-hidden="true">
        {m.completed ? '✓' : position}
      </span>
      <div className={styles.body}>
        <div className={styles.head}>
          <span className={styles.name}>{m.name}</span>
          {isCurrent ? (
            <StatusPill tone="info" testId="milestone-current">
              {milestoneMessages.current}
            </StatusPill>
          ) : null}
          {m.completed ? <StatusPill tone="success">Abgeschlossen</StatusPill> : null}
          {m.requiresPartner && !m.completed ? <StatusPill tone="neutral">Mit Accelerator</StatusPill> : null}
        </div>
        {m.description ? <p className={styles.description}>{m.description}</p> : null}
        {m.completed ? (
          <p className={styles.description}>
            Abgeschlossen am {formatDate(m.completedAt)}
            {m.completedByName ? ` von ${m.completedByName}` : ''}
          </p>
        ) : null}
        {m.notes ? <p className={styles.notes}>{m.notes}</p> : null}
        {rule.allowed ? (
          <div className={styles.actions}>
            <CompleteMilestoneDialog milestone={m} clientId={clientId} isCurrent={isCurrent} />
          </div>
        ) : rule.reason ? (
          <p className={styles.hint}>{rule.reason}</p>
        ) : null}
      </div>
    </li>
  );
}
