// The firm's figures (issue 35, item 7): reads only, composed from invoicing, payments, packages, meetings and fees.
export { reportsRoutes } from './routes';
export { reportsErrors } from './errors';
