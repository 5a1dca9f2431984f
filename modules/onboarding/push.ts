import { definePush, type PushRule, type Stored } from '../../server/eventstore';
import { questionnaireKeys, statusRank } from './contract';
import type {
  AnswersUpdated,
  ConsultationRequested,
  OnboardingEvent,
  PackageSelected,
  QuestionnaireConverted,
  QuestionnaireEvaluated,
} from './events';

const keysOf = (e: Stored<OnboardingEvent>) => [
  [...questionnaireKeys.requests],
  [...questionnaireKeys.detail(e.data.questionnaireId)],
];

/**
 * Admins hear of requests (new ones, and changes to questionnaires that are requests); the linked
 * user hears of their own. Anonymous saves of a visitor still in the wizard reach nobody.
 *
 * | event | audience | keys |
 * |---|---|---|
 * | ConsultationRequested | admins | the requests, the questionnaire |
 * | QuestionnaireConverted | admins, the new user | the same |
 * | AnswersUpdated, QuestionnaireEvaluated, PackageSelected | admins (a request only), the linked user | the same |
 */
export const onboardingPush: PushRule[] = [
  definePush<ConsultationRequested>({
    handles: ['ConsultationRequested'],
    audience: () => ['role:admin'],
    keys: keysOf,
  }),
  definePush<QuestionnaireConverted>({
    handles: ['QuestionnaireConverted'],
    audience: (e) => ['role:admin', `user:${e.data.userId}`],
    keys: keysOf,
  }),
  definePush<AnswersUpdated | QuestionnaireEvaluated | PackageSelected>({
    handles: ['AnswersUpdated', 'QuestionnaireEvaluated', 'PackageSelected'],
    audience: ({ data: { status, userId } }) => [
      ...(status && statusRank(status) >= statusRank('request_sent') ? ['role:admin'] : []),
      ...(userId ? [`user:${userId}`] : []),
    ],
    keys: keysOf,
  }),
];
