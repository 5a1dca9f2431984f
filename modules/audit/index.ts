// The audit log: reads the event log itself (host infrastructure), owns no events or tables.
export { auditRoutes } from './routes';
