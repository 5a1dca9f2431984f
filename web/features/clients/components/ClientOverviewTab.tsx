import type { ClientDetails } from '../../../../modules/dashboards/contract';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { overviewLimits, type ClientTab } from '../rules/client-tabs';
import { ClientMeetingList, newestFirst } from './ClientMeetingList';
import { ClientPackageItem } from './ClientPackageItem';
import * as styles from './ClientDetails.css';

/** The first 2 packages and first 3 meetings, with a way to the full lists. */
export function ClientOverviewTab({ client, onShow }: { client: ClientDetails; onShow: (tab: ClientTab) => void }) {
  const packages = client.packages.slice(0, overviewLimits.packages);
  const meetings = newestFirst(client.meetings).slice(0, overviewLimits.meetings);
  return (
    <div className={styles.grid}>
      <Card title="Pakete" testId="overview-packages">
        {packages.length === 0 ? (
          <p className={styles.empty}>Noch kein Paket.</p>
        ) : (
          packages.map((p) => <ClientPackageItem key={p.userPackage.id} pkg={p} />)
        )}
        {client.packages.length > packages.length ? (
          <div>
            <Button variant="ghost" onPress={() => onShow('packages')}>
              Alle {client.packages.length} Pakete
            </Button>
          </div>
        ) : null}
      </Card>
      <Card title="Letzte Meetings" testId="overview-meetings">
        <ClientMeetingList meetings={meetings} />
        {client.meetings.length > meetings.length ? (
          <div>
            <Button variant="ghost" onPress={() => onShow('meetings')}>
              Alle {client.meetings.length} Meetings
            </Button>
          </div>
        ) : null}
      </Card>
    </div>
  );
}
