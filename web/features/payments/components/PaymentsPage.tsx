import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { startTransition, useState } from 'react';
import { formatCalendarDate } from '../../../../lib/german/format';
import { paymentKeys, paymentSettingsLabels, type PaymentProposals } from '../../../../modules/payments/contract';
import { writeMeta } from '../../../api/query-meta';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { Notice } from '../../../components/ui/Notice';
import { ResponsiveCell } from '../../../components/ui/ResponsiveTable';
import { SelectField } from '../../../components/ui/SelectField';
import { firstPages, paymentSettingsQuery, proposalsQuery, savePaymentSettings, type LinePages } from '../api/payments';
import { DismissAction, invoiceLabel, LineTable, MatchedInvoiceCell, useConfirm } from './LineParts';
import { PagedLineCard, type List, type ListProps } from './PagedLineCard';
import * as styles from './PaymentsPage.css';
import { StatementUploadCard } from './StatementUploadCard';

/** /admin/payments: upload a bank statement, confirm what it paid, assign or dismiss what it did not name. */
export function PaymentsPage() {
  const [pages, setPages] = useState<LinePages>(firstPages);
  const { data } = useSuspenseQuery(proposalsQuery(pages));
  const onPage = (list: List, page: number) => startTransition(() => setPages((p) => ({ ...p, [list]: page })));
  const lists = { data, onPage };
  return (
    <div className={styles.cards}>
      <StatementUploadCard />
      <ProposalsCard {...lists} />
      <UnmatchedCard {...lists} />
      <DismissedCard {...lists} />
      <SettingsCard />
      <ConfirmedCard data={data} />
    </div>
  );
}

function ProposalsCard(lists: ListProps) {
  const confirm = useConfirm();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <PagedLineCard
      {...lists}
      list="proposals"
      hiddenColumns={['Aktion']}
      notice={message && <Notice tone="success">{message}</Notice>}
    >
      {(line) => (
        <>
          <MatchedInvoiceCell line={line} />
          <ResponsiveCell label="Abgleich">{line.amountFitLabel ?? '–'}</ResponsiveCell>
          <ResponsiveCell label="Aktion" inline>
            <div className={styles.assign}>
              {line.kind === 'credit' && (
                <Button
                  isPending={confirm.isPending && confirm.variables?.id === line.id}
                  onPress={() =>
                    confirm.mutate(
                      // An uncertain proposal is booked only on the invoice the admin saw and chose.
                      { id: line.id, invoiceId: line.uncertain ? (line.invoice?.id ?? null) : null },
                      { onSuccess: (r) => setMessage(r.message) },
                    )
                  }
                >
                  {line.uncertain ? 'Geprüft, buchen' : 'Bestätigen'}
                </Button>
              )}
              <DismissAction line={line} />
            </div>
          </ResponsiveCell>
        </>
      )}
    </PagedLineCard>
  );
}

function UnmatchedCard(lists: ListProps) {
  const confirm = useConfirm();
  const [chosen, setChosen] = useState<Record<string, string | null>>({});
  const options = lists.data.openInvoices.map((i) => ({ id: i.id, label: invoiceLabel(i) }));
  return (
    <PagedLineCard {...lists} list="unmatched">
      {(line) => (
        <ResponsiveCell label="Zuordnen">
          <div className={styles.assign}>
            {line.kind === 'credit' && (
              <>
                <SelectField
                  label="Rechnung"
                  options={options}
                  value={chosen[line.id] ?? null}
                  onChange={(v) => setChosen((c) => ({ ...c, [line.id]: v }))}
                  emptyText="Keine offenen Rechnungen"
                />
                <Button
                  variant="secondary"
                  isDisabled={!chosen[line.id]}
                  isPending={confirm.isPending && confirm.variables?.id === line.id}
                  onPress={() => confirm.mutate({ id: line.id, invoiceId: chosen[line.id] ?? null })}
                >
                  Zuordnen und buchen
                </Button>
              </>
            )}
            <DismissAction line={line} />
          </div>
        </ResponsiveCell>
      )}
    </PagedLineCard>
  );
}

function DismissedCard(lists: ListProps) {
  return (
    <PagedLineCard {...lists} list="dismissed">
      {(line) => (
        <ResponsiveCell label="Grund">
          <div>
            {line.dismissedReason ?? '–'}
            {line.dismissedAt && (
              <div className={styles.quiet}>{`abgelegt am ${formatCalendarDate(line.dismissedAt.slice(0, 10))}`}</div>
            )}
          </div>
        </ResponsiveCell>
      )}
    </PagedLineCard>
  );
}

function SettingsCard() {
  const { data } = useSuspenseQuery(paymentSettingsQuery);
  const save = useMutation({
    mutationFn: savePaymentSettings,
    meta: writeMeta('Einstellung gespeichert', 'Die Einstellung konnte nicht gespeichert werden', [
      paymentKeys.settings,
    ]),
  });
  return (
    <Card title="Aktivierung" testId="payments-settings">
      <CheckboxField
        isSelected={save.isPending ? save.variables.autoActivate : data.autoActivate}
        onChange={(autoActivate) => save.mutate({ autoActivate })}
        description="Sonst bleibt das Paket nach der Zahlung 'Bereit zur Aktivierung', bis Sie es aktivieren."
      >
        {paymentSettingsLabels.autoActivate}
      </CheckboxField>
    </Card>
  );
}

function ConfirmedCard({ data }: { data: PaymentProposals }) {
  return (
    <Card title="Zuletzt gebucht" testId="payments-confirmed">
      <LineTable
        label="Zuletzt gebuchte Zahlungen"
        extraColumns={['Rechnung']}
        items={data.confirmed}
        emptyText="Noch keine Zahlungen gebucht."
        testIdPrefix="confirmed"
      >
        {(line) => <MatchedInvoiceCell line={line} />}
      </LineTable>
    </Card>
  );
}
