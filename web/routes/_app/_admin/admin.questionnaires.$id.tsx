import { createFileRoute } from '@tanstack/react-router';
import { questionnaireDetailQuery } from '../../../features/onboarding/api/onboarding';
import { QuestionnaireDetail } from '../../../features/onboarding/components/admin/QuestionnaireDetail';

export const Route = createFileRoute('/_app/_admin/admin/questionnaires/$id')({
  // Started early; the component shows loading, not-found and errors itself.
  loader: ({ context, params }) => context.queryClient.prefetchQuery(questionnaireDetailQuery(params.id)),
  component: QuestionnaireDetailRoute,
});

function QuestionnaireDetailRoute() {
  const { id } = Route.useParams();
  return <QuestionnaireDetail id={id} />;
}
