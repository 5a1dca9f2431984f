import type { ClientDetails } from '../../../../modules/dashboards/contract';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ClientMandateCard } from '../../sepa';
import { clientTabLabels, overviewLimits, type ClientTab } from '../rules/client-tabs';
import { ClientMeetingList } from './ClientMeetingList';
import { ClientPackageItem } from './ClientPackageItem';
import * as styles from './ClientDetails.css';

/** The first 2 packages and first 3 meetings, with a way to the full lists. */
export function ClientOverviewTab({ client, onShow }: { client: ClientDetails; onShow: (tab: ClientTab) => void }) {
  const packages = client.packages.slice(0, overviewLimits.packages);
  const meetings = client.meetings.slice(0, overviewLimits.meetings); // newest first from the server
  return (
    <div className={styles.grid}>
      <Card title="Pakete" testId="overview-packages">
        {packages.length === 0 ? (
          <p className={styles.empty}>Noch kein Paket.</p>
        ) : (
          packages.map((p) => <ClientPackageItem key={p.userPackage.id} pkg={p} />)
        )}
        <ShowAll tab="packages" total={client.packages.length} shown={packages.length} onShow={onShow} />
      </Card>
      <Card title="Letzte Meetings" testId="overview-meetings">
        <ClientMeetingList meetings={meetings} />
        <ShowAll tab="meetings" total={client.meetingsTotal} shown={meetings.length} onShow={onShow} />
      </Card>
      <ClientMandateCard clientId={client.id} />
    </div>
  );
}

interface ShowAllProps {
  tab: 'packages' | 'meetings';
  total: number;
  shown: number;
  onShow: (tab: ClientTab) => void;
}

/** 'Alle 5 Pakete': the way to the tab with the whole list, when the overview shows only part of it. */
function ShowAll({ tab, total, shown, onShow }: ShowAllProps) {
  if (total <= shown) return null;
  return (
    <div>
      <Button variant="ghost" onPress={() => onShow(tab)}>
        Alle {total} {clientTabLabels[tab]}
      </Button>
    </div>
  );
}
