import {
  adminClientStatusLabels,
  clientStatusLabels,
  type UserPackageStatus,
} from '../../../../modules/packages/contract';
import type { PillTone } from '../../../components/ui/StatusPill';

// Status labels of spec 02 §4 with a calm colour each.

const tones: Record<UserPackageStatus | 'none', PillTone> = {
  active: 'success',
  pending_acceptance: 'warning',
  pending_activation: 'info',
  expired: 'neutral',
  completed: 'neutral',
  cancelled: 'danger',
  withdrawn: 'neutral',
  none: 'neutral',
};

/** The admin client list: 'Aktiv', 'Ausstehend', 'Aktivierung ausstehend', 'Kein Paket' … */
export function adminStatusOf(status: UserPackageStatus | null): { label: string; tone: PillTone } {
  const key = status ?? 'none';
  return { label: adminClientStatusLabels[key], tone: tones[key] };
}

/**
 * A package in the client details: the client-facing labels ('Abgeschlossen', 'Annahme
 * ausstehend' …), except that the admin sees a cancelled package as 'Storniert' (issue 15), as in
 * the client list, not the client's catch-all 'Ausstehend'.
 */
export function packageStatusOf(status: UserPackageStatus): { label: string; tone: PillTone } {
  const label = status === 'cancelled' ? adminClientStatusLabels.cancelled : clientStatusLabels[status];
  return { label: label ?? 'Ausstehend', tone: tones[status] ?? 'neutral' };
}
