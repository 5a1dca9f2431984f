import type { EventModule } from '../../server/eventstore';
import { questionnairesProjection } from './projections';
import { onboardingPush } from './push';

export { onboardingRoutes, defaultOnboardingLimits, type OnboardingLimits } from './routes';
export { findQuestionnaireOfUser, questionnairesOfUser, questionnaireCountsByUser } from './queries';
export { toQuestionnaireStreamId } from './events';

export const onboardingModule: EventModule = {
  name: 'onboarding',
  projections: [questionnairesProjection],
  push: onboardingPush,
};
