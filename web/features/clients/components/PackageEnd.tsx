import type { ClientDetails } from '../../../../modules/dashboards/contract';
import { cancelPackageRequest, packageKeys, packageMessages } from '../../../../modules/packages/contract';
import { meetingKeys } from '../../../../modules/meetings/contract';
import { Notice } from '../../../components/ui/Notice';
import { cancelPackage } from '../../packages';
import { CompleteMeetingButton, formatMeetingWhen, NotHeldButton } from '../../meetings';
import { ReasonDialogButton } from '../../../components/form/ReasonDialogButton';
import * as styles from './ClientDetails.css';
import { writeMeta } from '../../../api/query-meta';
import { CompletePackageButton } from './CompletePackageButton';

type ClientPackage = ClientDetails['packages'][number];

/**
 * Issue 15, for the admin: the package's overdue meetings to settle first (a package with one
 * neither completes nor is cancelled), 'Paket abschließen' while it is active (issue 32) and
 * 'Paket stornieren' while it is pending or active.
 */
export function PackageEnd({ pkg }: { pkg: ClientPackage }) {
  const up = pkg.userPackage;
  const open = ['pending_acceptance', 'pending_activation', 'active'].includes(up.status);
  const overdue = pkg.overdueMeetings;
  return (
    <>
      {overdue.length ? (
        <div className={styles.item} data-testid="overdue-meetings">
          <Notice>
            {overdue.length === 1 ? 'Ein Meeting ist' : `${overdue.length} Meetings sind`} vorbei, aber nicht
            abgeschlossen. Bitte abschließen oder als „Nicht stattgefunden“ markieren, bevor das Paket endet.
          </Notice>
          {overdue.map((m) => (
            <div key={m.id} className={styles.itemHead}>
              <span className={styles.itemMeta}>
                {formatMeetingWhen(m)} mit {m.partnerName}
              </span>
              <span className={styles.itemActions}>
                <CompleteMeetingButton meeting={m} />
                <NotHeldButton meeting={m} />
              </span>
            </div>
          ))}
        </div>
      ) : null}
      {open ? (
        <span className={styles.itemActions}>
          {up.status === 'active' ? <CompletePackageButton pkg={pkg} /> : null}
          <ReasonDialogButton
            label="Paket stornieren"
            title="Paket stornieren"
            subtitle={up.name}
            confirmLabel="Paket stornieren"
            schema={cancelPackageRequest}
            run={(reason) => cancelPackage(up.id, reason)}
            meta={writeMeta(packageMessages.cancelled, packageMessages.cancelFailed, [
              packageKeys.all,
              meetingKeys.all,
              ['clients'],
            ])}
          >
            <p className={styles.empty}>
              Das Paket endet sofort. Geplante Meetings werden abgesagt (Klient und Accelerator erhalten eine E-Mail),
              ihre reservierten Stunden werden frei.
            </p>
          </ReasonDialogButton>
        </span>
      ) : null}
    </>
  );
}
