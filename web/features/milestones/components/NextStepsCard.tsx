import { milestoneMessages } from '../../../../modules/milestones/contract';
import type { Role } from '../../../../modules/identity/contract';
import { Card } from '../../../components/ui/Card';
import type { PlanSummary } from '../rules/milestone-rules';
import * as styles from './Milestones.css';

/** The current step and the one after it, and who takes it. */
export function NextStepsCard({ plan, role }: { plan: PlanSummary; role: Role }) {
  return (
    <Card title="Nächste Schritte" testId="milestone-next-steps">
      {plan.nextSteps.length === 0 ? (
        <p className={styles.muted}>Alle Meilensteine sind abgeschlossen. Herzlichen Glückwunsch!</p>
      ) : (
        <ol className={styles.steps}>
          {plan.nextSteps.map((m, i) => (
            <li key={m.id} className={styles.step}>
              <span className={styles.stepLabel}>{i === 0 ? milestoneMessages.current : 'Danach'}</span>
              <span className={styles.name}>{m.name}</span>
              {m.description ? <span className={styles.description}>{m.description}</span> : null}
              {m.requiresPartner && role === 'user' ? (
                <span className={styles.hint}>{milestoneMessages.needsPartner}</span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
