import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../server/context';
import { runner, sweep, type EventMetadata } from '../../server/eventstore';
import { notFound } from '../../server/http/errors';
import { berlinWallClock } from '../../lib/german/time';
import type { Actor } from '../identity/contract';
import { meetingLink, requireWriter } from '../notes';
import { taskMessages } from './contract';
import { taskDecider } from './decide';
import { clientOfTask, tasksToRemind } from './queries';

const run = runner(taskDecider);

/** The Berlin calendar day of an instant (YYYY-MM-DD): due days are Berlin days. */
export const berlinDay = (now: Date): string => berlinWallClock(now).date;

/** A coach or the office gives the client a task; answers its id. */
export async function giveTask(
  ctx: AppContext,
  actor: Actor,
  clientId: string,
  input: { title: string; details: string | null; dueOn: string | null; meetingId?: string | null },
  meta: EventMetadata,
): Promise<{ id: string }> {
  const id = randomUUID();
  await run(
    ctx,
    id,
    async (tx, now) => ({
      type: 'GiveTask',
      clientId,
      giver: await requireWriter(tx, actor, clientId),
      title: input.title,
      details: input.details,
      dueOn: input.dueOn,
      ...(await meetingLink(tx, input.meetingId, clientId)),
      today: berlinDay(now),
      now,
    }),
    meta,
  );
  return { id };
}

/** Ticks a task off (`done`) or opens it again; anyone of the client's circle may (asked in its transaction). */
export async function tickTask(
  ctx: AppContext,
  actor: Actor,
  taskId: string,
  done: boolean,
  meta: EventMetadata,
): Promise<void> {
  await run(
    ctx,
    taskId,
    async (tx, now) => ({
      type: done ? 'MarkDone' : 'Reopen',
      by: await requireWriter(tx, actor, await clientOfTask(tx, taskId), () =>
        notFound(taskMessages.notFound, 'TaskNotFound'),
      ),
      now,
    }),
    meta,
  );
}

/** The morning run: one reminder for each open task due today (Berlin) that has had none. */
export async function sendTaskReminders(ctx: AppContext): Promise<number> {
  const today = berlinDay(ctx.now());
  return sweep(await tasksToRemind(ctx.db, today), 'tasks.reminders', (id, meta) =>
    run(ctx, id, (_, now) => ({ type: 'SendReminder', today: berlinDay(now), now }), meta),
  );
}
