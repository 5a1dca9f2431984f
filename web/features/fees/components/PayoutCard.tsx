import { formatCents } from '../../../../lib/german/format';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { StatementView } from '../../../../modules/fees/contract';
import { writeMeta } from '../../../api/query-meta';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { textLink } from '../../../components/ui/Link.css';
import { Notice } from '../../../components/ui/Notice';
import { createPayout, feeKeys, payoutXmlUrl } from '../api/fees';
import { IssuedStatements } from './IssuedStatements';
import * as styles from './Fees.css';

/** The issued Gutschriften: the office picks some and gets the SEPA transfer file for its bank. */
export function PayoutCard({
  statements,
  partnerName,
}: {
  statements: readonly StatementView[];
  partnerName: (partnerId: string) => string;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const create = useMutation({
    mutationFn: () => createPayout([...selected]),
    meta: writeMeta('Auszahlungsdatei erstellt', 'Auszahlungsdatei nicht erstellt', [feeKeys.statements]),
    onSuccess: () => setSelected(new Set()),
  });
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const total = statements.filter((s) => selected.has(s.id)).reduce((sum, s) => sum + (s.grossCents ?? s.netCents), 0);
  return (
    <Card
      title="Gutschriften und Auszahlung"
      subtitle="Wählen Sie ausgestellte Gutschriften und erstellen Sie die Überweisungsdatei (SEPA, pain.001) für Ihre Bank. Ausgezahlte zeigt die Wahl eines Monats."
      testId="fee-payouts"
    >
      <div className={styles.stackMd}>
        <IssuedStatements statements={statements} partnerName={partnerName} selection={{ selected, toggle }} />
        <div className={styles.actions}>
          <Button onPress={() => create.mutate()} isPending={create.isPending} isDisabled={selected.size === 0}>
            Auszahlungsdatei erstellen
          </Button>
          <span className={styles.quiet}>
            {selected.size === 0
              ? 'Keine Gutschrift ausgewählt.'
              : `${selected.size} ausgewählt · ${formatCents(total)}`}
          </span>
        </div>
        {create.data ? (
          <Notice tone="success">
            Die Auszahlung ist angelegt.{' '}
            <a className={textLink} href={payoutXmlUrl(create.data.id)} download data-testid="fee-payout-xml">
              Überweisungsdatei herunterladen (XML, pain.001)
            </a>
          </Notice>
        ) : null}
      </div>
    </Card>
  );
}
