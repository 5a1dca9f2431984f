// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { milestoneTemplateQuery, myMilestonesQuery, userMilestonesQuery } from './api/milestones';
export { MilestonesProgressCard } from './components/MilestonesProgressCard';
export { ProgressPage } from './components/ProgressPage';
export { planLoadError } from './rules/milestone-rules';
