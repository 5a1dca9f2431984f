// For the invoicing module's tests only: an issued invoice to decide and render, its payment as the
// log holds it, and a firm with clients, offers and invoices on a fresh portal.
export * from './invoice';
export * from './invoice-world';
export * from './invoice-events';
