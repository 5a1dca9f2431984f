import { privacyOf } from '../../server/eventstore';
import type { OnboardingEvent } from './events';

/**
 * Answers are personal from the first keystroke, before anyone has an account: they are sealed with
 * a key per questionnaire, which is erased with the account the questionnaire was linked to. States
 * and package choices are plain.
 */
export const onboardingPrivacy = privacyOf<OnboardingEvent>()({
  QuestionnaireCreated: { subject: 'questionnaireId', personal: ['answers'] },
  AnswersUpdated: { subject: 'questionnaireId', personal: ['answers'], plain: ['status'] },
  QuestionnaireEvaluated: {
    subject: 'questionnaireId',
    personal: ['coachingBrief'],
    plain: ['status', 'recommendedPackage'],
  },
  PackageSelected: { plain: ['status', 'selectedPackage'] },
});
