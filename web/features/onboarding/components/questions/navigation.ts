import { questionIds, type Question, type QuestionId } from '../../../../../modules/onboarding/contract';

/**
 * Where in the visible questions the visitor is. A question that a changed answer has hidden
 * leaves the visitor on the last shown question before it.
 */
export function currentIndex(visible: readonly Question[], currentId: QuestionId): number {
  const exact = visible.findIndex((q) => q.id === currentId);
  if (exact >= 0) return exact;
  const order = questionIds.indexOf(currentId);
  let index = 0;
  visible.forEach((q, i) => {
    if (questionIds.indexOf(q.id) < order) index = i;
  });
  return index;
}
