import type PgBoss from 'pg-boss';
import type { AppContext } from '../../server/context';
import type { EventModule } from '../../server/eventstore';
import { packagesProjections } from './projections';
import { packagesPush } from './push';
import { ensurePresetTemplates } from './presets';
import { startPackageJobs } from './jobs';
import { evolveTemplate, initialTemplateState } from './decide-template';
import { evolveUserPackage, initialUserPackageState } from './decide-user-package';
import { templateStreamType, userPackageStreamType } from './events';
import { packagesErasure, packagesPersonal } from './erasure';

export { packagesRoutes } from './routes';
export { userPackageAppend, expireDuePackages, offerPackage, acceptPackage, activatePackage } from './commands';
export { PackagesDomainError } from './errors';
export { queuePackageMails } from './notifications';
export { packagesErrorToHttp, mapPackagesErrors } from './http-errors';
export { clientsOfPartner, partnersOfClient, partnerHasClient, currentPackagesByClient, packageCountsByClient, packageDetails, packageDetailsOfClient, packageStats, partnerHasAllocations, packagesOfClient, currentUserPackage, findUserPackage, findUserPackages, allocationsOf } from './queries';
export { toUserPackageStreamId } from './events';

export const packagesModule: EventModule = {
  name: 'packages',
  labels: { TemplateCreated: 'Paketvorlage angelegt', TemplateUpdated: 'Paketvorlage geändert', TemplateDeleted: 'Paketvorlage gelöscht', PackageOffered: 'Paket angeboten', PackageAccepted: 'Paket angenommen', PackageDeclined: 'Paket abgelehnt', PackageActivated: 'Paket aktiviert', PackageCompleted: 'Paket abgeschlossen', PackageExpired: 'Paket abgelaufen', PackageRated: 'Paket bewertet', HoursReserved: 'Stunden reserviert', ReservationReleased: 'Reservierung freigegeben', HoursConsumed: 'Stunden verbraucht' },
  projections: [...packagesProjections, packagesErasure],
  personal: packagesPersonal,
  streams: {
    [userPackageStreamType]: { initialState: initialUserPackageState, evolve: evolveUserPackage as never },
    [templateStreamType]: { initialState: initialTemplateState, evolve: evolveTemplate as never },
  },
  push: packagesPush,
};

/** Start-up work: preset templates, the daily expiry cron. */
export async function startPackages(ctx: AppContext, boss: PgBoss): Promise<void> {
  await ensurePresetTemplates(ctx);
  await startPackageJobs(boss, ctx);
}
