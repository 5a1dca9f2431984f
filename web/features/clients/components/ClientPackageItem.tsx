import type { ClientDetails } from '../../../../modules/dashboards/contract';
import { formatDate, formatHours, hoursText } from '../../../../lib/german/format';
import { UsageChart } from '../../dashboards';
import { usedPercent } from '../../packages';
import { ProgressMeter } from '../../../components/ui/ProgressMeter';
import { StatusPill } from '../../../components/ui/StatusPill';
import { packageStatusOf } from '../rules/client-status';
import * as styles from './ClientDetails.css';
import { PackageEnd } from './PackageEnd';

type ClientPackage = ClientDetails['packages'][number];

/**
 * One package of the client: status, dates, hours bar (remaining/total and percent); on the
 * packages tab also the monthly chart, the overdue meetings to settle and 'Paket stornieren'.
 */
export function ClientPackageItem({ pkg, withChart = false }: { pkg: ClientPackage; withChart?: boolean }) {
  const up = pkg.userPackage;
  const status = packageStatusOf(up.status);
  const percent = usedPercent(up.totalHours, up.remainingHours);
  return (
    <div className={styles.packageCard} data-testid="client-package">
      <div className={styles.itemHead}>
        <span className={styles.itemTitle}>{up.name}</span>
        <StatusPill tone={status.tone} testId="client-package-status">
          {status.label}
        </StatusPill>
      </div>
      <div className={styles.dates}>
        <span>Aktiviert am: {formatDate(up.activatedAt)}</span>
        <span>{up.endedAt ? `Beendet am: ${formatDate(up.endedAt)}` : `Läuft ab am: ${formatDate(up.expiresAt)}`}</span>
      </div>
      <ProgressMeter
        label={`${formatHours(up.remainingHours)} von ${hoursText(up.totalHours)} übrig`}
        percent={percent}
        valueLabel={`${percent} % genutzt`}
        tone={up.status === 'active' && up.remainingHours < 5 ? 'warning' : 'default'}
      />
      {withChart ? <UsageChart usage={pkg.usageByMonth} from={up.activatedAt} to={up.endedAt ?? up.expiresAt} /> : null}
      {up.cancelReason ? <span className={styles.itemMeta}>Storniert: {up.cancelReason}</span> : null}
      {up.rating !== null ? (
        <span className={styles.itemMeta} data-testid="client-package-rating">
          Bewertung des Klienten: {up.rating} von 5 Sternen
          {up.ratingComment ? <> – „{up.ratingComment}“</> : null}
        </span>
      ) : null}
      {withChart ? <PackageEnd pkg={pkg} /> : null}
    </div>
  );
}
