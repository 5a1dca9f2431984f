import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { Button, ComboBox, Input, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { matchesWords } from '../../lib/text-search';
import { FieldShell, invalidWhen, type FieldTexts } from './FieldShell';
import * as field from './FieldShell.css';
import { LineIcon } from './LineIcon';
import type { SelectOption } from './SelectField';
import * as select from './SelectField.css';
import * as styles from './ComboBoxField.css';

interface ComboBoxFieldProps extends FieldTexts {
  label: string;
  options: SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  isDisabled?: boolean;
  /** Shown in the open list when there is nothing to pick at all. */
  emptyText?: string;
  /** Shown in the open list when nothing matches what was typed. */
  noMatchText?: string;
}

/**
 * A labelled single choice to type into (react-aria ComboBox): typing filters the options by their
 * label and detail (`matchesWords`), the arrow keys and Enter pick, the button shows the whole list.
 * Only what the user types filters: after a choice, or when the list is opened by the button or
 * focus, every option shows again.
 */
export function ComboBoxField({
  label,
  options,
  value,
  onChange,
  placeholder,
  description,
  error,
  isDisabled,
  emptyText = 'Keine Einträge',
  noMatchText = 'Keine Treffer',
}: ComboBoxFieldProps) {
  const [typed, setTyped] = useState('');
  const shown = typed ? options.filter((o) => matchesWords([o.label, o.detail], typed)) : options;
  // The box shows the chosen label only; its detail (a client's e-mail) tells namesakes apart below it.
  const chosen = options.find((o) => o.id === value)?.detail;
  const hint = [chosen, description].filter(Boolean).join(' · ') || undefined;
  return (
    <ComboBox<SelectOption>
      items={shown}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => {
        setTyped('');
        if (key !== null) onChange(String(key));
      }}
      onOpenChange={(isOpen, trigger) => {
        if (isOpen && trigger !== 'input') setTyped('');
      }}
      menuTrigger="focus"
      allowsEmptyCollection
      isDisabled={isDisabled}
      {...invalidWhen(error)}
      className={field.field}
    >
      <FieldShell label={label} description={hint} error={error}>
        <div className={styles.box}>
          <Input
            className={styles.input}
            placeholder={placeholder}
            // Only typing filters (the ComboBox also writes the chosen option's label into the box).
            onChange={(e) => setTyped(e.target.value)}
            onBlur={() => setTyped('')}
          />
          {/* react-aria names it 'Vorschläge anzeigen' and the field's label */}
          <Button className={styles.toggle}>
            <LineIcon size={16} strokeWidth={2} rounded={false}>
              <path d="m6 9 6 6 6-6" />
            </LineIcon>
          </Button>
        </div>
      </FieldShell>
      <Popover className={select.popover} placement="bottom start">
        <ListBox<SelectOption>
          className={select.listBox}
          renderEmptyState={() => (
            <div className={select.empty}>{typed && options.length > 0 ? noMatchText : emptyText}</div>
          )}
        >
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={select.option}>
              <Text slot="label">{option.label}</Text>
              {option.detail ? (
                <Text slot="description" className={select.optionDetail}>
                  {option.detail}
                </Text>
              ) : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
