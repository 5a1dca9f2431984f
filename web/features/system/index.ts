// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { systemStateQuery } from './api/system';
export { SystemCard } from './components/SystemCard';
