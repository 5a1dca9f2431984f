import type { ResponseItem } from './contract';
import { answerLabelOf, optionLabel, visibleQuestions, type Answers } from './questions';

const sameAnswer = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The responses list of spec 01 §3: one item per answered, shown question, in question order, with
 * the question text and the answer's label. `answeredAt` is kept from the previous list while an
 * answer stays the same, else it is the time of this change. Pure, so replay builds the same list.
 */
export function buildResponses(answers: Answers, previous: readonly ResponseItem[], at: string): ResponseItem[] {
  const before = new Map(previous.map((r) => [r.questionId, r]));
  const out: ResponseItem[] = [];
  for (const q of visibleQuestions(answers)) {
    const value = answers[q.id];
    if (value === undefined) continue;
    const answer = Array.isArray(value) ? value.map(String) : String(value);
    const old = before.get(q.id);
    const item: ResponseItem = {
      questionId: q.id,
      question: q.text,
      answer,
      answerLabel: answerLabelOf(q.id, answer),
      answeredAt: old && sameAnswer(old.answer, answer) ? old.answeredAt : at,
    };
    if (Array.isArray(answer)) item.answerLabels = answer.map((v) => optionLabel(q.id, v));
    out.push(item);
  }
  return out;
}
