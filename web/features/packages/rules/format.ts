import {
  clientPackageStatusLabel,
  clientStatusLabels,
  hoursRunLow,
  packageMessages,
  type UserPackageStatus,
} from '../../../../modules/packages/contract';
import { formatEuro } from '../../../../lib/german/format';

// How package figures read on screen: the spec's labels; numbers and euro from lib/german/format.

/** Admin lists show 'Custom' where there is no price (spec 02 §9). */
export function adminPriceLabel(price: number | null | undefined): string {
  return price ? formatEuro(price) : packageMessages.customPriceAdmin;
}

/** The client sees 'Individueller Preis' where there is no price. */
export function clientPriceLabel(price: number | null | undefined): string {
  return price ? formatEuro(price) : packageMessages.customPrice;
}

const isStatus = (s: string | null): s is UserPackageStatus => s !== null && s in clientStatusLabels;

/** Spec 02 §4: the client's labels (a declined offer 'Abgelehnt'); anything unknown reads 'Ausstehend'. */
export function clientStatusLabel(status: string | null, cancelReason: string | null = null): string {
  return isStatus(status) ? clientPackageStatusLabel(status, cancelReason) : 'Ausstehend';
}

/**
 * The note under a cancelled package. A client's decline sets no reason; the firm's cancellation
 * (issue 15, also of an active package) always has one, so only a reason-less one was declined.
 */
export function cancelledNote(status: string | null, cancelReason: string | null): string | null {
  if (status !== 'cancelled') return null;
  return cancelReason ? 'Dieses Paket wurde storniert.' : 'Sie haben dieses Angebot abgelehnt.';
}

type StatusTone = 'success' | 'warning' | 'info' | 'neutral';

/** Active is green (spec); what waits on the client is amber, on the firm blue; the rest grey. */
export function statusTone(status: string | null): StatusTone {
  if (status === 'active') return 'success';
  if (status === 'pending_acceptance') return 'warning';
  if (status === 'pending_activation') return 'info';
  return 'neutral';
}

/** 'Wenige Stunden übrig' for an active package whose hours run low (`hoursRunLow`). */
export function isLowOnHours(status: string | null, hours: { totalHours: number; remainingHours: number }): boolean {
  return status === 'active' && hoursRunLow(hours);
}

/** Used share of the total hours, rounded (spec 02 §9). */
export function usedPercent(totalHours: number, remainingHours: number): number {
  if (totalHours <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round(((totalHours - remainingHours) / totalHours) * 100)));
}
