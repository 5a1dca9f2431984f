import type { AdminClient } from '../../../../modules/dashboards/contract';
import { formatPhone } from '../../partners';
import { ButtonLink, TextLink } from '../../../components/ui/Link';
import { StatusPill } from '../../../components/ui/StatusPill';
import { CellLines, ResponsiveCell, ResponsiveRow, ResponsiveTable } from '../../../components/ui/ResponsiveTable';
import * as t from '../../../components/ui/ResponsiveTable.css';
import { adminStatusOf } from '../rules/client-status';
import { EmailAddress } from '../../../components/ui/EmailAddress';
import * as styles from './ClientList.css';

const columns = ['Klient', 'Firma', 'Telefon', 'Paket', 'Status', 'Aktion'] as const;

/**
 * The client list: a table on wide screens, one card per client on phones. On a laptop (below
 * 1440 px) the company moves under the name, so the six columns and 'Aktion' fit the page (issue 32:
 * at 1280 px a long row pushed 'Aktion' out of sight).
 */
export function ClientTable({ clients }: { clients: AdminClient[] }) {
  return (
    <ResponsiveTable
      label="Klienten"
      columns={columns}
      items={clients}
      emptyText="Keine Klienten gefunden."
      testId="client-table"
      columnClassName={(column) => (column === 'Firma' ? styles.companyColumn : undefined)}
    >
      {(c) => {
        const status = adminStatusOf(c.packageStatus);
        return (
          <ResponsiveRow id={c.id} testId="client-row">
            <ResponsiveCell label={columns[0]} title>
              <CellLines
                main={
                  <TextLink to="/admin/clients/$clientId" params={{ clientId: c.id }}>
                    {c.name}
                  </TextLink>
                }
                detail={<EmailAddress email={c.email} />}
              >
                {c.company ? <span className={styles.companyLine}>{c.company}</span> : null}
              </CellLines>
            </ResponsiveCell>
            <ResponsiveCell label={columns[1]} className={styles.companyColumn}>
              {c.company || '–'}
            </ResponsiveCell>
            <ResponsiveCell label={columns[2]}>
              <span className={t.nowrap}>{c.phone ? formatPhone(c.phone) : '–'}</span>
            </ResponsiveCell>
            <ResponsiveCell label={columns[3]}>{c.packageName ?? '–'}</ResponsiveCell>
            <ResponsiveCell label={columns[4]} inline>
              <StatusPill tone={status.tone} testId="client-status">
                {status.label}
              </StatusPill>
            </ResponsiveCell>
            <ResponsiveCell label={columns[5]} inline>
              <ButtonLink
                to="/admin/clients/$clientId"
                params={{ clientId: c.id }}
                variant="secondary"
                aria-label={`Details: ${c.name}`}
              >
                Details
              </ButtonLink>
            </ResponsiveCell>
          </ResponsiveRow>
        );
      }}
    </ResponsiveTable>
  );
}
