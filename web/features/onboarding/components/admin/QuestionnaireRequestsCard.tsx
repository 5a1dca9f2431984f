import { useSuspenseQuery } from '@tanstack/react-query';
import {
  incompleteLeadLabel,
  questionnaireStatusLabels,
  type QuestionnaireRequest,
} from '../../../../../modules/onboarding/contract';
import { questionnaireRequestsQuery } from '../../api/onboarding';
import { useAppConfig } from '../../../../api/use-config';
import { formatDate } from '../../../../../lib/german/format';
import { QueryCard } from '../../../../components/errors/QueryCard';
import { TextLink } from '../../../../components/ui/Link';
import { formatLeadScore, packageTitle, scoreTone } from './format';
import * as styles from './Admin.css';
import { DividedList } from '../../../../components/ui/DividedList';

/**
 * The admin's list of leads: the requests (request_sent and converted) first, highest lead score
 * first, then those stopped before step 3, marked 'unvollständig'. Requests are kept fresh by
 * realtime pushes on the contract's query key (a visitor still in the wizard pushes nothing).
 */
export function QuestionnaireRequestsCard() {
  const { productName } = useAppConfig();
  return (
    <div className={styles.cardWidth}>
      <QueryCard
        title={`Anfragen aus der ${productName}`}
        subtitle="Nach Lead-Score sortiert, die wärmsten zuerst."
        testId="questionnaire-requests"
        loadError="Die Anfragen konnten nicht geladen werden."
      >
        <Requests />
      </QueryCard>
    </div>
  );
}

function Requests() {
  const { data: requests } = useSuspenseQuery(questionnaireRequestsQuery);
  if (requests.length === 0) return <p className={styles.empty}>Noch keine Anfragen.</p>;
  return (
    <DividedList aria-label="Anfragen">
      {requests.map((r) => (
        <RequestRow key={r.id} request={r} />
      ))}
    </DividedList>
  );
}

function RequestRow({ request: r }: { request: QuestionnaireRequest }) {
  const statusClass =
    r.status === 'request_sent' || r.status === 'converted' ? styles.status[r.status] : styles.status.other;
  return (
    <li className={styles.row} data-testid="questionnaire-request">
      <span className={styles.score[scoreTone(r.leadScore)]} title="Lead-Score (1 bis 5)">
        <span aria-label={`Lead-Score ${formatLeadScore(r.leadScore)}`}>{formatLeadScore(r.leadScore)}</span>
      </span>
      <div className={styles.who}>
        <TextLink to="/admin/questionnaires/$id" params={{ id: r.id }}>
          {r.name || 'Ohne Namen'}
        </TextLink>
        <span className={styles.secondary}>{r.company}</span>
      </div>
      <div className={styles.cell}>
        <span>Empfehlung: {packageTitle(r.recommendedPackage)}</span>
        {r.selectedPackage && r.selectedPackage !== r.recommendedPackage ? (
          <span className={styles.secondary}>Gewählt: {packageTitle(r.selectedPackage)}</span>
        ) : null}
      </div>
      <div className={styles.cell}>
        <span className={statusClass}>
          {questionnaireStatusLabels[r.status]}
          {r.incomplete ? <span data-testid="lead-incomplete"> · {incompleteLeadLabel}</span> : null}
        </span>
        <span className={styles.secondary}>{formatDate(r.requestedAt ?? r.updatedAt)}</span>
      </div>
    </li>
  );
}
