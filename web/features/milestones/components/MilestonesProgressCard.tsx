import { useSuspenseQuery } from '@tanstack/react-query';
import { milestoneMessages } from '../../../../modules/milestones/contract';
import { myMilestonesQuery } from '../api/milestones';
import { QueryCard } from '../../../components/errors/QueryCard';
import { ButtonLink } from '../../../components/ui/Link';
import { ProgressMeter } from '../../../components/ui/ProgressMeter';
import { summarisePlan } from '../rules/milestone-rules';
import * as styles from './Milestones.css';

/** The client dashboard's progress: percent, the current step, a link to /progress. */
export function MilestonesProgressCard() {
  return (
    <QueryCard
      title="Ihr Fortschritt"
      testId="dashboard-progress"
      loadError="Der Fortschritt konnte nicht geladen werden."
      footer={
        <ButtonLink to="/progress" variant="secondary">
          Zum Fortschritt
        </ButtonLink>
      }
    >
      <Progress />
    </QueryCard>
  );
}

function Progress() {
  const { data } = useSuspenseQuery(myMilestonesQuery);
  const plan = data.length > 0 ? summarisePlan(data) : null;
  const current = plan?.ordered.find((m) => m.id === plan.currentId);
  if (!plan) return <p className={styles.muted}>{milestoneMessages.noPlan}</p>;
  return (
    <>
      <ProgressMeter
        label={`${plan.done} von ${plan.ordered.length} Meilensteinen`}
        percent={plan.percent}
        valueLabel={`${plan.percent} %`}
      />
      <p className={styles.muted}>
        {current ? (
          <>
            {milestoneMessages.current}: <strong>{current.name}</strong>
          </>
        ) : (
          'Alle Meilensteine abgeschlossen.'
        )}
      </p>
    </>
  );
}
