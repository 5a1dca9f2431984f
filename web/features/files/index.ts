// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { filesScreen } from './components/files-screen';
export { ClientFiles } from './components/ClientFiles';
export { uploadFile } from './api/files';
