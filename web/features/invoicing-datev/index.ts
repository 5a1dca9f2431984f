// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { datevSettingsQuery } from './api/datev';
export { DatevCard } from './components/DatevCard';
