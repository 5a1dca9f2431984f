import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/kysely';
import type { PushRule, StoredEvent } from '../../server/eventstore';
import { storedEvent } from '../../server/testing/stored-event';
import { onboardingPush } from './push';

const questionnaireId = '22222222-2222-4222-8222-222222222222';
const userId = '11111111-1111-4111-8111-111111111111';
const event = (type: string, data: object) =>
  storedEvent(
    type,
    { questionnaireId, at: '2026-03-12T13:05:00Z', ...data },
    { streamId: `onboarding-questionnaire-${questionnaireId}`, streamType: 'onboarding-questionnaire' },
  );
// Onboarding's audiences come from the event alone; they never touch the database.
const noDb = null as unknown as Db;
const heard = async (e: StoredEvent) => {
  const rules = onboardingPush.filter((r: PushRule) => r.handles.includes(e.type));
  const rooms = (await Promise.all(rules.map((r) => r.audience(e, noDb)))).flat();
  return { rooms, ids: rules.map((r) => r.ids?.(e)) };
};

describe('push rules', () => {
  it('admins hear of a new request, with the questionnaire it is', async () => {
    expect(await heard(event('ConsultationRequested', {}))).toEqual({
      rooms: ['role:admin'],
      ids: [{ questionnaireId }],
    });
  });
  it('conversion reaches admins and the linked user', async () => {
    expect((await heard(event('QuestionnaireConverted', { userId }))).rooms).toEqual(['role:admin', `user:${userId}`]);
  });
  it('changes to a request reach admins; changes to a linked one reach its user', async () => {
    expect((await heard(event('AnswersUpdated', { status: 'request_sent', userId: null }))).rooms).toEqual([
      'role:admin',
    ]);
    expect((await heard(event('QuestionnaireEvaluated', { status: 'converted', userId }))).rooms).toEqual([
      'role:admin',
      `user:${userId}`,
    ]);
    expect((await heard(event('PackageSelected', { status: 'package', userId: null }))).rooms).toEqual([]);
  });
  it('a visitor still in the wizard reaches nobody', async () => {
    expect((await heard(event('QuestionnaireCreated', { answers: {} }))).rooms).toEqual([]);
    expect((await heard(event('AnswersUpdated', { status: 'lead', userId: null }))).rooms).toEqual([]);
    expect((await heard(event('QuestionnaireCompleted', {}))).rooms).toEqual([]);
  });
});
