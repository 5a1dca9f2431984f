import { createFileRoute } from '@tanstack/react-router';
import { detailPageStates } from '../../../components/errors/page-states';
import { questionnaireDetailQuery } from '../../../features/onboarding/api/onboarding';
import {
  BackLink,
  QuestionnaireDetail,
  QuestionnaireNotFound,
  questionnaireLoadFailed,
} from '../../../features/onboarding/components/admin/QuestionnaireDetail';
import { orNotFound } from '../../../lib/route-data';

export const Route = createFileRoute('/_app/_admin/admin/questionnaires/$id')({
  loader: ({ context: { queryClient }, params: { id } }) =>
    orNotFound(queryClient.ensureQueryData(questionnaireDetailQuery(id))),
  ...detailPageStates({
    title: 'Fragebogen',
    message: questionnaireLoadFailed,
    notFound: QuestionnaireNotFound,
    back: <BackLink />,
  }),
  component: QuestionnaireDetailRoute,
});

function QuestionnaireDetailRoute() {
  const { id } = Route.useParams();
  return <QuestionnaireDetail id={id} />;
}
