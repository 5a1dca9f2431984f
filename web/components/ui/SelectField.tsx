import type { Key } from 'react-aria-components';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
import * as field from './TextField.css';
import * as styles from './SelectField.css';

export interface SelectOption {
  id: string;
  label: string;
  /** A second, quieter line in the list (e.g. e-mail and company). */
  detail?: string;
}

export interface SelectFieldProps {
  label: string;
  options: SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  description?: string;
  error?: string | undefined;
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
      isInvalid={Boolean(error)}
      isDisabled={isDisabled}
      isRequired={isRequired}
      validationBehavior="aria"
      className={field.field}
    >
      <Label className={field.label}>{label}</Label>
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
        <svg
          className={styles.chevron}
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </Button>
      {description && !error ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={field.error}>{error}</FieldError>
      <Popover className={styles.popover} placement="bottom start">
        <ListBox
          items={options}
          className={styles.listBox}
          renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}
        >
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              <Text slot="label">{option.label}</Text>
              {option.detail ? (
                <Text slot="description" className={styles.optionDetail}>
                  {option.detail}
                </Text>
              ) : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
