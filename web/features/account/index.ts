// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { mfaStatusQuery } from './api/mfa';
export { AccountInfoCard } from './components/AccountInfoCard';
export { ChangePasswordCard } from './components/ChangePasswordCard';
export { DangerZoneCard } from './components/DangerZoneCard';
export { MfaSetupPanel } from './components/MfaSetupPanel';
export { RecoveryCodesPanel } from './components/RecoveryCodesPanel';
export { TwoFactorCard } from './components/TwoFactorCard';
export { TimeZoneCard } from './components/TimeZoneCard';
