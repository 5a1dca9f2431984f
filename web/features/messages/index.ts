// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { messagesScreen } from './components/messages-screen';
export { useUnreadMessages } from './components/use-unread';
