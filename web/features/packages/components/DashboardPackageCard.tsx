import { useSuspenseQuery } from '@tanstack/react-query';
import { packageMessages } from '../../../../modules/packages/contract';
import { myPackageQuery } from '../api/packages';
import type { ClientPackage } from '../api/packages-normalize';
import { queryCard } from '../../../components/errors/QueryCard';
import { ButtonLink } from '../../../components/ui/Link';
import { hoursText } from '../../../../lib/german/format';
import { isLowOnHours } from '../rules/format';
import { HoursMeter } from './HoursMeter';
import { LowHoursWarning } from './LowHoursWarning';
import { PackageStatusBadge } from './PackageStatusBadge';
import * as styles from './MyPackage.css';

function Summary({ pkg }: { pkg: ClientPackage }) {
  return (
    <>
      <div className={styles.titleRow}>
        <h3 className={styles.cardPackageName}>{pkg.name ?? 'Ihr Paket'}</h3>
        <PackageStatusBadge status={pkg.status} cancelReason={pkg.cancelReason} />
      </div>
      {pkg.status === 'pending_acceptance' ? (
        <p className={styles.text}>Ein Paketangebot wartet auf Ihre Antwort.</p>
      ) : null}
      {pkg.status === 'pending_activation' ? (
        <p className={styles.text}>Ihr Paket wird nach Zahlungseingang aktiviert.</p>
      ) : null}
      {isLowOnHours(pkg.status, pkg) ? <LowHoursWarning remainingHours={pkg.remainingHours} /> : null}
      {pkg.status === 'active' ? <HoursMeter totalHours={pkg.totalHours} remainingHours={pkg.remainingHours} /> : null}
      {pkg.status !== 'active' && pkg.totalHours > 0 ? (
        <p className={styles.text}>
          {hoursText(pkg.totalHours)} mit {pkg.partners.length}{' '}
          {pkg.partners.length === 1 ? 'Accelerator' : 'Acceleratoren'}
        </p>
      ) : null}
    </>
  );
}

/** The client dashboard's package card with the way to /package (spec 02 §2). */
export const DashboardPackageCard = queryCard(
  { title: 'Mein Paket', testId: 'dashboard-package', loadError: packageMessages.loadError },
  PackageCardContent,
);

function PackageCardContent() {
  const { data: pkg } = useSuspenseQuery(myPackageQuery);
  return (
    <>
      {pkg ? (
        <Summary pkg={pkg} />
      ) : (
        <p className={styles.text}>Sie haben noch kein Paket. Sobald wir Ihnen eines anbieten, sehen Sie es hier.</p>
      )}
      <div>
        <ButtonLink to="/package" variant={pkg?.status === 'pending_acceptance' ? 'primary' : 'secondary'}>
          {pkg?.status === 'pending_acceptance' ? 'Angebot ansehen' : 'Zu Mein Paket'}
        </ButtonLink>
      </div>
    </>
  );
}
