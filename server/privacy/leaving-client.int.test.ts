import { describe, expect, it } from 'vitest';
import { circleWorldForFile } from '../testing/circle-world';
import { replay } from '../eventstore';
import { deleteOwnAccount } from '../../modules/identity/commands';
import { uploadFile } from '../../modules/files/commands';
import { postMessage, readConversation } from '../../modules/messages/commands';
import { giveTask } from '../../modules/tasks/commands';
import { writeNote } from '../../modules/notes/commands';

const world = circleWorldForFile();
const pdf = new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'));

/**
 * A client deletes their account while their coach writes about them: whatever commits first, no
 * note, task, file (nor its bytes) or message is left behind for the gone account, and replay agrees.
 */
describe('the circle while its client leaves', () => {
  it('leaves nothing of the client behind when writes race the deletion', async () => {
    const ctx = world.portal.runtime.ctx;
    for (let round = 0; round < 4; round++) {
      const c = await world.clientWithPackage();
      const coach = { id: world.partners[0]!.id, role: 'partner' as const };
      // Something unread for the coach, so their reading writes a mark.
      await postMessage(ctx, { id: c.id, role: 'user' }, c.id, { text: 'Vom Klienten' }, {});
      const writes = [
        () => readConversation(ctx, coach, c.id, {}),
        () => writeNote(ctx, coach, c.id, { text: 'Über den Klienten', visibility: 'team' }, {}),
        () => postMessage(ctx, coach, c.id, { text: 'Hallo' }, {}),
        () => giveTask(ctx, coach, c.id, { title: 'Aufgabe', details: null, dueOn: null }, {}),
        () => uploadFile(ctx, coach, c.id, { name: 'a.pdf', bytes: pdf, visibility: 'team', meetingId: null }, {}),
      ];
      await Promise.allSettled([...writes.map((w) => w()), deleteOwnAccount(ctx, c.id, {}), ...writes.map((w) => w())]);
      const tables = [
        'client_notes',
        'client_messages',
        'conversation_reads',
        'client_tasks',
        'client_files',
        'file_blobs',
      ];
      for (const table of tables) expect([round, table, await world.rowsOf(table, c.id)]).toEqual([round, table, 0]);
    }
    expect((await replay(ctx.store)).differences).toEqual([]);
  });
});
