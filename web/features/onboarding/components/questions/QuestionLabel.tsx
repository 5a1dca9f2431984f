import { Label, Text } from 'react-aria-components';
import type { Question } from '../../../../../modules/onboarding/contract';
import * as styles from './Question.css';

/** The question as the control's label, and its hint as the description. */
export function QuestionLabel({ question }: { question: Question }) {
  return (
    <>
      <Label className={styles.question}>{question.text}</Label>
      {question.hint ? (
        <Text slot="description" className={styles.hint}>
          {question.hint}
        </Text>
      ) : null}
    </>
  );
}
