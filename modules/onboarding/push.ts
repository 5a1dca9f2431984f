import { definePush, type PushRule, type Stored } from '../../server/eventstore';
import { statusRank } from './contract';
import type {
  AnswersUpdated,
  ConsultationRequested,
  OnboardingEvent,
  PackageSelected,
  QuestionnaireConverted,
  QuestionnaireErased,
  QuestionnaireEvaluated,
} from './events';

const ids = (e: Stored<OnboardingEvent>) => ({ questionnaireId: e.data.questionnaireId });

/**
 * Admins hear of requests (new ones, and changes to questionnaires that are requests); the linked
 * user hears of their own. Anonymous saves of a visitor still in the wizard reach nobody.
 *
 * | event | audience | ids |
 * |---|---|---|
 * | ConsultationRequested | admins | the questionnaire |
 * | QuestionnaireConverted | admins, the new user | the same |
 * | AnswersUpdated, QuestionnaireEvaluated, PackageSelected | admins (a request only), the linked user | the same |
 * | QuestionnaireErased | admins (it leaves their list of leads) | the same |
 */
export const onboardingPush: PushRule[] = [
  definePush<ConsultationRequested>({ handles: ['ConsultationRequested'], audience: () => ['role:admin'], ids }),
  definePush<QuestionnaireErased>({ handles: ['QuestionnaireErased'], audience: () => ['role:admin'], ids }),
  definePush<QuestionnaireConverted>({
    handles: ['QuestionnaireConverted'],
    audience: (e) => ['role:admin', `user:${e.data.userId}`],
    ids,
  }),
  definePush<AnswersUpdated | QuestionnaireEvaluated | PackageSelected>({
    handles: ['AnswersUpdated', 'QuestionnaireEvaluated', 'PackageSelected'],
    audience: ({ data: { status, userId } }) => [
      ...(status && statusRank(status) >= statusRank('request_sent') ? ['role:admin'] : []),
      ...(userId ? [`user:${userId}`] : []),
    ],
    ids,
  }),
];
