import { tablesOf } from '../../server/db/kysely';
import { streamTable, type RowsOf, type Stored } from '../../server/eventstore';
import type {
  IdentityEvent,
  PasswordChanged,
  PasswordReset,
  PasswordResetRequested,
  PasswordSetupRequested,
} from './events';
import type { IdentityTables } from './tables';
import { BERLIN } from '../../lib/german/time';

/** The `users` rows, each as of its stream's version. */
const users = streamTable(tablesOf<IdentityTables>, 'users', 'id');

/** Password events change no column; the row still moves to their stream version. */
const keepVersion = (
  rows: RowsOf<IdentityTables, 'users'>,
  e: Stored<PasswordChanged | PasswordResetRequested | PasswordReset | PasswordSetupRequested>,
) => rows.update(e.data.userId, {});

/** `users`: one row per existing account. A row remembers the stream version it reflects. */
export const usersProjection = users.projection<IdentityEvent>('identity.users', {
  UserRegistered: (rows, e) => {
    const d = e.data;
    return rows.insert({
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
  ProfileUpdated: (rows, e) => {
    const { userId, at, timeZone, ...changes } = e.data;
    const zone = timeZone === undefined ? {} : { time_zone: timeZone };
    return rows.update(userId, { ...changes, ...zone, updated_at: new Date(at) });
  },
  PartnerTypeChanged: (rows, e) =>
    rows.update(e.data.userId, { partner_type: e.data.partnerType, updated_at: new Date(e.data.at) }),
  UserReactivated: (rows, e) => rows.update(e.data.userId, { deactivated_at: null, updated_at: new Date(e.data.at) }),
  UserDeactivated: (rows, e) =>
    rows.update(e.data.userId, { deactivated_at: new Date(e.data.at), updated_at: new Date(e.data.at) }),
  TermsAccepted: (rows, e) =>
    rows.update(e.data.userId, {
      terms_version: e.data.terms,
      privacy_version: e.data.privacy,
      terms_accepted_at: new Date(e.data.at),
    }),
  PasswordChanged: keepVersion,
  PasswordResetRequested: keepVersion,
  PasswordReset: keepVersion,
  PasswordSetupRequested: keepVersion,
  UserDeleted: (rows, e) => rows.remove(e.data.userId),
});
