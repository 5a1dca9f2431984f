import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components';
import { formatCalendarDate, formatEuro } from '../../../../lib/german/format';
import {
  paymentKeys,
  paymentSettingsLabels,
  type InvoiceRef,
  type PaymentLineView,
  type StatementUploadResult,
} from '../../../../modules/payments/contract';
import { invoiceKeys } from '../../../../modules/invoicing/contract';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { Notice } from '../../../components/ui/Notice';
import { ResponsiveCell, ResponsiveRow, ResponsiveTable } from '../../../components/ui/ResponsiveTable';
import { SelectField } from '../../../components/ui/SelectField';
import {
  confirmProposal,
  paymentSettingsQuery,
  proposalsQuery,
  savePaymentSettings,
  uploadStatement,
} from '../api/payments';
import * as styles from './PaymentsPage.css';
import { writeMeta } from '../../../api/query-meta';

const euro = (cents: number) => formatEuro(cents / 100);
const invoiceLabel = (i: InvoiceRef) =>
  `${i.number ?? 'Entwurf'} · ${i.clientName ?? 'Klient'} · offen ${euro(i.openCents)}`;

/** /admin/payments: upload a bank statement, confirm what it paid, assign what it did not name. */
export function PaymentsPage() {
  return (
    <div className={styles.cards}>
      <UploadCard />
      <ProposalsCard />
      <UnmatchedCard />
      <SettingsCard />
      <ConfirmedCard />
    </div>
  );
}

function UploadCard() {
  const [result, setResult] = useState<StatementUploadResult | null>(null);
  const upload = useMutation({
    mutationFn: uploadStatement,
    meta: { invalidates: [paymentKeys.all], errorToast: () => null },
    onMutate: () => setResult(null),
    onSuccess: setResult,
  });
  return (
    <Card
      title="Kontoauszug hochladen"
      subtitle="CAMT.053 (XML) oder der CSV-Export Ihrer Bank. Schon bekannte Buchungen werden nicht doppelt angelegt."
      testId="payments-upload"
    >
      <div className={styles.stackMd}>
        <FileTrigger
          acceptedFileTypes={['.xml', '.csv', '.txt', 'text/xml', 'application/xml', 'text/csv']}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) upload.mutate(file);
          }}
        >
          <Button isPending={upload.isPending}>Datei auswählen und hochladen</Button>
        </FileTrigger>
        {result && <Notice tone="success">{`${result.formatLabel}: ${result.message}`}</Notice>}
        {upload.error && <Notice tone="error">{upload.error.message}</Notice>}
      </div>
    </Card>
  );
}

function useConfirm() {
  return useMutation({
    mutationFn: ({ id, invoiceId }: { id: string; invoiceId: string | null }) => confirmProposal(id, invoiceId),
    meta: writeMeta('Zahlung gebucht', 'Die Zahlung konnte nicht gebucht werden', [paymentKeys.all, invoiceKeys.all]),
  });
}

function LineCells({ line }: { line: PaymentLineView }) {
  return (
    <>
      <ResponsiveCell label="Buchungstag" title>
        {formatCalendarDate(line.bookedOn)}
      </ResponsiveCell>
      <ResponsiveCell label="Betrag">
        <span className={styles.amount}>{euro(line.amountCents)}</span>
      </ResponsiveCell>
      <ResponsiveCell label="Auftraggeber">{line.counterpartyName ?? '–'}</ResponsiveCell>
      <ResponsiveCell label="Zweck">
        <span className={styles.purpose}>{line.purpose || '–'}</span>
      </ResponsiveCell>
    </>
  );
}

/** The 'Rechnung' cell of a matched line: the invoice (`children`), and under it how the match was made. */
function MatchedInvoiceCell({ line, children }: { line: PaymentLineView; children: ReactNode }) {
  return (
    <ResponsiveCell label="Rechnung">
      <div>
        {children}
        <div className={styles.quiet}>{line.matchedByLabel}</div>
      </div>
    </ResponsiveCell>
  );
}

/** The bank's lines with their four columns, then the card's own (`extra`) cells per line. */
function LineTable<T extends PaymentLineView>(props: {
  label: string;
  extraColumns: string[];
  hiddenColumns?: string[];
  items: T[];
  emptyText: string;
  testIdPrefix: string;
  children: (line: T) => ReactNode;
}) {
  return (
    <ResponsiveTable
      label={props.label}
      columns={['Buchungstag', 'Betrag', 'Auftraggeber', 'Zweck', ...props.extraColumns]}
      hiddenColumns={props.hiddenColumns}
      items={props.items}
      emptyText={props.emptyText}
    >
      {(line) => (
        <ResponsiveRow id={line.id} testId={`${props.testIdPrefix}-${line.id}`}>
          <LineCells line={line} />
          {props.children(line)}
        </ResponsiveRow>
      )}
    </ResponsiveTable>
  );
}

function ProposalsCard() {
  const { data } = useSuspenseQuery(proposalsQuery);
  const confirm = useConfirm();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Card
      title="Vorschläge"
      subtitle="Buchungen, deren Verwendungszweck eine offene Rechnung nennt."
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
              <MatchedInvoiceCell line={line}>{line.invoice ? invoiceLabel(line.invoice) : '–'}</MatchedInvoiceCell>
              <ResponsiveCell label="Abgleich">{line.amountFitLabel ?? '–'}</ResponsiveCell>
              <ResponsiveCell label="Aktion" inline>
                <Button
                  isPending={confirm.isPending && confirm.variables?.id === line.id}
                  onPress={() =>
                    confirm.mutate({ id: line.id, invoiceId: null }, { onSuccess: (r) => setMessage(r.message) })
                  }
                >
                  Bestätigen
                </Button>
              </ResponsiveCell>
            </>
          )}
        </LineTable>
      </div>
    </Card>
  );
}

function UnmatchedCard() {
  const { data } = useSuspenseQuery(proposalsQuery);
  const confirm = useConfirm();
  const [chosen, setChosen] = useState<Record<string, string | null>>({});
  const options = data.openInvoices.map((i) => ({ id: i.id, label: invoiceLabel(i) }));
  return (
    <Card
      title="Nicht zugeordnet"
      subtitle="Gutschriften ohne erkennbare Rechnung. Ordnen Sie eine von Hand zu, wenn sie zu einer Rechnung gehört."
      testId="payments-unmatched"
    >
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
            </div>
          </ResponsiveCell>
        )}
      </LineTable>
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

function ConfirmedCard() {
  const { data } = useSuspenseQuery(proposalsQuery);
  return (
    <Card title="Zuletzt gebucht" testId="payments-confirmed">
      <LineTable
        label="Zuletzt gebuchte Zahlungen"
        extraColumns={['Rechnung']}
        items={data.confirmed}
        emptyText="Noch keine Zahlungen gebucht."
        testIdPrefix="confirmed"
      >
        {(line) => <MatchedInvoiceCell line={line}>{line.invoice?.number ?? '–'}</MatchedInvoiceCell>}
      </LineTable>
    </Card>
  );
}
