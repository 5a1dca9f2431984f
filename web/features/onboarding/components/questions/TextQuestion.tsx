import { FieldError, Input, TextField } from 'react-aria-components';
import { answerFormatProblem, type Question } from '../../../../../modules/onboarding/contract';
import { emailInput } from '../../../../components/ui/TextField';
import { QuestionLabel } from './QuestionLabel';
import * as styles from './Question.css';

// The e-mail as text with the e-mail keyboard: the browser's type=email check refuses umlauts the
// server accepts (ui/TextField.tsx, `emailInput`).
const inputTypes = { text: 'text', email: emailInput.type, phone: 'tel' } as const;
const autoCompletes: Partial<Record<Question['id'], string>> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
  company: 'organization',
};

export interface QuestionControlProps<V> {
  question: Question;
  value: V | undefined;
  onChange: (value: V) => void;
  autoFocus: boolean;
  /** The visitor left the field or pressed 'Weiter' once; text answers show their format problem then. */
  wasLeft?: boolean;
  onBlur?: () => void;
}

/** A one-line answer; the question is the field's label. Format problems show once the field is left. */
export function TextQuestion({
  question,
  value,
  onChange,
  autoFocus,
  wasLeft = false,
  onBlur,
}: QuestionControlProps<string>) {
  const problem = wasLeft ? answerFormatProblem(question, value) : undefined;
  const type = question.type === 'email' || question.type === 'phone' ? inputTypes[question.type] : inputTypes.text;
  return (
    <TextField
      className={styles.field}
      value={value ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      isRequired={question.required}
      isInvalid={Boolean(problem)}
      validationBehavior="aria"
      type={type}
      inputMode={question.type === 'email' ? emailInput.inputMode : undefined}
      autoComplete={autoCompletes[question.id]}
      autoFocus={autoFocus}
    >
      <QuestionLabel question={question} />
      <Input
        className={styles.input}
        placeholder={question.placeholder}
        {...(question.type === 'email' ? { autoCapitalize: emailInput.autoCapitalize, spellCheck: false } : {})}
      />
      <FieldError className={styles.error}>{problem}</FieldError>
    </TextField>
  );
}
