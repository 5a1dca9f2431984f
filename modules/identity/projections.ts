import { tablesOf, type Tx } from '../../server/db/kysely';
import { projectionByType, rowsAt, type Stored } from '../../server/eventstore';
import type {
  IdentityEvent,
  PasswordChanged,
  PasswordReset,
  PasswordResetRequested,
  PasswordSetupRequested,
} from './events';
import type { IdentityTables } from './tables';
import { BERLIN } from '../../lib/german/time';

/** The `users` rows, written as of the event's stream version. */
const usersAt = rowsAt(tablesOf<IdentityTables>, 'users', 'id');

/** Password events change no column; the row still moves to their stream version. */
const keepVersion = (
  tx: Tx,
  e: Stored<PasswordChanged | PasswordResetRequested | PasswordReset | PasswordSetupRequested>,
) => usersAt(tx, e).update(e.data.userId, {});

/** `users`: one row per existing account. A row remembers the stream version it reflects. */
export const usersProjection = projectionByType<IdentityEvent>({
  name: 'identity.users',
  tables: ['users'],
  on: {
    UserRegistered: (tx, e) => {
      const d = e.data;
      return usersAt(tx, e).insert({
        id: d.userId,
        username: d.username,
        email: d.email,
        name: d.name,
        company: d.company,
        phone: d.phone,
        position: d.position,
        role: d.role,
        partner_type: d.partnerType,
        deactivated_at: null,
        terms_version: null,
        privacy_version: null,
        terms_accepted_at: null,
        // Every account starts on the firm's clock; a client may choose her own (ProfileUpdated).
        time_zone: BERLIN,
        created_at: new Date(d.at),
        updated_at: new Date(d.at),
        version: e.version,
      });
    },
    ProfileUpdated: (tx, e) => {
      const { userId, at, timeZone, ...changes } = e.data;
      const zone = timeZone === undefined ? {} : { time_zone: timeZone };
      return usersAt(tx, e).update(userId, { ...changes, ...zone, updated_at: new Date(at) });
    },
    PartnerTypeChanged: (tx, e) =>
      usersAt(tx, e).update(e.data.userId, { partner_type: e.data.partnerType, updated_at: new Date(e.data.at) }),
    UserReactivated: (tx, e) =>
      usersAt(tx, e).update(e.data.userId, { deactivated_at: null, updated_at: new Date(e.data.at) }),
    UserDeactivated: (tx, e) =>
      usersAt(tx, e).update(e.data.userId, { deactivated_at: new Date(e.data.at), updated_at: new Date(e.data.at) }),
    TermsAccepted: (tx, e) =>
      usersAt(tx, e).update(e.data.userId, {
        terms_version: e.data.terms,
        privacy_version: e.data.privacy,
        terms_accepted_at: new Date(e.data.at),
      }),
    PasswordChanged: keepVersion,
    PasswordResetRequested: keepVersion,
    PasswordReset: keepVersion,
    PasswordSetupRequested: keepVersion,
    UserDeleted: (tx, e) => usersAt(tx, e).remove(e.data.userId),
  },
});
