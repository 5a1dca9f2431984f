import type { Db } from '../../server/db/kysely';
import type { EventModule } from '../../server/eventstore';
import { identityPrivacy } from './privacy';
import type { ResolvedSession } from '../../server/http/session-cookie';
import { identityEventVersions, upcastUserRegisteredV1, upcastUserRegisteredV2 } from './events';
import { usersProjection } from './projections';
import { erasureReactions } from './erasure';
import { passwordLinkReactions } from './password-links';
import { identityPush } from './push';
import { toUser } from './queries';
import { validateSessionToken } from './sessions';
import { mfaLabels } from './mfa/events';
import { mfaPush } from './mfa/push';

export { identityRoutes } from './routes';
export { onSessionEnded, sessionsEndedBy } from './session-ends';
export { sessionIsLive } from './sessions';
export { publishMfaPolicy } from './mfa/policy';
export { forgetCredentials } from './credentials';
export { startResetRequests as startIdentity } from './reset-requests';
export { defaultAuthLimits, type AuthLimits } from './attempt-guards';
export { partnerTypeAppend } from './partner-type-append';
export { identityErrors } from './errors';
export { registerUser } from './commands';
export { addressKey } from './email-address';
export { removePartnerAccount, type PartnerTies } from './admin-accounts';
export {
  countUsersByRole,
  findUserByEmail,
  findUserById,
  findUserNames,
  findUsersByIds,
  listUsersByRole,
  namesOf,
  namesOrGoneOf,
  toUser,
} from './queries';
export { usersOfRoleQuery } from './list-queries';
export type { UsersTable } from './tables';
export type { PasswordChanged, PasswordReset, UserDeactivated, UserDeleted } from './events';
export const identityModule: EventModule = {
  name: 'identity',
  labels: {
    UserRegistered: 'Konto angelegt',
    ProfileUpdated: 'Profil geändert',
    PasswordChanged: 'Passwort geändert',
    PasswordResetRequested: 'Passwort-Zurücksetzen angefordert',
    PasswordReset: 'Passwort zurückgesetzt',
    PasswordSetupRequested: 'Einladung zum Passwort gesendet',
    UserDeleted: 'Konto gelöscht',
    UserDeactivated: 'Konto deaktiviert',
    UserReactivated: 'Konto reaktiviert',
    PartnerTypeChanged: 'Fachgebiet geändert',
    TermsAccepted: 'Nutzungsbedingungen und Datenschutzerklärung bestätigt',
    ...mfaLabels,
  },
  currentVersions: identityEventVersions,
  upcasters: [
    { type: 'UserRegistered', fromVersion: 1, upcast: upcastUserRegisteredV1 },
    { type: 'UserRegistered', fromVersion: 2, upcast: upcastUserRegisteredV2 },
  ],
  projections: [usersProjection],
  privacy: identityPrivacy,
  reactions: [...erasureReactions, ...passwordLinkReactions],
  push: [...identityPush, ...mfaPush],
};

/** The signed-in user behind a session token, for the host's session hook; `maxAgeMs`: SESSION_MAX_DAYS. */
export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
  maxAgeMs: number,
): Promise<ResolvedSession | null> {
  const found = await validateSessionToken(db, token, now, maxAgeMs);
  if (!found || found.user.deactivated_at !== null) return null;
  const { session, user } = found;
  return {
    sessionId: session.id,
    expiresAt: session.expiresAt,
    renewed: session.renewed ?? false,
    user: { id: user.id, role: user.role, email: user.email, name: user.name },
    account: toUser(user),
  };
}
