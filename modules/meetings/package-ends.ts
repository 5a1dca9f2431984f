import type { Tx } from '../../server/db/kysely';
import { reactionsTo, type ReactionContext, type Stored } from '../../server/eventstore';
import { ACCOUNT_DELETED_REASON, type PackageEnded } from '../packages';
import { scheduledMeetingsOfPackage } from './queries';
import { endMeetingAndHours } from './settle';

/** What the client and partner read as the reason their meeting ends with its package. */
const reasons = {
  PackageCompleted: 'Das Paket wurde abgeschlossen.',
  PackageExpired: 'Das Paket ist abgelaufen.',
  PackageCancelled: 'Das Paket wurde storniert.',
} as const;

/**
 * When a package ends, its planned meetings end with it, in the same transaction: each future one
 * is cancelled (both sides get the cancellation with the calendar CANCEL), a started one, which
 * the package's rules let through only when the client deleted their account, is closed as not
 * held; either way its reserved hours go back. Whoever ends the package (an admin, the expiry
 * sweep, the account deletion) causes this.
 */
async function endMeetingsOf(tx: Tx, e: Stored<PackageEnded>, reason: string, { store }: ReactionContext) {
  const now = new Date(e.data.at);
  const metadata = { ...e.metadata, causationId: e.eventId };
  for (const meetingId of await scheduledMeetingsOfPackage(tx, e.data.userPackageId)) {
    const ending = { type: 'EndWithPackage', reason } as const;
    const appends = await endMeetingAndHours(store, tx, meetingId, e.data.userPackageId, ending, now);
    await store.append(tx, appends, metadata);
  }
}

export const packageEndReactions = reactionsTo<PackageEnded>({
  PackageCompleted: (tx, e, ctx) => endMeetingsOf(tx, e, reasons.PackageCompleted, ctx),
  PackageExpired: (tx, e, ctx) => endMeetingsOf(tx, e, reasons.PackageExpired, ctx),
  PackageCancelled: (tx, e, ctx) =>
    endMeetingsOf(tx, e, e.data.accountDeleted ? ACCOUNT_DELETED_REASON : reasons.PackageCancelled, ctx),
});
