import { TextArea, TextField } from 'react-aria-components';
import { formatNumber } from '../../../../../lib/german/format';
import type { QuestionControlProps } from './TextQuestion';
import { QuestionLabel } from './QuestionLabel';
import * as styles from './Question.css';

/** A free text answer with a character count against the limit. */
export function LongTextQuestion({ question, value, onChange, autoFocus }: QuestionControlProps<string>) {
  const length = value?.length ?? 0;
  return (
    <TextField
      className={styles.field}
      value={value ?? ''}
      onChange={onChange}
      isRequired={question.required}
      validationBehavior="aria"
      maxLength={question.maxLength}
      autoFocus={autoFocus}
    >
      <QuestionLabel question={question} />
      <TextArea className={styles.textarea} placeholder={question.placeholder} />
      {question.maxLength ? (
        <span className={styles.counter} aria-hidden="true">
          {formatNumber(length)} / {formatNumber(question.maxLength)}
        </span>
      ) : null}
    </TextField>
  );
}
