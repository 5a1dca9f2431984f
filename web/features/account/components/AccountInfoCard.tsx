import type { ReactNode } from 'react';
import { roleLabels, type User } from '../../../../modules/identity/contract';
import { formatDate } from '../../../../lib/german/format';
import { Card } from '../../../components/ui/Card';
import { Fact, FactList } from '../../../components/ui/FactList';
import * as styles from './Account.css';

/** Spec 01 §2 leaves the client's status open; we show 'Aktiv' (an existing client account is active). */
function accountStatus(user: Pick<User, 'role'>): string {
  return user.role === 'admin' || user.role === 'partner' ? 'Verifizierter Account' : 'Aktiv';
}

export function AccountInfoCard({ user }: { user: User }) {
  const rows: [string, ReactNode][] = [
    ['Name', user.name],
    ['E-Mail', user.email],
    ['Rolle', roleLabels[user.role]],
    ['Status', <span className={styles.badge}>{accountStatus(user)}</span>],
    ['Mitglied seit', formatDate(user.createdAt)],
  ];
  return (
    <Card title="Kontoinformationen" testId="account-info">
      <FactList>
        {rows.map(([term, value]) => (
          <Fact key={term} label={term}>
            {value}
          </Fact>
        ))}
      </FactList>
    </Card>
  );
}
