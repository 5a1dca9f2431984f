import { describe, expect, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import {
  type Actor,
  evolve,
  initialQuestionnaireState,
  LEAD_RETENTION_MONTHS,
  mayRead,
  type OnboardingCommand,
  type QuestionnaireChanges,
  questionnaireDecider,
  type QuestionnaireState,
} from './decide';
import type { OnboardingEvent } from './events';
import type { Answers } from './questions';
import { evaluate } from './rules/evaluate';

const spec = specOf(questionnaireDecider);
const questionnaireId = '22222222-2222-4222-8222-222222222222';
const userId = '11111111-1111-4111-8111-111111111111';
const otherUser = '33333333-3333-4333-8333-333333333333';

const holder: Actor = { capabilityValid: true, userId: null };
const stranger: Actor = { capabilityValid: false, userId: null };
const contact: Answers = {
  name: 'Jana Berg',
  email: 'jana@beispiel.de',
  phone: '+49 30 1234567',
  company: 'Berg GmbH',
};
const complete: Answers = {
  ...contact,
  businessStatus: 'young',
  challenges: ['sales', 'finance'],
  timeline: 'now',
  commitment: 'interested',
};
const evaluation = evaluate(complete);

const create = (changes: QuestionnaireChanges, actor: Actor = holder): OnboardingCommand => ({
  type: 'CreateQuestionnaire',
  questionnaireId,
  changes,
  actor,
  now,
});
const update = (changes: QuestionnaireChanges, actor: Actor = holder): OnboardingCommand => ({
  type: 'UpdateQuestionnaire',
  questionnaireId,
  changes,
  actor,
  now,
});

const created = (answers: Answers = contact): OnboardingEvent => ({
  type: 'QuestionnaireCreated',
  data: { questionnaireId, answers, at },
});
const completed: OnboardingEvent = { type: 'QuestionnaireCompleted', data: { questionnaireId, at } };
const evaluated = (
  status: QuestionnaireState['status'] = 'questionnaire',
  linked: string | null = null,
  e = evaluation,
): OnboardingEvent => ({ type: 'QuestionnaireEvaluated', data: { questionnaireId, ...e, at, status, userId: linked } });
const selected = (
  selectedPackage: 'starter' | 'accelerator' | 'leadership' | 'custom',
  status: QuestionnaireState['status'] = 'package',
): OnboardingEvent => ({
  type: 'PackageSelected',
  data: { questionnaireId, selectedPackage, at, status, userId: null },
});
const requested: OnboardingEvent = { type: 'ConsultationRequested', data: { questionnaireId, at } };
const converted = (id = userId): OnboardingEvent => ({
  type: 'QuestionnaireConverted',
  data: { questionnaireId, userId: id, at },
});
const answered = (
  answers: Answers,
  status: QuestionnaireState['status'] = 'lead',
  linked: string | null = null,
): OnboardingEvent => ({ type: 'AnswersUpdated', data: { questionnaireId, answers, at, status, userId: linked } });

const done = [created(complete), completed, evaluated()];
const sent = [...done, selected('accelerator'), requested];

describe('creating', () => {
  it('creates a lead with the shown answers only', () => {
    spec([])
      .when(create({ answers: { ...contact, businessStatus: 'idea', revenue: 'over_10m' } }))
      .then([created({ ...contact, businessStatus: 'idea' })]);
  });
  it('cannot create the same stream twice (create-once)', () => {
    spec([created()])
      .when(create({ answers: contact }))
      .thenError('AlreadyExists');
  });
  it('a re-created questionnaire may arrive with its final status: the steps in between are recorded in order', () => {
    spec([])
      .when(create({ answers: complete, status: 'request_sent' }))
      .then([created(complete), completed, evaluated(), selected('accelerator'), requested]);
  });
  it('refuses a completed status while required answers are missing', () => {
    spec([])
      .when(create({ answers: contact, status: 'questionnaire' }))
      .thenError('Incomplete');
  });
});

describe('who may save', () => {
  it('an unknown questionnaire is not found (the web then creates anew)', () => {
    spec([])
      .when(update({ answers: contact }))
      .thenError('NotFound');
  });
  it('nobody without the capability: not anonymous, not another signed-in user', () => {
    spec([created()])
      .when(update({ answers: complete }, stranger))
      .thenError('Forbidden');
    spec([created()])
      .when(update({ answers: complete }, { capabilityValid: false, userId: otherUser }))
      .thenError('Forbidden');
  });
  it('the linked user may, without the capability', () => {
    spec([...sent, converted()])
      .when(update({ answers: { ...complete, notes: 'Bitte abends anrufen' } }, { capabilityValid: false, userId }))
      .then([answered({ ...complete, notes: 'Bitte abends anrufen' }, 'converted', userId)]);
  });
  it('reading: holder, linked user and admins; nobody else', () => {
    const state = [...sent, converted()].reduce(evolve, initialQuestionnaireState());
    expect(mayRead(state, { capabilityValid: false, userId, isAdmin: false })).toBe(true);
    expect(mayRead(state, { capabilityValid: false, userId: otherUser, isAdmin: true })).toBe(true);
    expect(mayRead(state, { capabilityValid: true, userId: null, isAdmin: false })).toBe(true);
    expect(mayRead(state, { capabilityValid: false, userId: otherUser, isAdmin: false })).toBe(false);
    expect(mayRead(state, { capabilityValid: false, userId: null, isAdmin: false })).toBe(false);
  });
});

describe('status flow lead -> questionnaire -> package -> request_sent -> converted', () => {
  it('saves answers while a lead; saving the same answers again records nothing', () => {
    spec([created()])
      .when(update({ answers: { ...contact, businessStatus: 'founding' } }))
      .then([answered({ ...contact, businessStatus: 'founding' })]);
    spec([created()])
      .when(update({ answers: { ...contact, name: ' Jana Berg ' } }))
      .then([]);
  });
  it('completion computes recommendation, lead score and brief', () => {
    spec([created()])
      .when(update({ answers: complete, status: 'questionnaire' }))
      .then([answered(complete), completed, evaluated()]);
    expect(evaluation).toMatchObject({ recommendedPackage: 'accelerator', leadScore: 4.4 });
  });
  it('after completion, changed answers are evaluated again; unchanged evaluation records nothing more', () => {
    const older: Answers = { ...complete, businessStatus: 'idea' };
    spec(done)
      .when(update({ answers: older }))
      .then([answered(older, 'questionnaire'), evaluated('questionnaire', null, evaluate(older))]);
    spec(done)
      .when(update({ answers: { ...complete, notes: 'Danke' } }))
      .then([answered({ ...complete, notes: 'Danke' }, 'questionnaire')]);
  });
  it('after completion, a required answer cannot be removed', () => {
    spec(done)
      .when(update({ answers: { ...complete, email: '' } }))
      .thenError('Incomplete');
  });
  it('a status never moves back: a stale save naming an earlier status keeps the current one', () => {
    const state = [...sent].reduce(evolve, initialQuestionnaireState());
    spec(sent)
      .when(update({ answers: complete, status: 'lead' }))
      .then([]);
    expect(state.status).toBe('request_sent');
  });
  it('step 2: a chosen package; custom through its button; Weiter without a choice takes the recommendation', () => {
    spec(done)
      .when(update({ status: 'package', selectedPackage: 'leadership' }))
      .then([selected('leadership')]);
    spec(done)
      .when(update({ selectedPackage: 'custom' }))
      .then([selected('custom')]);
    spec(done)
      .when(update({ status: 'package' }))
      .then([selected('accelerator')]);
    spec([...done, selected('custom')])
      .when(update({ status: 'package' }))
      .then([]);
  });
  it('a package cannot be chosen before the questionnaire is complete', () => {
    spec([created()])
      .when(update({ selectedPackage: 'starter' }))
      .thenError('Incomplete');
  });
  it('step 3 sends the request once', () => {
    spec([...done, selected('custom')])
      .when(update({ status: 'request_sent' }))
      .then([requested]);
    spec(sent)
      .when(update({ status: 'request_sent' }))
      .then([]);
  });
});

describe('conversion', () => {
  it('links the questionnaire to the signed-in user who holds the capability', () => {
    spec(sent)
      .when(update({ userId, status: 'converted' }, { capabilityValid: true, userId }))
      .then([converted()]);
  });
  it('a userId alone asks for conversion too', () => {
    spec(sent)
      .when(update({ userId }, { capabilityValid: true, userId }))
      .then([converted()]);
  });
  it('needs a signed-in user', () => {
    spec(sent)
      .when(update({ userId, status: 'converted' }, holder))
      .thenError('SignInRequired');
  });
  it('only to the caller’s own account', () => {
    spec(sent)
      .when(update({ userId: otherUser, status: 'converted' }, { capabilityValid: true, userId }))
      .thenError('UserMismatch');
  });
  it('never to a second account; again by the same user changes nothing', () => {
    spec([...sent, converted(otherUser)])
      .when(update({ userId, status: 'converted' }, { capabilityValid: true, userId }))
      .thenError('AlreadyLinked');
    spec([...sent, converted()])
      .when(update({ userId, status: 'converted' }, { capabilityValid: false, userId }))
      .then([]);
  });
  it('when step 3 failed to save, conversion still sends the request first', () => {
    spec([...done, selected('starter')])
      .when(update({ userId, status: 'converted' }, { capabilityValid: true, userId }))
      .then([requested, converted()]);
  });
  it('a questionnaire re-created at step 4 is created linked, in one go', () => {
    spec([])
      .when(create({ answers: complete, userId, status: 'converted' }, { capabilityValid: false, userId }))
      .then([created(complete), completed, evaluated(), selected('accelerator'), requested, converted()]);
  });
});

describe('a lead never linked to an account is erased six months after its last save', () => {
  const savedAt = (iso: string): OnboardingEvent[] => [
    { type: 'QuestionnaireCreated', data: { questionnaireId, answers: contact, at: '2026-01-10T09:00:00.000Z' } },
    {
      type: 'AnswersUpdated',
      data: { questionnaireId, answers: complete, at: iso, status: 'lead', userId: null },
    },
  ];
  const erase = (iso: string): OnboardingCommand => ({ type: 'EraseExpiredLead', questionnaireId, now: new Date(iso) });
  const erased: OnboardingEvent = {
    type: 'QuestionnaireErased',
    data: { questionnaireId, at: '2026-08-01T09:00:00.000Z' },
  };

  it('counts from the last save, not the first, and erases from that moment on', () => {
    expect(LEAD_RETENTION_MONTHS).toBe(6);
    spec(savedAt('2026-02-01T09:00:00.000Z')).when(erase('2026-08-01T08:59:59.000Z')).thenError('NotExpired');
    spec(savedAt('2026-02-01T09:00:00.000Z')).when(erase('2026-08-01T09:00:00.000Z')).then([erased]);
  });

  it('keeps a lead linked to an account: it is erased with the account', () => {
    spec([
      ...savedAt('2025-01-01T09:00:00.000Z'),
      { type: 'QuestionnaireConverted', data: { questionnaireId, userId, at: '2025-01-02T09:00:00.000Z' } },
    ])
      .when(erase('2026-08-01T09:00:00.000Z'))
      .thenError('AlreadyLinked');
  });

  it('an erased questionnaire is gone: not erased twice, not saved, not created again', () => {
    const gone = [...savedAt('2026-02-01T09:00:00.000Z'), erased];
    spec(gone).when(erase('2027-01-01T09:00:00.000Z')).thenError('NotFound');
    spec(gone)
      .when(update({ answers: complete }))
      .thenError('NotFound');
    spec(gone)
      .when(create({ answers: contact }))
      .thenError('AlreadyExists');
    spec([]).when(erase('2027-01-01T09:00:00.000Z')).thenError('NotFound');
  });
});
