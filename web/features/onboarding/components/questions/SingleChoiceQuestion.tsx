import { Radio, RadioGroup } from 'react-aria-components';
import type { QuestionControlProps } from './TextQuestion';
import { QuestionLabel } from './QuestionLabel';
import * as styles from './Question.css';

/** One answer among the options (also yes/no), as large selectable rows. */
export function SingleChoiceQuestion({ question, value, onChange, autoFocus }: QuestionControlProps<string>) {
  const options = question.options ?? [];
  const focusId = value ?? options[0]?.id;
  return (
    <RadioGroup
      className={styles.field}
      value={value ?? null}
      onChange={onChange}
      isRequired={question.required}
      validationBehavior="aria"
    >
      <QuestionLabel question={question} />
      <div className={question.type === 'yesno' ? styles.optionsTwoColumns : styles.options}>
        {options.map((o) => (
          <Radio key={o.id} value={o.id} className={styles.option} autoFocus={autoFocus && o.id === focusId}>
            <span className={styles.radioMark} aria-hidden="true" />
            {o.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
