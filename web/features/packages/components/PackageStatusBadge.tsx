import { StatusPill } from '../../../components/ui/StatusPill';
import { clientStatusLabel, statusTone } from '../rules/format';

/** The client's status label and colour (spec 02 §4: active 'Aktiv' in green). */
export function PackageStatusBadge({ status, cancelReason }: { status: string | null; cancelReason: string | null }) {
  return (
    <StatusPill tone={statusTone(status)} testId="package-status" status={status ?? ''} large>
      {clientStatusLabel(status, cancelReason)}
    </StatusPill>
  );
}
