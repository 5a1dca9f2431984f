import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { circleWorldForFile } from '../testing/circle-world';
import { replay } from '../eventstore';
import type { Actor } from '../../modules/identity/contract';
import { deleteOwnAccount } from '../../modules/identity/commands';
import { deleteFile, downloadFile, uploadFile } from '../../modules/files/commands';
import { deleteNote, editNote, writeNote } from '../../modules/notes/commands';
import { giveTask, tickTask } from '../../modules/tasks/commands';
import { postMessage, readConversation } from '../../modules/messages/commands';
import { completeMilestone, createPlan } from '../../modules/milestones/commands';
import { milestonesOf } from '../../modules/milestones/queries';
import { handOverPartner } from '../../modules/meetings/partner-leaves';

const world = circleWorldForFile();
const pdf = new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'));
const ROUNDS = 4;

/** The events of a change to a client's thing (not a new thing: those are `leaving-client`'s). */
const changeTypes = [
  'NoteEdited',
  'NoteDeleted',
  'TaskDone',
  'TaskReopened',
  'FileDeleted',
  'FileDownloaded',
  'MilestoneCompleted',
];

/**
 * Two of each change a coach makes on their things of a client (edit and delete a note, tick a task
 * off and open a done one again, delete and download a file, complete a milestone), ready to race.
 */
async function changesOf(coach: Actor, clientId: string, userPackageId: string) {
  const ctx = world.portal.runtime.ctx;
  const note = () => writeNote(ctx, coach, clientId, { text: 'Über den Klienten', visibility: 'team' }, {});
  const task = async () =>
    (await giveTask(ctx, coach, clientId, { title: 'Aufgabe', details: null, dueOn: null }, {})).id;
  const file = async () =>
    (await uploadFile(ctx, coach, clientId, { name: 'a.pdf', bytes: pdf, visibility: 'team', meetingId: null }, {})).id;
  await createPlan(ctx, clientId, userPackageId, {});
  const milestones = (await milestonesOf(ctx.db, clientId)).slice(0, 2);
  expect(milestones).toHaveLength(2);
  const changes: (() => Promise<unknown>)[] = [];
  for (const n of [0, 1]) {
    const edited = await note();
    const deleted = await note();
    const toTick = await task();
    const toReopen = await task();
    await tickTask(ctx, coach, toReopen, true, {});
    const [gone, fetched] = [await file(), await file()];
    changes.push(
      () => editNote(ctx, coach, edited.id, { text: 'Geändert', visibility: 'shared' }, 1, {}),
      () => deleteNote(ctx, coach, deleted.id, null, {}),
      () => tickTask(ctx, coach, toTick, true, {}),
      () => tickTask(ctx, coach, toReopen, false, {}),
      () => deleteFile(ctx, coach, gone, {}),
      () => downloadFile(ctx, coach, fetched, {}),
      () => completeMilestone(ctx, coach, clientId, milestones[n]!.id, null, {}),
    );
  }
  return changes;
}

/** The events of a new thing on the client (`leaving-client` races these against the deletion). */
const newThingTypes = ['NoteWritten', 'TaskGiven', 'FileUploaded', 'MessagePosted', 'ConversationRead'];

/** A coach's new things on a client (a note, task, file, message, read mark), ready to race. */
async function newThingsOf(coach: Actor, clientId: string) {
  const ctx = world.portal.runtime.ctx;
  // Something unread for the coach, so their reading writes a mark.
  await postMessage(ctx, { id: clientId, role: 'user' }, clientId, { text: 'Vom Klienten' }, {});
  return [
    () => readConversation(ctx, coach, clientId, {}),
    () => writeNote(ctx, coach, clientId, { text: 'Über den Klienten', visibility: 'team' }, {}),
    () => postMessage(ctx, coach, clientId, { text: 'Hallo' }, {}),
    () => giveTask(ctx, coach, clientId, { title: 'Aufgabe', details: null, dueOn: null }, {}),
    () => uploadFile(ctx, coach, clientId, { name: 'b.pdf', bytes: pdf, visibility: 'team', meetingId: null }, {}),
  ];
}

