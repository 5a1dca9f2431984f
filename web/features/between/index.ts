// The public entry of this feature: routes and other features import it only from here (web/README.md).
// What happens between sessions (issue 33) where a client or a meeting is shown: notes, tasks, files.
export { BetweenDialog } from './components/BetweenDialog';
export { BetweenTabs } from './components/BetweenTabs';
