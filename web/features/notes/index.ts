// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { notesScreen } from './components/notes-screen';
export { ClientNotes } from './components/ClientNotes';
