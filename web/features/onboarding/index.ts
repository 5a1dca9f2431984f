// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { questionnaireDetailQuery } from './api/onboarding';
export { questionnaireRequestsQuery } from './api/requests';
export {
  QuestionnaireDetail,
  QuestionnaireLoadError,
  QuestionnaireNotFound,
} from './components/admin/QuestionnaireDetail';
export { QuestionnaireRequestsCard } from './components/admin/QuestionnaireRequestsCard';
export { toStepNumber, type WizardStepNumber } from './components/wizard/steps';
export { OnboardingWizard } from './components/wizard/Wizard';
export { requestQueryOf, requestsUrl } from './rules/requests-search';
