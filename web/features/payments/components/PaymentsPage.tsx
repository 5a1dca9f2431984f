import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { startTransition, useState } from 'react';
import { formatCalendarDate } from '../../../../lib/german/format';
import { paymentKeys, paymentSettingsLabels, type PaymentProposals } from '../../../../modules/payments/contract';
import { writeMeta } from '../../../api/query-meta';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { Notice } from '../../../components/ui/Notice';
import { Pager } from '../../../components/ui/Pager';
import { ResponsiveCell } from '../../../components/ui/ResponsiveTable';
import { SelectField } from '../../../components/ui/SelectField';
import { firstPages, paymentSettingsQuery, proposalsQuery, savePaymentSettings, type LinePages } from '../api/payments';
import { DismissAction, invoiceLabel, LineTable, MatchedInvoiceCell, useConfirm } from './LineParts';
import * as styles from './PaymentsPage.css';
import { StatementUploadCard } from './StatementUploadCard';

type List = keyof LinePages;

/** The pager of one list (50 lines a page); a page change keeps the page shown until the next is loaded. */
function ListPager(props: { data: PaymentProposals; list: List; onPage: (list: List, page: number) => void }) {
  const { page, total } = props.data.paging[props.list];
  const size = props.data.pageSize;
  return (
    <Pager
      total={total}
      offset={(page - 1) * size}
      limit={size}
      none="Keine Buchungen"
      testId={`payments-${props.list}-range`}
      onOffsetChange={(offset) => props.onPage(props.list, Math.floor(offset / size) + 1)}
    />
  );
}

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

interface ListProps {
  data: PaymentProposals;
  onPage: (list: List, page: number) => void;
}

function ProposalsCard({ data, onPage }: ListProps) {
  const confirm = useConfirm();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Card
      title="Vorschläge"
      subtitle="Buchungen, deren Verwendungszweck eine Rechnung nennt. Unsichere Vorschläge (Nummer ähnlich, nur Betrag und Zahler) bitte prüfen; Rückbuchungen werden hier gezeigt, aber noch nicht gebucht."
      testId="payments-proposals"
    >
      <div className={styles.stackMd}>
        {message && <Notice tone="success">{message}</Notice>}
        <LineTable
          label="Zuordnungsvorschläge"
          extraColumns={['Rechnung', 'Abgleich', 'Aktion']}
          hiddenColumns={['Aktion']}
          items={data.proposals}
          emptyText="Keine offenen Vorschläge."
          testIdPrefix="proposal"
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
        </LineTable>
        <ListPager data={data} list="proposals" onPage={onPage} />
      </div>
    </Card>
  );
}

function UnmatchedCard({ data, onPage }: ListProps) {
  const confirm = useConfirm();
  const [chosen, setChosen] = useState<Record<string, string | null>>({});
  const options = data.openInvoices.map((i) => ({ id: i.id, label: invoiceLabel(i) }));
  return (
    <Card
      title="Nicht zugeordnet"
      subtitle="Gutschriften ohne erkennbare Rechnung. Ordnen Sie eine von Hand zu, oder legen Sie sie mit Grund als erledigt ab."
      testId="payments-unmatched"
    >
      <div className={styles.stackMd}>
        <LineTable
          label="Nicht zugeordnete Buchungen"
          extraColumns={['Zuordnen']}
          items={data.unmatched}
          emptyText="Keine offenen Buchungen."
          testIdPrefix="unmatched"
        >
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
        </LineTable>
        <ListPager data={data} list="unmatched" onPage={onPage} />
      </div>
    </Card>
  );
}

function DismissedCard({ data, onPage }: ListProps) {
  return (
    <Card
      title="Erledigt"
      subtitle="Buchungen, die keine Rechnung betreffen, mit dem Grund."
      testId="payments-dismissed"
    >
      <div className={styles.stackMd}>
        <LineTable
          label="Als erledigt abgelegte Buchungen"
          extraColumns={['Grund']}
          items={data.dismissed}
          emptyText="Keine abgelegten Buchungen."
          testIdPrefix="dismissed"
        >
          {(line) => (
            <ResponsiveCell label="Grund">
              <div>
                {line.dismissedReason ?? '–'}
                {line.dismissedAt && (
                  <div
                    className={styles.quiet}
                  >{`abgelegt am ${formatCalendarDate(line.dismissedAt.slice(0, 10))}`}</div>
                )}
              </div>
            </ResponsiveCell>
          )}
        </LineTable>
        <ListPager data={data} list="dismissed" onPage={onPage} />
      </div>
    </Card>
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
