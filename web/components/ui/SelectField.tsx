import type { Key } from 'react-aria-components';
import { Button, Select, SelectValue } from 'react-aria-components';
import { FieldShell, fieldRoot, type FieldTexts } from './FieldShell';
import { LineIcon } from './LineIcon';
import { OptionList } from './OptionList';
import * as styles from './SelectField.css';

export interface SelectOption {
  id: string;
  label: string;
  /** A second, quieter line in the list (e.g. e-mail and company). */
  detail?: string;
}

export interface SelectFieldProps extends FieldTexts {
  label: string;
  options: SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Shown in the open list when there is nothing to pick. */
  emptyText?: string;
}

/** A labelled single-choice picker (react-aria Select) whose error comes from the form. */
export function SelectField({
  label,
  options,
  value,
  onChange,
  placeholder = 'Bitte wählen',
  description,
  error,
  isDisabled,
  isRequired,
  emptyText = 'Keine Einträge',
}: SelectFieldProps) {
  return (
    <Select<SelectOption>
      value={value}
      onChange={(key: Key | null) => onChange(key === null ? null : String(key))}
      placeholder={placeholder}
      isDisabled={isDisabled}
      isRequired={isRequired}
      {...fieldRoot(error)}
    >
      <FieldShell label={label} description={description} error={error}>
        <Button className={[styles.trigger, error ? styles.invalid : ''].join(' ')}>
          <SelectValue<SelectOption> className={styles.value}>
            {({ isPlaceholder, selectedItems, defaultChildren }) => {
              const selected = selectedItems[0];
              if (isPlaceholder || !selected) return defaultChildren;
              // The label, and the quieter detail after it (the list shows them on two lines).
              return (
                <>
                  {selected.label}
                  {selected.detail ? <span className={styles.valueDetail}> · {selected.detail}</span> : null}
                </>
              );
            }}
          </SelectValue>
          <LineIcon className={styles.chevron} size={16} strokeWidth={2} rounded={false}>
            <path d="m6 9 6 6 6-6" />
          </LineIcon>
        </Button>
      </FieldShell>
      <OptionList items={options} emptyText={emptyText} />
    </Select>
  );
}
