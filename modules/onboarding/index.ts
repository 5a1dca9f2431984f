import type { EventModule } from '../../server/eventstore';
import { onboardingPrivacy } from './privacy';
import { questionnairesProjection } from './projections';
import { onboardingPush } from './push';
import { questionnairesErasure, questionnairesOfPerson } from './erasure';
import { requestMailReactions } from './notify';
import { leadErasureReactions } from './retention';

export { onboardingRoutes } from './routes';
export { questionnairesOfUser, questionnaireCountsByUser } from './queries';
export { onboardingErrors } from './errors';
export { startOnboardingJobs } from './retention';

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
    QuestionnaireErased: 'Nach Ablauf der Aufbewahrungsfrist gelöscht',
  },
  projections: [questionnairesProjection, questionnairesErasure],
  push: onboardingPush,
  privacy: onboardingPrivacy,
  erasure: questionnairesOfPerson,
  reactions: [...requestMailReactions, ...leadErasureReactions],
};
