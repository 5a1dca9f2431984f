import { useQuery } from '@tanstack/react-query';
import { milestoneMessages } from '../../../../modules/milestones/contract';
import { myMilestonesQuery } from '../api/milestones';
import { Card } from '../../../components/ui/Card';
import { ButtonLink } from '../../../components/ui/Link';
import { ProgressMeter } from '../../../components/ui/ProgressMeter';
import { Spinner } from '../../../components/ui/Spinner';
import { summarisePlan } from '../rules/milestone-rules';
import * as styles from './Milestones.css';

/** The client dashboard's progress: percent, the current step, a link to /progress. */
export function MilestonesProgressCard() {
  const query = useQuery(myMilestonesQuery);
  const plan = query.data && query.data.length > 0 ? summarisePlan(query.data) : null;
  const current = plan?.ordered.find((m) => m.id === plan.currentId);
  return (
    <Card title="Ihr Fortschritt" testId="dashboard-progress">
      {query.isPending ? <Spinner label="Fortschritt wird geladen …" /> : null}
      {query.isError ? <p className={styles.muted}>Der Fortschritt konnte nicht geladen werden.</p> : null}
      {query.isSuccess && !plan ? <p className={styles.muted}>{milestoneMessages.noPlan}</p> : null}
      {plan ? (
        <>
          <ProgressMeter label={`${plan.done} von ${plan.ordered.length} Meilensteinen`} percent={plan.percent} valueLabel={`${plan.percent} %`} />
          <p className={styles.muted}>{current ? <>{milestoneMessages.current}: <strong>{current.name}</strong></> : 'Alle Meilensteine abgeschlossen.'}</p>
        </>
      ) : null}
      <div><ButtonLink to="/progress" variant="secondary">Zum Fortschritt</ButtonLink></div>
    </Card>
  );
}
