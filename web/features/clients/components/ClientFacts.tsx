import type { ReactNode } from 'react';
import type { ClientDetails } from '../../../../modules/dashboards/contract';
import { formatDate } from '../../../../lib/german/format';
import { formatPhone } from '../../partners/rules/phone';
import { Card } from '../../../components/ui/Card';
import * as styles from './ClientDetails.css';

/** Company, phone, active package ('No active package', spec 02 §2) and since when the client is registered. */
export function ClientFacts({ client }: { client: ClientDetails }) {
  return (
    <Card>
      <dl className={styles.facts} data-testid="client-facts">
        <Fact label="Firma">{client.company || <span className={styles.muted}>–</span>}</Fact>
        <Fact label="Telefon">{client.phone ? formatPhone(client.phone) : <span className={styles.muted}>–</span>}</Fact>
        <Fact label="Aktives Paket">{client.activePackage?.name ?? <span className={styles.muted}>No active package</span>}</Fact>
        <Fact label="Registriert am">{formatDate(client.createdAt)}</Fact>
      </dl>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
