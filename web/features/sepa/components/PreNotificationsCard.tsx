import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { formatCalendarDate, formatCents } from '../../../../lib/german/format';
import { sepaMessages, type PreNotification } from '../../../../modules/sepa/contract';
import { queryCard } from '../../../components/errors/QueryCard';
import { ResponsiveCell, ResponsiveRow, ResponsiveTable } from '../../../components/ui/ResponsiveTable';
import { StatusPill } from '../../../components/ui/StatusPill';
import { mandateQuery, preNotificationsQuery } from '../api/sepa';
import * as styles from './Sepa.css';

const columns = ['Rechnung', 'Betrag', 'Einzug am', 'Mandatsreferenz', 'Gläubiger-ID', 'Status'] as const;

function PreNotificationTable() {
  const { data } = useSuspenseQuery(preNotificationsQuery);
  return (
    <ResponsiveTable
      label="Vorabankündigungen"
      columns={columns}
      items={data.map((p) => ({ ...p, id: p.invoiceId }))}
      emptyText="Zurzeit ist keine Lastschrift angekündigt."
      testId="pre-notifications"
    >
      {(p: PreNotification & { id: string }) => (
        <ResponsiveRow id={p.id} testId="pre-notification">
          <ResponsiveCell label={columns[0]} title>
            {p.invoiceNumber}
          </ResponsiveCell>
          <ResponsiveCell label={columns[1]}>
            <span className={styles.amount}>{formatCents(p.amountCents)}</span>
          </ResponsiveCell>
          <ResponsiveCell label={columns[2]}>{formatCalendarDate(p.collectionDate)}</ResponsiveCell>
          <ResponsiveCell label={columns[3]}>
            <span className={styles.mono}>{p.mandateReference}</span>
          </ResponsiveCell>
          <ResponsiveCell label={columns[4]}>
            <span className={styles.mono}>{p.creditorId}</span>
          </ResponsiveCell>
          <ResponsiveCell label={columns[5]} inline>
            <StatusPill tone={p.submitted ? 'info' : 'neutral'}>
              {p.submitted ? 'Lastschrift eingereicht' : 'Angekündigt'}
            </StatusPill>
          </ResponsiveCell>
        </ResponsiveRow>
      )}
    </ResponsiveTable>
  );
}

const PreNotificationsList = queryCard(
  {
    title: 'Angekündigte Lastschriften',
    subtitle: 'Diese Beträge ziehen wir an den genannten Tagen von Ihrem Konto ein.',
    testId: 'sepa-pre-notifications',
    loadError: sepaMessages.loadFailed,
  },
  PreNotificationTable,
);

/**
 * /invoices: the pre-notification of each debit (Vorabankündigung): amount, day, mandate reference
 * and creditor id. Only for a client with a mandate, or with a debit still announced (one submitted
 * before a revocation); to others an empty card about debits says nothing.
 */
export function PreNotificationsCard() {
  const announced = useQuery(preNotificationsQuery).data;
  const mandate = useQuery(mandateQuery()).data;
  // Nothing until an answer says there is something to show: no empty card that then goes away.
  return mandate?.mandate || announced?.length ? <PreNotificationsList /> : null;
}
