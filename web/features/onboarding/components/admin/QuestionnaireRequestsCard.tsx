import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { QuestionnaireRequest, RequestFilter } from '../../../../../modules/onboarding/contract';
import { requestFilterLabels, requestFilters } from '../../../../../modules/onboarding/contract/request-filters';
import {
  REQUEST_PAGE_SIZE,
  incompleteLeadLabel,
  questionnaireStatusLabels,
} from '../../../../../modules/onboarding/contract/requests';
import { questionnaireRequestsQuery } from '../../api/requests';
import { useAppConfig } from '../../../../api/use-config';
import { formatDate } from '../../../../../lib/german/format';
import { QueryCard } from '../../../../components/errors/QueryCard';
import { ChoiceChips } from '../../../../components/ui/ChoiceChips';
import { TextLink } from '../../../../components/ui/Link';
import { ListSearchField } from '../../../../components/ui/ListSearchField';
import { Spinner } from '../../../../components/ui/Spinner';
import { Pager } from '../../../../components/ui/Pager';
import { requestQueryOf, type RequestsSearch } from '../../rules/requests-search';
import { formatLeadScore, packageTitle, scoreTone } from './format';
import * as styles from './Admin.css';
import { DividedList } from '../../../../components/ui/DividedList';

const filterChoices = requestFilters.map((id) => ({ id, label: requestFilterLabels[id] }));

interface RequestsProps {
  /** search, filter and page as the URL keeps them */
  search: RequestsSearch;
  onSearchChange: (next: RequestsSearch) => void;
}

/**
 * The admin's list of leads: the requests (request_sent and converted) first, highest lead score
 * first, then those stopped before step 3, marked 'unvollständig'. The server searches, filters and
 * pages it (issue 17); the URL keeps the state. Requests are kept fresh by the pushes that make the
 * contract's query key stale (a visitor still in the wizard pushes nothing).
 */
export function QuestionnaireRequestsCard(props: RequestsProps) {
  const { productName } = useAppConfig();
  return (
    <div className={styles.cardWidth}>
      <QueryCard
        title={`Anfragen aus der ${productName}`}
        subtitle="Nach Lead-Score sortiert, die wärmsten zuerst."
        testId="questionnaire-requests"
        loadError="Die Anfragen konnten nicht geladen werden."
      >
        <RequestFilters {...props} />
        <Requests {...props} />
      </QueryCard>
    </div>
  );
}

/** Search (sent once the typing pauses) and filter; either starts again at the first page. */
function RequestFilters({ search, onSearchChange }: RequestsProps) {
  const onSettled = useCallback(
    (q: string) => onSearchChange({ ...search, q: q || undefined, offset: undefined }),
    [search, onSearchChange],
  );
  return (
    <div className={styles.filters} role="group" aria-label="Filter">
      <ListSearchField value={search.q ?? ''} onSearch={onSettled} placeholder="Name, E-Mail oder Firma" />
      <ChoiceChips
        label="Anzeigen"
        choices={filterChoices}
        value={search.filter ?? 'all'}
        onChange={(id) => onSearchChange({ ...search, filter: id as RequestFilter, offset: undefined })}
      />
    </div>
  );
}

function Requests({ search, onSearchChange }: RequestsProps) {
  const query = requestQueryOf(search, REQUEST_PAGE_SIZE);
  // A failure with nothing on screen goes to the card's boundary ('Erneut versuchen').
  const list = useQuery({ ...questionnaireRequestsQuery(query), throwOnError: (_, q) => q.state.data === undefined });
  if (!list.data) return <Spinner label="Anfragen werden geladen" />;
  const { requests, total } = list.data;
  if (total === 0)
    return (
      <p className={styles.empty}>
        {search.q || search.filter ? 'Keine Anfragen für diese Auswahl.' : 'Noch keine Anfragen.'}
      </p>
    );
  return (
    <>
      <DividedList aria-label="Anfragen">
        {requests.map((r) => (
          <RequestRow key={r.id} request={r} />
        ))}
      </DividedList>
      <Pager
        total={total}
        offset={query.offset ?? 0}
        limit={REQUEST_PAGE_SIZE}
        onOffsetChange={(offset) => onSearchChange({ ...search, offset: offset || undefined })}
      />
    </>
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
