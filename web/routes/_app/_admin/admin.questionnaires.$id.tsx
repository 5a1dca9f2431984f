import { createFileRoute } from '@tanstack/react-router';
import {
  QuestionnaireDetail,
  questionnaireDetailQuery,
  QuestionnaireLoadError,
  QuestionnaireNotFound,
} from '../../../features/onboarding';
import { NotFoundToast } from '../../../components/errors/NotFoundToast';
import { orNotFound } from '../../../lib/route-data';

export const Route = createFileRoute('/_app/_admin/admin/questionnaires/$id')({
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
