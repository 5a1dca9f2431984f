import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage, auditLogQuery, emptyFilter, toAuditFilter } from '../../../features/audit';
import { startLoads } from '../../../lib/route-data';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// `?package=<userPackageId>` opens that package's Verlauf, so it can be linked and survives a reload.
export const Route = createFileRoute('/_app/_admin/admin/audit')({
  validateSearch: (search: Record<string, unknown>): { package?: string } =>
    typeof search.package === 'string' && uuid.test(search.package) ? { package: search.package } : {},
  // The first page of the unfiltered log; it waits and fails in its card, so the page (and a
  // package's Verlauf from the URL) shows at once. The filters live in the page.
  loader: ({ context: { queryClient } }) =>
    startLoads(queryClient.ensureInfiniteQueryData(auditLogQuery(toAuditFilter(emptyFilter)))),
  component: AuditRoute,
});

function AuditRoute() {
  const { package: packageId = null } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AuditLogPage packageId={packageId} onPackage={(id) => void navigate({ search: id ? { package: id } : {} })} />
  );
}
