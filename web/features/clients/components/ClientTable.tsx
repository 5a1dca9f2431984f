import type { AdminClient } from '../../../../modules/dashboards/contract';
import { formatPhone } from '../../partners';
import { ButtonLink, TextLink } from '../../../components/ui/Link';
import { StatusPill } from '../../../components/ui/StatusPill';
import { CellLines, ResponsiveCell, ResponsiveRow, ResponsiveTable } from '../../../components/ui/ResponsiveTable';
import * as t from '../../../components/ui/ResponsiveTable.css';
import { adminStatusOf } from '../rules/client-status';
import { EmailAddress } from '../../../components/ui/EmailAddress';

const columns = ['Klient', 'Firma', 'Telefon', 'Paket', 'Status', 'Aktion'] as const;

/** The client list: a table on wide screens, one card per client on phones. */
export function ClientTable({ clients }: { clients: AdminClient[] }) {
  return (
    <ResponsiveTable
      label="Klienten"
      columns={columns}
      items={clients}
      emptyText="Keine Klienten gefunden."
      testId="client-table"
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
              />
            </ResponsiveCell>
            <ResponsiveCell label={columns[1]}>{c.company || '–'}</ResponsiveCell>
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
