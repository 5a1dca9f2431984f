import { describe, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import { taskDecider, type TaskCommand } from './decide';
import type { TaskEvent } from './events';

const taskId = '11111111-1111-4111-8111-111111111111';
const clientId = '22222222-2222-4222-8222-222222222222';
const coach = { id: '44444444-4444-4444-8444-444444444444', role: 'coach' as const };
const client = { id: clientId, role: 'client' as const };
const spec = specOf(taskDecider, taskId);
const today = '2026-03-12';

const give = (more: Partial<Extract<TaskCommand, { type: 'GiveTask' }>> = {}): TaskCommand => ({
  type: 'GiveTask',
  clientId,
  giver: coach,
  title: 'Preisliste überarbeiten',
  details: null,
  dueOn: '2026-03-13',
  meetingId: null,
  meetingOfClient: false,
  today,
  now,
  ...more,
});
const given: TaskEvent = {
  type: 'TaskGiven',
  data: {
    taskId,
    clientId,
    givenBy: coach.id,
    giverRole: 'coach',
    title: 'Preisliste überarbeiten',
    details: null,
    dueOn: '2026-03-13',
    meetingId: null,
    at,
  },
};
const done: TaskEvent = { type: 'TaskDone', data: { taskId, clientId, by: clientId, at } };

describe('tasks', () => {
  it('a coach gives a task due today or later; never one due yesterday', () => {
    spec([]).when(give()).then([given]);
    spec([])
      .when(give({ dueOn: today }))
      .then([{ ...given, data: { ...given.data, dueOn: today } } as TaskEvent]);
    spec([])
      .when(give({ dueOn: '2026-03-11' }))
      .thenError('DueInPast');
  });

  it('a client gives themself no task (their to-dos are notes); a meeting must be theirs', () => {
    spec([])
      .when(give({ giver: client }))
      .thenError('ClientGivesNoTask');
    spec([])
      .when(give({ meetingId: '33333333-3333-4333-8333-333333333333', meetingOfClient: false }))
      .thenError('MeetingOfOtherClient');
  });

  it('is ticked off once and reopened once, by whoever of the circle', () => {
    spec([given]).when({ type: 'MarkDone', by: client, now }).then([done]);
    spec([given, done]).when({ type: 'MarkDone', by: coach, now }).thenError('AlreadyDone');
    spec([given, done])
      .when({ type: 'Reopen', by: client, now })
      .then([{ type: 'TaskReopened', data: { taskId, clientId, by: clientId, at } }]);
    spec([given]).when({ type: 'Reopen', by: client, now }).thenError('NotDone');
    spec([]).when({ type: 'MarkDone', by: client, now }).thenError('TaskNotFound');
  });

  it('reminds once, on the due day only, while open', () => {
    const remind = (day: string): TaskCommand => ({ type: 'SendReminder', today: day, now });
    spec([given])
      .when(remind('2026-03-13'))
      .then([{ type: 'TaskReminded', data: { taskId, clientId, at } }]);
    spec([given]).when(remind('2026-03-12')).thenError('NotDue');
    spec([given]).when(remind('2026-03-14')).thenError('NotDue');
    spec([given, { type: 'TaskReminded', data: { taskId, clientId, at } }])
      .when(remind('2026-03-13'))
      .thenError('NotDue');
    spec([given, done]).when(remind('2026-03-13')).thenError('NotDue');
  });
});
