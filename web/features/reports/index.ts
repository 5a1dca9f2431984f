// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { revenueReportQuery } from './api/reports';
export { ReportsPage } from './components/ReportsPage';
export { reportsSearch } from './rules/reports-search';
export { yearToShow } from './rules/year-to-show';
