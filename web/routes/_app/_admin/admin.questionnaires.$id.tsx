import { createFileRoute } from '@tanstack/react-router';
import {
  QuestionnaireDetail,
  questionnaireDetailQuery,
  QuestionnaireLoadError,
  QuestionnaireNotFound,
} from '../../../features/onboarding';
import { NotFoundToast } from '../../../components/errors/NotFoundToast';
import { orNotFound } from '../../../lib/route-data';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// `?client=<id>`: opened from that client's details, so 'back' returns there (issue 32); without
// it (the dashboard's requests, a bookmark) 'back' goes to the dashboard.
export const Route = createFileRoute('/_app/_admin/admin/questionnaires/$id')({
  validateSearch: (search: Record<string, unknown>): { client?: string } =>
    typeof search.client === 'string' && uuid.test(search.client) ? { client: search.client } : {},
  loader: ({ context: { queryClient }, params: { id } }) =>
    orNotFound(queryClient.ensureQueryData(questionnaireDetailQuery(id))),
  notFoundComponent: QuestionnaireMissingRoute,
  errorComponent: QuestionnaireLoadError,
  component: QuestionnaireDetailRoute,
});

function QuestionnaireDetailRoute() {
  const { id } = Route.useParams();
  return <QuestionnaireDetail id={id} />;
}

// The spec names no not-found state here: the common handler's toast tells, the state stays as the page.
function QuestionnaireMissingRoute() {
  return (
    <>
      <NotFoundToast />
      <QuestionnaireNotFound />
    </>
  );
}
