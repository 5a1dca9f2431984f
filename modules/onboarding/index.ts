import type { EventModule } from '../../server/eventstore';
import { onboardingPrivacy } from './privacy';
import { questionnairesProjection } from './projections';
import { onboardingPush } from './push';
import { questionnairesErasure, questionnairesOfPerson } from './erasure';
import { requestMailReactions } from './notify';

export { onboardingRoutes } from './routes';
export { questionnairesOfUser, questionnaireCountsByUser } from './queries';
export { onboardingErrors } from './errors';

export const onboardingModule: EventModule = {
  name: 'onboarding',
  labels: {
    QuestionnaireCreated: 'Potenzialanalyse begonnen',
    AnswersUpdated: 'Antworten gespeichert',
    QuestionnaireCompleted: 'Potenzialanalyse abgeschlossen',
    QuestionnaireEvaluated: 'Potenzialanalyse ausgewertet',
    PackageSelected: 'Paket gewählt',
    ConsultationRequested: 'Erstgespräch angefragt',
    QuestionnaireConverted: 'Registriert nach Potenzialanalyse',
  },
  projections: [questionnairesProjection, questionnairesErasure],
  push: onboardingPush,
  privacy: onboardingPrivacy,
  erasure: questionnairesOfPerson,
  reactions: requestMailReactions,
};
