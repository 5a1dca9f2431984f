import { tablesOf, type Tx } from '../../server/db/kysely';
import { defineProjection, type Stored } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { identityEventTypes, type IdentityEvent } from './events';
import type { IdentityTables } from './tables';

/** `users`: one row per existing account. A row remembers the stream version it reflects. */
async function applyToUsers(tx: Tx, e: Stored<IdentityEvent>): Promise<void> {
  const db = tablesOf<IdentityTables>(tx);
  const version = e.version;
  switch (e.type) {
    case 'UserRegistered': {
      const d = e.data;
      await db
        .insertInto('users')
        .values({
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
          version,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    case 'ProfileUpdated': {
      const { userId, at, ...changes } = e.data;
      await db
        .updateTable('users')
        .set({ ...changes, updated_at: new Date(at), version })
        .where('id', '=', userId)
        .where('version', '<', version)
        .execute();
      return;
    }
    case 'PartnerTypeChanged':
      await db
        .updateTable('users')
        .set({ partner_type: e.data.partnerType, updated_at: new Date(e.data.at), version })
        .where('id', '=', e.data.userId)
        .where('version', '<', version)
        .execute();
      return;
    case 'UserDeactivated':
      await db
        .updateTable('users')
        .set({ deactivated_at: new Date(e.data.at), updated_at: new Date(e.data.at), version })
        .where('id', '=', e.data.userId)
        .where('version', '<', version)
        .execute();
      return;
    case 'PasswordChanged':
    case 'PasswordResetRequested':
    case 'PasswordReset':
    case 'PasswordSetupRequested':
      await db
        .updateTable('users')
        .set({ version })
        .where('id', '=', e.data.userId)
        .where('version', '<', version)
        .execute();
      return;
    case 'UserDeleted':
      await db.deleteFrom('users').where('id', '=', e.data.userId).execute();
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
