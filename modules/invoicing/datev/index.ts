// The DATEV export of the invoicing module (issue 18, item 7): its parts, for invoicing's index.
export { datevDecider } from './decide';
export { datevExportDecider } from './exports';
export { datevErrors } from './errors';
export { datevProjection } from './projections';
export { datevPush } from './push';
export { invoicingDatevRoutes } from './routes';