/** The events of `types` about the client logged after `boundary` (a position in the log). */
async function changesLoggedAfter(
  clientId: string,
  boundary: { position: string | null },
  types: readonly string[] = changeTypes,
) {
  expect(boundary.position).not.toBeNull();
  const { rows } = await sql<{ type: string }>`
    SELECT type FROM events
    WHERE data->>'clientId' = ${clientId} AND type = ANY(${[...types]}::text[]) AND position > ${boundary.position}
    ORDER BY position`.execute(world.portal.runtime.ctx.db);
  return rows.map((r) => r.type);
}

const firstPosition = async (where: ReturnType<typeof sql>) =>
  (
    await sql<{ position: string | null }>`SELECT min(position)::text AS position FROM events WHERE ${where}`.execute(
      world.portal.runtime.ctx.db,
    )
  ).rows[0]!;

/**
 * A coach changes their things of a client (a note, a task, a file, a milestone) while the client
 * deletes their account, or while the admin hands the coach's hours over to another Accelerator:
 * whatever commits first, no change is logged after the client left or after the coach left the
 * circle, nothing is left in a live table for the gone client, and replay agrees.
 */
describe("changes to a client's things while the circle changes", () => {
  it('logs no change after the client deleted their account', async () => {
    const ctx = world.portal.runtime.ctx;
    const coach = { id: world.partners[0]!.id, role: 'partner' as const };
    for (let round = 0; round < ROUNDS; round++) {
      const c = await world.clientWithPackage();
      const changes = await changesOf(coach, c.id, c.userPackageId);
      const half = changes.length / 2;
      const results = await Promise.allSettled([
        ...changes.slice(0, half).map((w) => w()),
        deleteOwnAccount(ctx, c.id, {}),
        ...changes.slice(half).map((w) => w()),
      ]);
      expect(results[half]!.status).toBe('fulfilled');
      const deleted = await firstPosition(sql`type = 'UserDeleted' AND data->>'userId' = ${c.id}`);
      expect([round, await changesLoggedAfter(c.id, deleted)]).toEqual([round, []]);
      for (const table of ['client_notes', 'client_tasks', 'client_files', 'file_blobs', 'client_milestones'])
        expect([round, table, await world.rowsOf(table, c.id)]).toEqual([round, table, 0]);
    }
    expect((await replay(ctx.store)).differences).toEqual([]);
  });

  it('logs no change and no new thing by a coach after their hours were handed over (they left the circle)', async () => {
    const ctx = world.portal.runtime.ctx;
    const [, leaver, successor] = world.partners;
    const coach = { id: leaver!.id, role: 'partner' as const };
    for (let round = 0; round < ROUNDS; round++) {
      const c = await world.clientWithPackage();
      const fresh = await newThingsOf(coach, c.id);
      const changes = await changesOf(coach, c.id, c.userPackageId);
      const half = changes.length / 2 + fresh.length;
      const handOver = () =>
        handOverPartner(
          ctx,
          leaver!.id,
          { packages: [{ userPackageId: c.userPackageId, toPartnerId: successor!.id }], meetings: 'handOver' },
          {},
        );
      const results = await Promise.allSettled([
        ...[...fresh, ...changes.slice(0, changes.length / 2)].map((w) => w()),
        handOver(),
        ...[...changes.slice(changes.length / 2), ...fresh].map((w) => w()),
      ]);
      expect(results[half]).toEqual({ status: 'fulfilled', value: undefined });
      const moved = await firstPosition(
        sql`type = 'AllocationMoved' AND data->>'clientId' = ${c.id} AND data->>'fromPartnerId' = ${leaver!.id}`,
      );
      expect([round, await changesLoggedAfter(c.id, moved, [...changeTypes, ...newThingTypes])]).toEqual([round, []]);
    }
    expect((await replay(ctx.store)).differences).toEqual([]);
  });
});
