// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { clientFilesQuery } from './api/files';
export { FilesPage } from './components/FilesPage';
export { ClientFiles } from './components/ClientFiles';
export { uploadFile } from './api/files';
