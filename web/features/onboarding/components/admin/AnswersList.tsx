import {
  answerLabelOf,
  visibleQuestions,
  type Answers,
  type QuestionnaireAdminView,
} from '../../../../../modules/onboarding/contract';
import { Fact, FactList } from '../../../../components/ui/FactList';
import * as styles from './Detail.css';

/** Every shown question with its answer's label; unanswered ones say so. */
export function AnswersList({ questionnaire }: { questionnaire: QuestionnaireAdminView }) {
  const answers = questionnaire.answers as Answers;
  const responses = new Map(questionnaire.responses.map((r) => [r.questionId, r]));
  return (
    <FactList labelWidth="fluid" testId="questionnaire-answers">
      {visibleQuestions(answers).map((q) => {
        const response = responses.get(q.id);
        const value = answers[q.id];
        const labels =
          response?.answerLabels ?? (Array.isArray(value) ? value.map((v) => answerLabelOf(q.id, v)) : null);
        const label = response?.answerLabel ?? (value === undefined ? '' : answerLabelOf(q.id, value));
        return (
          <Fact key={q.id} label={q.text}>
            {labels && labels.length > 0 ? (
              <ul className={styles.valueList}>
                {labels.map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            ) : label ? (
              label
            ) : (
              <span className={styles.unanswered}>Keine Angabe</span>
            )}
          </Fact>
        );
      })}
    </FactList>
  );
}
