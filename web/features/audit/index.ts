// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { auditLogQuery } from './api/audit';
export { AuditLogPage } from './components/AuditLogPage';
export { HistoryList } from './components/HistoryList';
export { MyDataExportCard } from './components/MyDataExportCard';
export { emptyFilter, toAuditFilter } from './rules/filter-state';
