import type { PersonalFields, Reactor } from '../../server/eventstore';
import { erasePerson } from '../../server/erasure';
import { findUserById } from './queries';

const byUser = (fields: string[]): PersonalFields => ({ subject: (d) => (d.userId as string) ?? null, fields });

/** Identity's personal fields, sealed with the account's key. */
export const identityPersonal: Record<string, PersonalFields> = {
  UserRegistered: byUser(['email', 'username', 'name', 'company', 'phone', 'position']),
  ProfileUpdated: byUser(['name', 'company', 'phone', 'position']),
  PasswordResetRequested: byUser(['email']),
  PasswordSetupRequested: byUser(['email']),
};

/** A deleted account (a client's own deletion, or an admin removing a partner) is erased. */
export const erasureReactor: Reactor = {
  handles: ['UserDeleted'],
  async react(tx, event, store) {
    const userId = (event.data as { userId: string }).userId;
    const user = await findUserById(tx, userId);
    await erasePerson(tx, store, { id: userId, email: user?.email ?? null, name: user?.name ?? null }, new Date((event.data as { at: string }).at));
  },
};
