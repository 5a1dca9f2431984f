import { FieldError, TextArea, TextField } from 'react-aria-components';
import { formatNumber } from '../../../../../lib/german/format';
import { answerFormatProblem } from '../../../../../modules/onboarding/contract';
import type { QuestionControlProps } from './TextQuestion';
import { QuestionLabel } from './QuestionLabel';
import * as styles from './Question.css';

/**
 * A free text answer with a character count against the limit; a longer text is kept and refused
 * (no maxLength: it cut a pasted text without a word).
 */
export function LongTextQuestion({ question, value, onChange, autoFocus }: QuestionControlProps<string>) {
  // Counted as saved (trimmed), as the message under it counts.
  const length = value?.trim().length ?? 0;
  const problem = answerFormatProblem(question, value);
  return (
    <TextField
      className={styles.field}
      value={value ?? ''}
      onChange={onChange}
      isRequired={question.required}
      isInvalid={Boolean(problem)}
      validationBehavior="aria"
      autoFocus={autoFocus}
    >
      <QuestionLabel question={question} />
      <TextArea className={styles.textarea} placeholder={question.placeholder} />
      {question.maxLength ? (
        <span className={styles.counter} aria-hidden="true">
          {formatNumber(length)} / {formatNumber(question.maxLength)}
        </span>
      ) : null}
      <FieldError className={styles.error}>{problem}</FieldError>
    </TextField>
  );
}
