// The public entry of this feature: routes and other features import it only from here (web/README.md).
export {
  cancelPackage,
  completePackage,
  myPackageQuery,
  packageStatsQuery,
  pendingAssignmentsQuery,
  pendingLoadFailed,
} from './api/packages';
export { partnerChoicesQuery } from './api/packages-form-data';
export { AdminPackagesPage } from './components/AdminPackagesPage';
export { ClientActivationPage } from './components/ClientActivationPage';
export { DashboardPackageCard } from './components/DashboardPackageCard';
export { MyPackagePage } from './components/MyPackagePage';
export { statusTone, usedPercent } from './rules/format';
