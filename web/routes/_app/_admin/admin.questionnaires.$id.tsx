import { createFileRoute } from '@tanstack/react-router';
import {
  QuestionnaireDetail,
  questionnaireDetailQuery,
  QuestionnaireLoadError,
  QuestionnaireNotFound,
} from '../../../features/onboarding';
import { orNotFound } from '../../../lib/route-data';

export const Route = createFileRoute('/_app/_admin/admin/questionnaires/$id')({
  loader: ({ context: { queryClient }, params: { id } }) =>
    orNotFound(queryClient.ensureQueryData(questionnaireDetailQuery(id))),
  notFoundComponent: QuestionnaireNotFound,
  errorComponent: QuestionnaireLoadError,
  component: QuestionnaireDetailRoute,
});

function QuestionnaireDetailRoute() {
  const { id } = Route.useParams();
  return <QuestionnaireDetail id={id} />;
}
