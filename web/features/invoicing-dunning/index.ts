// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { openItemsQuery } from './api/dunning';
export { InvoicePaymentsButton } from './components/InvoicePaymentsButton';
export { OpenItemsSection } from './components/OpenItemsSection';
