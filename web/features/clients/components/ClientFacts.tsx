import type { ClientDetails } from '../../../../modules/dashboards/contract';
import { formatDate } from '../../../../lib/german/format';
import { formatPhone } from '../../partners';
import { Card } from '../../../components/ui/Card';
import { Fact, FactList, Missing } from '../../../components/ui/FactList';

/** Company, phone, active package ('No active package', spec 02 §2) and since when the client is registered. */
export function ClientFacts({ client }: { client: ClientDetails }) {
  return (
    <Card>
      <FactList layout="grid" columns={4} phone={2} gap="lg" look="large" testId="client-facts">
        <Fact label="Firma">{client.company || <Missing />}</Fact>
        <Fact label="Telefon">{client.phone ? formatPhone(client.phone) : <Missing />}</Fact>
        <Fact label="Aktives Paket">{client.activePackage?.name ?? <Missing>No active package</Missing>}</Fact>
        <Fact label="Registriert am">{formatDate(client.createdAt)}</Fact>
      </FactList>
    </Card>
  );
}
