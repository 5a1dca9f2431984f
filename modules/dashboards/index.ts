// Dashboards and the admin's client views: reads only, composed from other modules' exports.
export { dashboardsRoutes } from './routes';
