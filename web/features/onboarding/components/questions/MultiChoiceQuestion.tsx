import { Checkbox, CheckboxGroup, Label, Text } from 'react-aria-components';
import type { QuestionControlProps } from './TextQuestion';
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
      <Label className={styles.question}>{question.text}</Label>
      {question.hint ? (
        <Text slot="description" className={styles.hint}>
          {question.hint}
        </Text>
      ) : null}
      <div className={styles.optionsTwoColumns}>
        {options.map((o, i) => (
          <Checkbox key={o.id} value={o.id} className={styles.option} autoFocus={autoFocus && i === 0}>
            {({ isSelected }) => (
              <>
                <span className={styles.checkMark} aria-hidden="true">
                  {isSelected ? (
                    <svg width="12" height="12" viewBox="0 0 12 12">
                      <path
                        d="M2.5 6.2 5 8.5l4.5-5"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  ) : null}
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
