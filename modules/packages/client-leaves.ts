import { handle, reactionsTo } from '../../server/eventstore';
import type { UserDeleted } from '../identity';
import { ACCOUNT_DELETED_REASON } from './contract';
import { userPackageDecider } from './user-package';
import { openPackagesOf } from './queries';

/**
 * A client who deletes their account leaves no package running: each pending or active one is
 * cancelled ('Konto gelöscht') in the deletion's transaction. Its planned meetings end with it
 * (the meetings module's reaction to `PackageCancelled`: future ones cancelled, the partner told;
 * started ones not held), so every reserved hour goes back and no list counts the package.
 */
export const clientLeavesReactions = reactionsTo<UserDeleted>({
  async UserDeleted(tx, e, { store }) {
    const now = new Date(e.data.at);
    for (const id of await openPackagesOf(tx, e.data.userId)) {
      const cancelled = await handle(store, tx, userPackageDecider, id, {
        type: 'CancelPackage',
        reason: ACCOUNT_DELETED_REASON,
        accountDeleted: true,
        now,
      });
      await store.append(tx, [cancelled], { ...e.metadata, causationId: e.eventId });
    }
  },
});
