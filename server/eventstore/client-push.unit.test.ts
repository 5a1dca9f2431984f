import { expect, it } from 'vitest';
import type { Db } from '../db/kysely';
import { clientPush } from './registry';
import type { NewEvent, StoredEvent } from './types';

type TaskGiven = NewEvent<'TaskGiven', { taskId: string; clientId: string }>;

const given: StoredEvent = {
  position: 1,
  transactionId: '1',
  eventId: 'e-1',
  streamId: 'task-1',
  streamType: 'task',
  version: 1,
  type: 'TaskGiven',
  schemaVersion: 1,
  data: { taskId: 'task-1', clientId: 'client-1' },
  metadata: {},
  recordedAt: new Date('2026-11-29T08:00:00Z'),
};
// The circles below read nothing: the handle is passed through to them untouched.
const db = {} as Db;

it("reaches the client, the admins and the client's circle, naming the client in the clear", async () => {
  const asked: string[] = [];
  const rule = clientPush<TaskGiven>(['TaskGiven'], async (_db, clientId) => {
    asked.push(clientId);
    return ['coach-1', 'coach-2'];
  });
  expect(rule.handles).toEqual(['TaskGiven']);
  expect(await rule.audience(given, db)).toEqual(['user:client-1', 'role:admin', 'user:coach-1', 'user:coach-2']);
  expect(asked).toEqual(['client-1']);
  expect(rule.ids!(given)).toEqual({ clientId: 'client-1' });
});

it('without a circle reaches the client and the admins only', async () => {
  const rule = clientPush<TaskGiven>(['TaskGiven']);
  expect(await rule.audience(given, db)).toEqual(['user:client-1', 'role:admin']);
});
