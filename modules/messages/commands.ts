import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../server/context';
import { runner, sweep, type EventMetadata } from '../../server/eventstore';
import { findUserById } from '../identity';
import type { Actor } from '../identity/contract';
import { requireWriter } from '../notes';
import { coachesOfClient } from '../packages';
import { UNREAD_MAIL_AFTER_MINUTES } from './contract';
import { conversationDecider } from './decide';
import { conversationsWaiting, filesSharedWith } from './queries';

const run = runner(conversationDecider);

/** Writes a message into the client's conversation; answers its id. */
export async function postMessage(
  ctx: AppContext,
  actor: Actor,
  clientId: string,
  input: { text: string; fileIds?: string[] | undefined },
  meta: EventMetadata,
): Promise<{ id: string }> {
  const messageId = randomUUID();
  const fileIds = [...new Set(input.fileIds ?? [])];
  await run(
    ctx,
    clientId,
    async (tx, now) => ({
      type: 'Post',
      clientId,
      messageId,
      author: await requireWriter(tx, actor, clientId),
      text: input.text,
      fileIds,
      filesShared: await filesSharedWith(tx, clientId, fileIds),
      now,
    }),
    meta,
  );
  return { id: messageId };
}

/** The reader has read the conversation up to now. */
export async function readConversation(
  ctx: AppContext,
  actor: Actor,
  clientId: string,
  meta: EventMetadata,
): Promise<void> {
  // A read mark is a write on the client's conversation: behind their person lock, as a message is.
  await run(
    ctx,
    clientId,
    async (tx, now) => ({ type: 'Read', clientId, reader: await requireWriter(tx, actor, clientId), now }),
    meta,
  );
}

/**
 * Every few minutes: one mail to the client or an Accelerator of theirs for whom a message has
 * waited 15 minutes unread, once until they read (the office sees its counts in the menu).
 */
export async function mailUnreadMessages(ctx: AppContext): Promise<number> {
  let mailed = 0;
  for (const clientId of await conversationsWaiting(ctx.db, ctx.now(), UNREAD_MAIL_AFTER_MINUTES)) {
    const readers = [clientId, ...(await coachesOfClient(ctx.db, clientId))];
    mailed += await sweep(readers, 'messages.unread-mails', (readerId, meta) =>
      run(
        ctx,
        clientId,
        async (tx, now) => {
          const reader = await findUserById(tx, readerId);
          return { type: 'MailUnread', clientId, readerId, canSignIn: !!reader && reader.deactivated_at === null, now };
        },
        meta,
      ),
    );
  }
  return mailed;
}
