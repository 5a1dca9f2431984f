import { useState } from 'react';
import { lengthProblem } from '../../../lib/german/text';

// A text field's limit of characters. Not the browser's maxLength: that cuts a pasted text at the
// limit without a word (a 5.905-character letter sent as its first 5.000, ending mid-word), and a
// two-character country field turned 'Schweiz' into 'SC'. The field keeps everything typed and says
// how much is too much (`lengthProblem`, lib/german/text.ts); the form's contract refuses it on
// sending (house rule: never cut silently).

interface Typed {
  value?: string | undefined;
  defaultValue?: string | undefined;
  onChange?: ((value: string) => void) | undefined;
  maxLength?: number | undefined;
}

/**
 * A field's length check: its message while the text is too long, and the change handler that
 * follows an uncontrolled field's text (a controlled one is read from `value`).
 */
export function useLengthLimit({ value, defaultValue, onChange, maxLength }: Typed) {
  const [typed, setTyped] = useState(defaultValue ?? '');
  return {
    // Counted as the contracts save it, trimmed: a pasted trailing newline is no reason to refuse.
    problem: lengthProblem((value ?? typed).trim(), maxLength),
    onChange: (next: string) => {
      setTyped(next);
      onChange?.(next);
    },
  };
}
