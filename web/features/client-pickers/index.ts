// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { clientSearchQuery } from './api/client-search';
export { ClientPicker } from './components/ClientPicker';
export { ClientSearchPicker } from './components/ClientSearchPicker';
export { ChosenClientPicker } from './components/ChosenClientPicker';
export { ChosenClientPage, chosenClientScreen, type ChosenClientScreen } from './components/ChosenClientPage';
export { loadForChosenClient } from './chosen-client-load';
