import { reactionsTo } from '../../server/eventstore';
import { erasePerson } from '../../server/erasure';
import type { UserDeleted } from './events';
import { findUserById } from './queries';

/**
 * A deleted account (a client's own deletion, or an admin removing a partner) is erased. Before the
 * projections: it reads the user's row and the modules' rows of what is theirs, which the erasure
 * projections of the same event remove.
 */
export const erasureReactions = reactionsTo<UserDeleted>(
  {
    async UserDeleted(tx, e, { store }) {
      const user = await findUserById(tx, e.data.userId);
      await erasePerson(
        tx,
        store,
        { id: e.data.userId, email: user?.email ?? null, name: user?.name ?? null },
        new Date(e.data.at),
      );
    },
  },
  { beforeProjections: true },
);
