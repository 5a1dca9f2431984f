// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { adminsQuery } from './api/admins';
export { AccountList, AccountRow, Badge } from './components/AccountList';
export { AdminsTab } from './components/AdminsTab';
export { CreateAccountDialog } from './components/CreateAccountDialog';
export { useAccountForm } from './components/use-account-form';
