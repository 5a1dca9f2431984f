import type PgBoss from 'pg-boss';
import type { AppContext } from '../../server/context';
import type { EventModule } from '../../server/eventstore';
import { packagesPrivacy } from './privacy';
import { packagesProjections } from './projections';
import { clientStandingProjection } from './standing';
import { packageTalliesProjection } from './tallies';
import { packagesPush } from './push';
import { ensurePresetTemplates } from './presets';
import { startPackageJobs } from './jobs';
import { templateDecider } from './decide-template';
import { userPackageDecider } from './user-package';
import { packagesErasure } from './erasure';
import { packageMailReactions } from './notifications';
import { clientLeavesReactions } from './client-leaves';

export { packagesRoutes } from './routes';
export { expireDuePackages, offerPackage } from './commands';
export { userPackageDecider, type UserPackageCommand } from './user-package';
export { packagesErrors } from './errors';
export {
  userPackageEventTypes,
  type PackageAccepted,
  type PackageActivated,
  type PackageCancelled,
  type PackageEnded,
} from './events';
export { ACCOUNT_DELETED_REASON } from './contract';
export {
  bookablePackages,
  openAllocationsOfPartner,
  coachesClient,
  coachesOfClient,
  coachedPackagesOf,
  packageCountsByClient,
  packageDetails,
  packageDetailsOfClient,
  packageStats,
  partnerHasAllocations,
  currentUserPackage,
  findUserPackage,
  findUserPackages,
  allocationsOf,
} from './queries';
export { clientStandingQuery, currentActivePackagesQuery } from './list-queries';
export { currentPackagesActivatedSince, formerClientCount } from './counts';
export { packagesActivatedBefore, type SoldPackageFact } from './report-facts';
export const packagesModule: EventModule = {
  name: 'packages',
  labels: {
    TemplateCreated: 'Paketvorlage angelegt',
    TemplateUpdated: 'Paketvorlage geändert',
    TemplateDeleted: 'Paketvorlage gelöscht',
    PackageOffered: 'Paket angeboten',
    PackageAccepted: 'Paket angenommen',
    PackageDeclined: 'Paket abgelehnt',
    OfferWithdrawn: 'Angebot zurückgezogen',
    PackageActivated: 'Paket aktiviert',
    PackageCompleted: 'Paket abgeschlossen',
    PackageExpired: 'Paket abgelaufen',
    PackageCancelled: 'Paket storniert',
    PackageRated: 'Paket bewertet',
    HoursReserved: 'Stunden reserviert',
    ReservationReleased: 'Reservierung freigegeben',
    HoursConsumed: 'Stunden verbraucht',
    AllocationMoved: 'Stunden übertragen',
  },
  // The tallies first: they read each package's row as it was before the event; the standing after it.
  projections: [packageTalliesProjection, ...packagesProjections, clientStandingProjection, packagesErasure],
  privacy: packagesPrivacy,
  streams: [userPackageDecider, templateDecider],
  push: packagesPush,
  reactions: [...packageMailReactions, ...clientLeavesReactions],
};

/** Start-up work: preset templates, the daily expiry cron. */
export async function startPackages(ctx: AppContext, boss: PgBoss): Promise<void> {
  await ensurePresetTemplates(ctx);
  await startPackageJobs(boss, ctx);
}
