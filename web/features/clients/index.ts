// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { clientDetailsQuery, clientPageQuery } from './api/clients';
export { ClientDetailsLoadError, ClientDetailsPage, ClientNotFound } from './components/ClientDetailsPage';
export { ClientListPage } from './components/ClientListPage';
export { QuestionnaireDownloadButton } from './components/QuestionnaireDownloadButton';
export { clientListErrorText } from './rules/client-list-error';
export { clientListUrl } from './rules/client-list-search';
export { type ClientTab, isClientTab } from './rules/client-tabs';
