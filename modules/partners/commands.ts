import type { Tx } from '../../server/db/kysely';
import { lockPeople } from '../../server/db/locks';
import type { AppContext } from '../../server/context';
import { handle, runAcross, type EventMetadata, type StreamAppend } from '../../server/eventstore';
import { findUserById, partnerTypeAppend } from '../identity';
import { profileDecider, type PartnerAccount, type PartnersCommand, type ProfileEditor } from './decide';
import type { ProfileData } from './events';

async function accountOf(tx: Tx, userId: string): Promise<PartnerAccount> {
  const user = await findUserById(tx, userId);
  if (!user) return 'missing';
  if (user.role !== 'partner') return 'notPartner';
  return user.deactivated_at === null ? 'partner' : 'deactivated';
}

/**
 * Load the profile stream, decide, append. A saved specialty also becomes the account's
 * `partnerType` (identity decides that, appended in the same transaction). The command's time is
 * taken once, before the transaction, so a re-run after a version conflict decides at the same time.
 */
async function run(
  ctx: AppContext,
  userId: string,
  build: (tx: Tx, now: Date) => Promise<PartnersCommand>,
  meta: EventMetadata,
): Promise<void> {
  await runAcross(ctx, meta, async (tx, now) => {
    // Removing the account takes the same lock: a profile saved meanwhile sees it gone, or is seen
    // (and erased) by the removal; never a profile left for a deleted account.
    await lockPeople(tx, [userId]);
    const command = await build(tx, now);
    const appends: StreamAppend[] = [await handle(ctx.store, tx, profileDecider, userId, command)];
    if (command.type !== 'DeleteProfile') {
      const sync = await partnerTypeAppend(ctx.store, tx, userId, command.profile.specialty, command.now);
      if (sync) appends.push(sync);
    }
    return appends;
  });
}

export async function createProfile(
  ctx: AppContext,
  userId: string,
  profile: ProfileData,
  meta: EventMetadata,
): Promise<void> {
  await run(
    ctx,
    userId,
    async (tx, now) => ({ type: 'CreateProfile', userId, profile, account: await accountOf(tx, userId), now }),
    meta,
  );
}

/** Saves the whole profile; `editor` is the office or an Accelerator, who may change only their own fields. */
export async function updateProfile(
  ctx: AppContext,
  userId: string,
  profile: ProfileData,
  expectedVersion: number,
  editor: ProfileEditor,
  meta: EventMetadata,
): Promise<void> {
  await run(
    ctx,
    userId,
    async (_, now) => ({ type: 'UpdateProfile', userId, profile, expectedVersion, editor, now }),
    meta,
  );
}

export async function deleteProfile(
  ctx: AppContext,
  userId: string,
  expectedVersion: number | null,
  meta: EventMetadata,
): Promise<void> {
  await run(ctx, userId, async (_, now) => ({ type: 'DeleteProfile', userId, expectedVersion, now }), meta);
}
