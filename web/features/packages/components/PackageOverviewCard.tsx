import type { ClientPackage } from '../api/packages-normalize';
import { formatDate, formatHours } from '../../../../lib/german/format';
import { Card } from '../../../components/ui/Card';
import { Notice } from '../../../components/ui/Notice';
import { cancelledNote, clientPriceLabel, isLowOnHours } from '../rules/format';
import { Fact, FactList } from '../../../components/ui/FactList';
import { HoursMeter } from './HoursMeter';
import { LowHoursWarning } from './LowHoursWarning';
import { PackageStatusBadge } from './PackageStatusBadge';
import * as styles from './MyPackage.css';

/** Where the package stands, in one sentence per status that needs one. */
function StatusNote({ status, cancelReason }: { status: string | null; cancelReason: string | null }) {
  if (status === 'pending_activation') {
    return (
      <Notice tone="info">
        Vielen Dank für Ihre Annahme. Die Rechnung erhalten Sie per E-Mail; sobald die Zahlung eingegangen ist,
        aktivieren wir Ihr Paket.
      </Notice>
    );
  }
  const cancelled = cancelledNote(status, cancelReason);
  return cancelled ? <Notice tone="info">{cancelled}</Notice> : null;
}

/** Name, status, description, price, hours and dates of the client's package. */
export function PackageOverviewCard({ pkg }: { pkg: ClientPackage & { name: string } }) {
  const showUsage = pkg.status === 'active' || pkg.status === 'expired' || pkg.status === 'completed';
  return (
    <Card testId="package-overview">
      <div className={styles.titleRow}>
        <h2 className={styles.packageName}>{pkg.name}</h2>
        <PackageStatusBadge status={pkg.status} cancelReason={pkg.cancelReason} />
      </div>
      {pkg.description ? <p className={styles.text}>{pkg.description}</p> : null}
      <StatusNote status={pkg.status} cancelReason={pkg.cancelReason} />
      {isLowOnHours(pkg.status, pkg) ? <LowHoursWarning remainingHours={pkg.remainingHours} /> : null}
      {showUsage ? <HoursMeter totalHours={pkg.totalHours} remainingHours={pkg.remainingHours} /> : null}
      <FactList layout="grid" columns={3} phone={2} look="strong">
        <Fact label="Stunden">{formatHours(pkg.totalHours)}</Fact>
        <Fact label="Preis">{clientPriceLabel(pkg.price)}</Fact>
        <Fact label="Angeboten am">{formatDate(pkg.createdAt)}</Fact>
        {pkg.activatedAt ? <Fact label="Aktiviert am">{formatDate(pkg.activatedAt)}</Fact> : null}
        {pkg.expiresAt ? <Fact label="Gültig bis">{formatDate(pkg.expiresAt)}</Fact> : null}
      </FactList>
    </Card>
  );
}
