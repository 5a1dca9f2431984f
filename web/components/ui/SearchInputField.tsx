import { Button, Input, SearchField } from 'react-aria-components';
import { FieldShell } from './FieldShell';
import * as field from './FieldShell.css';
import { LineIcon } from './LineIcon';
import * as styles from './SearchInputField.css';

interface SearchInputFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** A labelled search box with a clear button (Escape clears too). */
export function SearchInputField({ label, value, onChange, placeholder }: SearchInputFieldProps) {
  return (
    <SearchField value={value} onChange={onChange} className={field.field}>
      <FieldShell label={label}>
        <div className={styles.wrapper}>
          <LineIcon className={styles.icon} size={18} rounded={false}>
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </LineIcon>
          <Input className={styles.input} placeholder={placeholder} />
          {value ? (
            <Button className={styles.clear} aria-label="Suche leeren">
              ×
            </Button>
          ) : null}
        </div>
      </FieldShell>
    </SearchField>
  );
}
