import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { dunningKeys, invoiceKeys, type OpenItem } from '../../../../modules/invoicing/contract';
import { berlinDateOf } from '../../../../lib/german/time';
import { formatCents } from '../../../../lib/german/format';
import { queryCard } from '../../../components/errors/QueryCard';
import { Button } from '../../../components/ui/Button';
import { CellLines, ResponsiveCell, ResponsiveRow, ResponsiveTable } from '../../../components/ui/ResponsiveTable';
import { ClientDetailsLink } from '../../../components/ui/Link';
import { writeMeta } from '../../../api/query-meta';
import { openItemsQuery, sendNextDunningLevel } from '../api/dunning';
import { claimText, lateness, nextLevel, openText } from '../rules/open-item-display';
import { InvoicePaymentsButton } from './InvoicePaymentsButton';
import { ManualPaymentButton } from './ManualPaymentButton';
import { SetOffButton } from './SetOffButton';
import { setOffTargetsOf } from '../rules/set-off-form';
import * as styles from './Dunning.css';

const columns = ['Rechnung', 'Klient', 'Fälligkeit', 'Offen', 'Mahnstufe', 'Aktionen'] as const;

function NextLevelButton({ item }: { item: OpenItem }) {
  const send = useMutation({
    mutationFn: () => sendNextDunningLevel(item.invoiceId),
    meta: writeMeta('Mahnstufe versandt', 'Mahnstufe nicht versandt', [invoiceKeys.all, dunningKeys.openItemsAll]),
  });
  const next = nextLevel(item, berlinDateOf(new Date()));
  if (!next) return null;
  return (
    <span className={styles.nextLevel}>
      <Button variant="secondary" onPress={() => send.mutate()} isPending={send.isPending} isDisabled={!next.ready}>
        {next.label}
      </Button>
      {next.hint ? <span className={styles.muted}>{next.hint}</span> : null}
    </span>
  );
}

/** The office's way to pay a client's credit back (the invoicing feature's refund, given by the page). */
type RefundAction = (invoice: { id: string; number: string; paidCents: number }) => ReactNode;

function OpenItemsTable({ clientId, refund }: { clientId?: string; refund?: RefundAction }) {
  const { data } = useSuspenseQuery(openItemsQuery(clientId));
  return (
    <div className={styles.body}>
      <p className={styles.totals} data-testid="open-items-totals">
        <span>{data.totals.count === 1 ? '1 offene Rechnung' : `${data.totals.count} offene Rechnungen`}</span>
        <span>offen {formatCents(data.totals.openCents)}</span>
        <span>davon überfällig {formatCents(data.totals.overdueCents)}</span>
        {data.totals.creditCount > 0 ? <span>Guthaben von Klienten {formatCents(data.totals.creditCents)}</span> : null}
      </p>
      <ResponsiveTable
        label="Offene Posten"
        columns={columns}
        hiddenColumns={clientId ? ['Klient'] : []}
        items={data.items.map((i) => ({ ...i, id: i.invoiceId }))}
        emptyText="Keine offenen Posten."
        testId="open-items"
        dense
      >
        {(i) => (
          <ResponsiveRow id={i.invoiceId} testId="open-item">
            <ResponsiveCell label={columns[0]} title>
              <CellLines
                main={<span className={styles.number}>{i.number}</span>}
                detail={`Betrag ${formatCents(i.grossCents)}`}
              />
            </ResponsiveCell>
            <ResponsiveCell label={columns[1]}>
              <ClientDetailsLink clientId={i.clientId} name={i.clientName} />
            </ResponsiveCell>
            <ResponsiveCell label={columns[2]}>{lateness(i)}</ResponsiveCell>
            <ResponsiveCell label={columns[3]}>
              {/* A credit's words may wrap ('Guthaben' / the amount): the table fits beside the menu at 1280 px. */}
              <span className={i.credit ? styles.figures : styles.amount}>
                <CellLines
                  main={openText(i)}
                  detail={i.paidCents > 0 ? `bezahlt ${formatCents(i.paidCents)}` : undefined}
                />
              </span>
            </ResponsiveCell>
            <ResponsiveCell label={columns[4]}>
              <CellLines main={i.dunningLevelLabel} detail={claimText(i)} />
            </ResponsiveCell>
            <ResponsiveCell label={columns[5]} className={styles.actionsCell}>
              <span className={styles.actions}>
                {i.credit ? (
                  <>
                    <SetOffButton credit={i} targets={setOffTargetsOf(i, data.items)} />
                    {refund?.({ id: i.invoiceId, number: i.number, paidCents: i.paidCents })}
                  </>
                ) : (
                  <>
                    <NextLevelButton item={i} />
                    <ManualPaymentButton invoice={{ id: i.invoiceId, number: i.number, openCents: i.openCents }} />
                  </>
                )}
                <InvoicePaymentsButton invoice={{ id: i.invoiceId, number: i.number }} />
              </span>
            </ResponsiveCell>
          </ResponsiveRow>
        )}
      </ResponsiveTable>
    </div>
  );
}

/**
 * 'Offene Posten': every open invoice (of one client, or the firm's) with what is open, how late,
 * the dunning level and the claims of § 288 BGB; from here the office sends the next level, books a
 * payment by hand or takes one back. A client's credit (overpaid, or cancelled with money on it)
 * offers the set-off against the client's open invoice ('Guthaben verrechnen') and the refund
 * (`refund`) instead of a payment.
 */
export const OpenItemsSection = queryCard(
  {
    title: 'Offene Posten',
    subtitle: 'Offene Rechnungen mit Mahnstufe, Verzugspauschale und Verzugszinsen (§ 288 BGB).',
    testId: 'open-items-card',
    loadError: 'Die offenen Posten konnten nicht geladen werden.',
  },
  OpenItemsTable,
);
