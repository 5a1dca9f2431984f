// The public entry of this feature: routes and other features import it only from here (web/README.md).
export {
  adminStatsQuery,
  firstWeekClientsQuery,
  partnerStatsQuery,
  recentActivitiesQuery,
  userDashboardQuery,
} from './api/dashboards';
export { AdminDashboard } from './components/AdminDashboard';
export { PackagePageExtras } from './components/PackagePageExtras';
export { PartnerDashboard } from './components/PartnerDashboard';
export { UsageChart } from './components/UsageChart';
