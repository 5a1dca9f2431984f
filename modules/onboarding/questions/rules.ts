import { lengthProblem, isVisible as showsText } from '../../../lib/german/text';
import { isMailAddress, messages as identityMessages } from '../../identity/contract';
import { questions, type Answers, type Question, type QuestionId } from './question-set';

// Which questions are shown for the answers so far, which are missing, and answers as people read them.

const questionById = Object.fromEntries(questions.map((q) => [q.id, q])) as Record<QuestionId, Question>;

/** Digits with the usual separators; at least six digits. */
export const answerPhonePattern = /^\+?[\d\s()/.-]{6,}$/;

function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  // Only invisible characters (zero-width space …) answer nothing: the registration refuses such a name.
  if (typeof value === 'string') return showsText(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * The questions shown for these answers, in order. A condition sees only the answers of questions
 * that are themselves shown, so a stale answer to a hidden question (say focus, after the business
 * status went from established to young) decides nothing.
 */
export function visibleQuestions(answers: Answers): Question[] {
  const seen: Answers = {};
  const out: Question[] = [];
  for (const q of questions) {
    if (q.visibleWhen && !q.visibleWhen(seen)) continue;
    out.push(q);
    const value = answers[q.id];
    if (value !== undefined) (seen as Record<string, unknown>)[q.id] = value;
  }
  return out;
}

export function isVisible(id: QuestionId, answers: Answers): boolean {
  return visibleQuestions(answers).some((q) => q.id === id);
}

/** The answers to shown questions only, unanswered ones left out (what is saved). */
export function visibleAnswers(answers: Answers): Answers {
  const out: Record<string, unknown> = {};
  for (const q of visibleQuestions(answers)) {
    const value = answers[q.id];
    if (isAnswered(value)) out[q.id] = typeof value === 'string' ? value.trim() : value;
  }
  return out as Answers;
}

/** The field messages for a typed but unusable e-mail or phone number (the e-mail one is identity's). */
const answerFormatMessages = {
  email: identityMessages.emailInvalid,
  phone: 'Bitte geben Sie eine gültige Telefonnummer ein.',
} as const;

/**
 * Why a typed answer cannot be used: longer than its question allows (counted as saved, trimmed; the
 * field no longer cuts it, web/README.md 'Text limits'), or an e-mail or phone number that does not
 * look like one. Nothing for an empty answer (that is 'unanswered', not wrong) or a choice.
 */
export function answerFormatProblem(q: Pick<Question, 'type' | 'maxLength'>, value: unknown): string | undefined {
  if (!isAnswered(value) || typeof value !== 'string') return undefined;
  const v = value.trim();
  const tooLong = lengthProblem(v, q.maxLength);
  if (tooLong) return tooLong;
  // The sign-in screens' rule: an address the wizard's registration then refuses never completes.
  if (q.type === 'email' && !isMailAddress(v)) return answerFormatMessages.email;
  if (q.type === 'phone' && (!answerPhonePattern.test(v) || (v.match(/\d/g)?.length ?? 0) < 6))
    return answerFormatMessages.phone;
  return undefined;
}

/** Whether a shown answer is usable: e-mail and phone must also look like one. */
function isValidAnswer(q: Question, value: unknown): boolean {
  return isAnswered(value) && !answerFormatProblem(q, value);
}

/** The shown required questions still unanswered (or, for e-mail and phone, not valid). */
export function missingRequired(answers: Answers): QuestionId[] {
  return visibleQuestions(answers)
    .filter((q) => q.required && !isValidAnswer(q, answers[q.id]))
    .map((q) => q.id);
}

export function optionLabel(id: QuestionId, optionId: string): string {
  return questionById[id].options?.find((o) => o.id === optionId)?.label ?? optionId;
}

/** An answer as a person reads it: option labels for choices, the text itself otherwise. */
export function answerLabelOf(id: QuestionId, value: unknown): string {
  if (Array.isArray(value)) return value.map((v) => optionLabel(id, String(v))).join(', ');
  const q = questionById[id];
  if (q.options) return optionLabel(id, String(value));
  return String(value ?? '');
}
