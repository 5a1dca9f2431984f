import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import type { AdminClient } from '../../../../modules/dashboards/contract';
import { formatPhone } from '../../partners/rules/phone';
import { ButtonLink, TextLink } from '../../../components/ui/Link';
import { StatusPill } from '../../../components/ui/StatusPill';
import * as t from '../../../components/ui/ResponsiveTable.css';
import { adminStatusOf } from '../rules/client-status';

const columns = ['Klient', 'Firma', 'Telefon', 'Paket', 'Status', 'Aktion'] as const;

/** The client list: a table on wide screens, one card per client on phones. */
export function ClientTable({ clients }: { clients: AdminClient[] }) {
  return (
    <div className={t.wrapper}>
      <Table aria-label="Klienten" className={t.table} data-testid="client-table">
        <TableHeader className={t.header}>
          {columns.map((c, i) => <Column key={c} isRowHeader={i === 0} className={t.column}>{c}</Column>)}
        </TableHeader>
        <TableBody items={clients} className={t.body} renderEmptyState={() => <div className={t.empty}>Keine Klienten gefunden.</div>}>
          {(c) => {
            const status = adminStatusOf(c.packageStatus);
            return (
              <Row id={c.id} className={t.row} data-testid="client-row">
                <Cell className={[t.cell, t.titleCell].join(' ')} data-label={columns[0]}>
                  <span>
                    <span className={t.strong}>
                      <TextLink to="/admin/clients/$clientId" params={{ clientId: c.id }}>{c.name}</TextLink>
                    </span>
                    <span className={t.muted}>{c.email}</span>
                  </span>
                </Cell>
                <Cell className={t.cell} data-label={columns[1]}>{c.company || '–'}</Cell>
                <Cell className={t.cell} data-label={columns[2]}><span className={t.nowrap}>{c.phone ? formatPhone(c.phone) : '–'}</span></Cell>
                <Cell className={t.cell} data-label={columns[3]}>{c.packageName ?? '–'}</Cell>
                <Cell className={t.cell} data-label={columns[4]}><span><StatusPill tone={status.tone} testId="client-status">{status.label}</StatusPill></span></Cell>
                <Cell className={t.cell} data-label={columns[5]}>
                  <span>
                    <ButtonLink to="/admin/clients/$clientId" params={{ clientId: c.id }} variant="secondary" aria-label={`Details: ${c.name}`}>Details</ButtonLink>
                  </span>
                </Cell>
              </Row>
            );
          }}
        </TableBody>
      </Table>
    </div>
  );
}
