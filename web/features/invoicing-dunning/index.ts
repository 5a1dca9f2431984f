// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { dunningSettingsQuery } from './api/dunning';
export { DunningSettingsCard } from './components/DunningSettingsCard';
export { InvoicePaymentsButton } from './components/InvoicePaymentsButton';
export { OpenItemsSection } from './components/OpenItemsSection';
