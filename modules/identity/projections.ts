import { tablesOf, type Tx } from '../../server/db/kysely';
import { defineProjection, streamRows, type Stored } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { identityEventTypes, type IdentityEvent } from './events';
import type { IdentityTables } from './tables';

/** `users`: one row per existing account. A row remembers the stream version it reflects. */
async function applyToUsers(tx: Tx, e: Stored<IdentityEvent>): Promise<void> {
  const users = streamRows(tablesOf<IdentityTables>(tx), 'users', 'id', e.version);
  switch (e.type) {
    case 'UserRegistered': {
      const d = e.data;
      await users.insert({
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
        created_at: new Date(d.at),
        updated_at: new Date(d.at),
        version: e.version,
      });
      return;
    }
    case 'ProfileUpdated': {
      const { userId, at, ...changes } = e.data;
      await users.update(userId, { ...changes, updated_at: new Date(at) });
      return;
    }
    case 'PartnerTypeChanged':
      await users.update(e.data.userId, { partner_type: e.data.partnerType, updated_at: new Date(e.data.at) });
      return;
    case 'UserDeactivated':
      await users.update(e.data.userId, { deactivated_at: new Date(e.data.at), updated_at: new Date(e.data.at) });
      return;
    case 'PasswordChanged':
    case 'PasswordResetRequested':
    case 'PasswordReset':
    case 'PasswordSetupRequested':
      await users.update(e.data.userId, {});
      return;
    case 'UserDeleted':
      await users.remove(e.data.userId);
      return;
    default:
      return unreachable(e);
  }
}

export const usersProjection = defineProjection<IdentityEvent>({
  name: 'identity.users',
  tables: ['users'],
  handles: identityEventTypes,
  apply: applyToUsers,
});
