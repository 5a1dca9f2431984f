// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { editableProfileQuery, loadPartnerProfile, myClientsQuery, partnersQuery } from './api/partners';
export { accountQuery, partnerAccountsQuery } from './api/partners-accounts';
export { EditPartnerLoadError, EditPartnerPage, PartnerAccountMissing } from './components/admin/EditPartnerPage';
export { PartnersAdminPage, type PartnersAdminTab } from './components/admin/PartnersAdminPage';
export { PartnerClientsPage } from './components/clients/PartnerClientsPage';
export { OwnProfilePage, ownProfileTitle } from './components/OwnProfilePage';
export { PartnerAvatar } from './components/PartnerAvatar';
export { PartnerDirectoryPage } from './components/PartnerDirectoryPage';
export {
  PartnerProfileLoadError,
  PartnerProfileMissing,
  PartnerProfilePage,
  type ProfileBack,
} from './components/PartnerProfilePage';
export { formatPhone } from './rules/phone';
