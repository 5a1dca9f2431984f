import { z } from 'zod';
import type { AppContext } from '../../server/context';
import { notFound } from '../../server/http/errors';
import { routePlugin } from '../../server/http/route';
import { forbidden, requireClientOrTheirPartner, requireUser } from '../../server/http/access';
import { findUsersByIds } from '../identity';
import {
  packagePartnerViewSchema,
  partnerClientSchema,
  partnerMessages,
  type PackagePartnerView,
  type PartnerClient,
} from './contract';
import type { PackagesPort } from './ports';
import { findProfiles } from './queries';
import { isUuid } from '../../server/db/reads';
import { packageViewFor } from './package-view';

// Read leniently: a partnerId that is no single string is ignored, as if absent.
const partnerQuery = z.object({
  partnerId: z.string().optional().catch(undefined).describe('Admins: die Klienten dieses Accelerators'),
});
// Any uuid-shaped id (a package's, or a mistaken template's: 404 from the lookup); anything else names nothing.
const packageParam = z.object({ id: z.guid() });

/** Routes that need the packages module's data: a partner's clients, the partners of a package. */
export function clientRoutes(ctx: AppContext, packages: PackagesPort) {
  return routePlugin('partners', (api) => {
    // A partner sees only their own clients (those they coach now: an offer the client has not
    // accepted lists nobody); an admin may name a partner with ?partnerId=.
    api.get('/api/partner-clients/my-clients', {
      access: ['partner'],
      summary: 'Die Klienten eines Accelerators mit ihren Stunden',
      query: partnerQuery,
      responses: {
        200: { description: 'Die Klienten', body: z.array(partnerClientSchema) },
        403: 'Fremde Klienten',
        404: `${partnerMessages.notFound} (partnerId ist keine gültige Kennung)`,
      },
      handler: async (request) => {
        const viewer = requireUser(request);
        const asked = request.query.partnerId || viewer.id;
        if (asked !== viewer.id && viewer.role !== 'admin') throw forbidden();
        // Not an id at all: no such partner (Postgres would refuse it as a uuid with a 500).
        if (!isUuid(asked)) throw notFound(partnerMessages.notFound);
        const entries = await packages.coachedPackagesOf(ctx.db, asked);
        const clients = await findUsersByIds(
          ctx.db,
          entries.map((e) => e.clientId),
        );
        return entries.flatMap((e): PartnerClient[] => {
          const c = clients.get(e.clientId);
          if (!c) return [];
          return [
            {
              id: c.id,
              name: c.name,
              email: c.email,
              phone: c.phone,
              company: c.company,
              userPackageId: e.userPackageId,
              packageName: e.packageName,
              packageStatus: e.status,
              totalHours: e.totalHours,
              remainingHours: e.remainingHours,
              reservedHours: e.reservedHours,
            },
          ];
        });
      },
    });

    // The partners allocated on a client's package, with their hours: the client, those partners and admins.
    api.get('/api/partners/package/:id', {
      access: 'signedIn',
      notFound: partnerMessages.detailsInPackageFailed,
      summary: 'Die Acceleratoren eines Klientenpakets mit ihren Stunden',
      params: packageParam,
      responses: {
        200: { description: 'Die Acceleratoren', body: z.array(packagePartnerViewSchema) },
        403: 'Weder Klient, Accelerator dieses Pakets noch Admin',
      },
      handler: async (request) => {
        const pkg = await packages.findUserPackage(ctx.db, request.params.id);
        if (!pkg) throw notFound(partnerMessages.detailsInPackageFailed);
        const allocations = await packages.allocationsOf(ctx.db, request.params.id);
        const viewer = await requireClientOrTheirPartner(request, pkg.user_id, (partnerId) =>
          allocations.some((a) => a.partner_id === partnerId),
        );
        const ids = allocations.map((a) => a.partner_id);
        const [users, rows] = await Promise.all([findUsersByIds(ctx.db, ids), findProfiles(ctx.db, ids)]);
        return allocations.flatMap((a): PackagePartnerView[] => {
          const user = users.get(a.partner_id);
          if (!user) return [];
          const view = packageViewFor(
            viewer,
            pkg.user_id,
            rows.find((r) => r.user_id === a.partner_id),
            user,
          );
          return [
            {
              ...view,
              assignedHours: Number(a.total_hours),
              remainingHours: Number(a.total_hours) - Number(a.consumed_hours),
            },
          ];
        });
      },
    });
  });
}
