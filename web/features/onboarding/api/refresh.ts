import { questionnaireKeys } from '../../../../modules/onboarding/contract';
import type { OnboardingEventType } from '../../../../modules/onboarding/contract';
import { defineRefresh } from '../../../realtime/refresh';

/** What the server pushes of a questionnaire: requests and their changes, a conversion, an erased lead (`modules/onboarding/push.ts`). */
const pushed: OnboardingEventType[] = [
  'ConsultationRequested',
  'QuestionnaireConverted',
  'AnswersUpdated',
  'QuestionnaireEvaluated',
  'PackageSelected',
  // A lead past its retention leaves the list (modules/onboarding/retention.ts).
  'QuestionnaireErased',
];

/** The admin's requests and one questionnaire (by the push's id). */
export const onboardingRefresh = defineRefresh('onboarding', [
  { family: questionnaireKeys.requests, on: pushed },
  {
    family: questionnaireKeys.all,
    on: pushed,
    scope: ({ push }) => (push.ids.questionnaireId ? [[push.ids.questionnaireId]] : []),
  },
]);
