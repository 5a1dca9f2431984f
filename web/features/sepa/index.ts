// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { collectionsQuery } from './api/sepa';
export { CollectionsPage } from './components/CollectionsPage';
export { ClientMandateCard, MandateCard } from './components/MandateCard';
export { PreNotificationsCard } from './components/PreNotificationsCard';
