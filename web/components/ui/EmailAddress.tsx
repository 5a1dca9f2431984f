import { Fragment } from 'react';
import * as styles from './EmailAddress.css';

/** An e-mail address that wraps before its '@' and after its dots only, never mid-word. */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return (
    <span className={styles.address} data-testid="email-address">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          <span className={styles.part}>{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
