import { Button, Input, Label, SearchField } from 'react-aria-components';
import * as field from './TextField.css';
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
      <Label className={field.label}>{label}</Label>
      <div className={styles.wrapper}>
        <svg
          className={styles.icon}
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <Input className={styles.input} placeholder={placeholder} />
        {value ? (
          <Button className={styles.clear} aria-label="Suche leeren">
            ×
          </Button>
        ) : null}
      </div>
    </SearchField>
  );
}
