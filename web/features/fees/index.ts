// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { previewQuery, statementsQuery } from './api/fees';
export { AdminFeesPage } from './components/AdminFeesPage';
export { FeeTermsCard } from './components/FeeTermsCard';
export { PartnerBillingPage } from './components/PartnerBillingPage';
