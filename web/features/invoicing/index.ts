// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { billingAddressQuery, firmDataQuery, invoiceListQuery, invoiceSummaryQuery } from './api/invoicing';
export { AddressFields } from './components/AddressFields';
export { AdminInvoicesPage } from './components/AdminInvoicesPage';
export { BillingAddressCard, BillingAddressPrompt } from './components/BillingAddressCard';
export { ClientInvoicesPage } from './components/ClientInvoicesPage';
export { FirmDataCard } from './components/FirmDataCard';
export { showServerFieldErrors } from './components/server-field-errors';
export { PackageInvoiceCard } from './components/PackageInvoiceCard';
export { PackageInvoiceState } from './components/PackageInvoiceState';
export { RefundButton } from './components/RefundButton';
export { adminInvoiceSearch, listQueryOf } from './rules/admin-filter';
export { recentMonths, recentYears } from './rules/months';
export { invoicingTexts } from './rules/texts';
