import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { Button, ComboBox, Input } from 'react-aria-components';
import { matchesWords } from '../../lib/text-search';
import { FieldShell, fieldRoot } from './FieldShell';
import { LineIcon } from './LineIcon';
import { OptionList } from './OptionList';
import type { SelectFieldProps, SelectOption } from './SelectField';
import * as styles from './ComboBoxField.css';

/** A select's props (its `emptyText` shows when there is nothing to pick at all), and one more text. */
interface ComboBoxFieldProps extends Omit<SelectFieldProps, 'isRequired'> {
  /** Shown in the open list when nothing matches what was typed. */
  noMatchText?: string;
  /** Set when the server searches: it hears what is typed, and the options are shown as given. */
  onTypedChange?: (typed: string) => void;
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
  onTypedChange,
}: ComboBoxFieldProps) {
  const [typed, setTypedHere] = useState('');
  const setTyped = (text: string) => {
    setTypedHere(text);
    onTypedChange?.(text);
  };
  const shown = typed && !onTypedChange ? options.filter((o) => matchesWords([o.label, o.detail], typed)) : options;
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
      {...fieldRoot(error)}
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
      <OptionList emptyText={typed && (onTypedChange || options.length > 0) ? noMatchText : emptyText} />
    </ComboBox>
  );
}
