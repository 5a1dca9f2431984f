import type { PushRule, StoredEvent } from '../../server/eventstore';
import { questionnaireKeys, statusRank, type QuestionnaireStatus } from './contract';

interface Data {
  questionnaireId: string;
  status?: QuestionnaireStatus;
  userId?: string | null;
}
const dataOf = (e: StoredEvent) => e.data as Data;
const keysOf = (e: StoredEvent) => [[...questionnaireKeys.requests], [...questionnaireKeys.detail(dataOf(e).questionnaireId)]];

/**
 * Admins hear of requests (new ones, and changes to questionnaires that are requests); the linked
 * user hears of their own. Anonymous saves of a visitor still in the wizard reach nobody.
 */
export const onboardingPush: PushRule[] = [
  {
    handles: ['ConsultationRequested'],
    audience: () => ['role:admin'],
    keys: keysOf,
  },
  {
    handles: ['QuestionnaireConverted'],
    audience: (e) => ['role:admin', `user:${dataOf(e).userId}`],
    keys: keysOf,
  },
  {
    handles: ['AnswersUpdated', 'QuestionnaireEvaluated', 'PackageSelected'],
    audience: (e) => {
      const { status, userId } = dataOf(e);
      return [
        ...(status && statusRank(status) >= statusRank('request_sent') ? ['role:admin'] : []),
        ...(userId ? [`user:${userId}`] : []),
      ];
    },
    keys: keysOf,
  },
];
