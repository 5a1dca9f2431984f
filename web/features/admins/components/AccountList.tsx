import type { ReactNode } from 'react';
import { PartnerAvatar } from '../../partners';
import { DividedList } from '../../../components/ui/DividedList';
import { StatusPill, type PillTone } from '../../../components/ui/StatusPill';
import * as styles from './AccountList.css';

/** A list of accounts (Acceleratoren, admins) as rows that stack on phones. */
export function AccountList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DividedList variant="boxed" aria-label={label}>
      {children}
    </DividedList>
  );
}

interface AccountRowProps {
  name: string;
  /** Quieter lines under the name (e-mail, username …). */
  details: ReactNode[];
  badges?: ReactNode;
  actions?: ReactNode;
  muted?: boolean;
  testId?: string;
}

export function AccountRow({ name, details, badges, actions, muted = false, testId }: AccountRowProps) {
  return (
    <li className={[styles.row, muted ? styles.muted : ''].join(' ')} data-testid={testId}>
      <PartnerAvatar name={name} />
      <div className={styles.main}>
        <div className={styles.nameLine}>
          <span className={styles.name}>{name}</span>
          {badges}
        </div>
        {details.filter(Boolean).map((d, i) => (
          <span key={i} className={styles.detail}>
            {d}
          </span>
        ))}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </li>
  );
}

/** A small status pill on an account row. */
export function Badge({ tone = 'neutral', children }: { tone?: PillTone; children: string }) {
  return <StatusPill tone={tone}>{children}</StatusPill>;
}
