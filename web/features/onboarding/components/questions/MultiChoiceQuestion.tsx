import { Checkbox, CheckboxGroup } from 'react-aria-components';
import { CheckMark } from '../CheckMark';
import type { QuestionControlProps } from './TextQuestion';
import { QuestionLabel } from './QuestionLabel';
import * as styles from './Question.css';

/** Any number of the options; the chosen ones are saved in the options' order, not click order. */
export function MultiChoiceQuestion({ question, value, onChange, autoFocus }: QuestionControlProps<string[]>) {
  const options = question.options ?? [];
  const order = (ids: string[]) => options.map((o) => o.id).filter((id) => ids.includes(id));
  return (
    <CheckboxGroup
      className={styles.field}
      value={value ?? []}
      onChange={(ids) => onChange(order(ids))}
      validationBehavior="aria"
    >
      <QuestionLabel question={question} />
      <div className={styles.optionsTwoColumns}>
        {options.map((o, i) => (
          <Checkbox key={o.id} value={o.id} className={styles.option} autoFocus={autoFocus && i === 0}>
            {({ isSelected }) => (
              <>
                <span className={styles.checkMark} aria-hidden="true">
                  {isSelected ? <CheckMark /> : null}
                </span>
                {o.label}
              </>
            )}
          </Checkbox>
        ))}
      </div>
    </CheckboxGroup>
  );
}
