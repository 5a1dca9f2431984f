import { describe, expect, it } from 'vitest';
import { buildResponses } from './responses';

const t1 = '2026-03-01T10:00:00.000Z';
const t2 = '2026-03-01T10:05:00.000Z';

describe('responses list', () => {
  it('has question text, answer, label and time for each answered shown question, in order', () => {
    expect(buildResponses({ businessStatus: 'young', name: 'Jana' }, [], t1)).toEqual([
      { questionId: 'name', question: 'Wie heißen Sie?', answer: 'Jana', answerLabel: 'Jana', answeredAt: t1 },
      {
        questionId: 'businessStatus',
        question: 'In welcher Phase befindet sich Ihr Unternehmen?',
        answer: 'young',
        answerLabel: 'Junges Unternehmen (1–3 Jahre)',
        answeredAt: t1,
      },
    ]);
  });
  it('multi-choice answers also carry one label per option', () => {
    const [r] = buildResponses({ challenges: ['sales', 'legal'] }, [], t1);
    expect(r).toMatchObject({
      answer: ['sales', 'legal'],
      answerLabel: 'Vertrieb und Kundengewinnung, Recht und Verträge',
      answerLabels: ['Vertrieb und Kundengewinnung', 'Recht und Verträge'],
    });
  });
  it('keeps the time of an unchanged answer and takes the new time for a changed one', () => {
    const first = buildResponses({ name: 'Jana', company: 'A GmbH' }, [], t1);
    const second = buildResponses({ name: 'Jana', company: 'B GmbH' }, first, t2);
    expect(second.map((r) => [r.questionId, r.answeredAt])).toEqual([
      ['name', t1],
      ['company', t2],
    ]);
  });
});
