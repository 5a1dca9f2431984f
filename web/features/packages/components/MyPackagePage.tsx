import { useSuspenseQuery } from '@tanstack/react-query';
import { packageMessages } from '../../../../modules/packages/contract';
import { myPackageQuery } from '../api/packages';
import { isCompletePackage } from '../api/packages-normalize';
import { PackagePageExtras } from '../../dashboards';
import { Card } from '../../../components/ui/Card';
import { Notice } from '../../../components/ui/Notice';
import { EmptyState, Page } from '../../../components/ui/Page';
import { PackageDecisionCard } from './PackageDecisionCard';
import { BillingAddressPrompt, PackageInvoiceCard } from '../../invoicing';
import { PackageOverviewCard } from './PackageOverviewCard';
import { PackagePartnersCard } from './PackagePartnersCard';

/**
 * /package (Mein Paket): the client's package, its partners, and the answer to an offer. Live by
 * pushes. Loaded by the route; a failure is the route's 'Fehler beim Laden der Paketinformationen'.
 */
export function MyPackagePage() {
  const { data: pkg } = useSuspenseQuery(myPackageQuery);

  return (
    <Page title="Mein Paket">
      {!pkg ? (
        <EmptyState title="Noch kein Paket">
          Sobald wir Ihnen ein Paket anbieten, finden Sie es hier. Sie erhalten dazu auch eine E-Mail.
        </EmptyState>
      ) : !isCompletePackage(pkg) || pkg.name === null ? (
        <Card>
          <Notice tone="error">{packageMessages.incomplete}</Notice>
        </Card>
      ) : (
        <>
          <PackageOverviewCard pkg={{ ...pkg, name: pkg.name }} />
          {pkg.status === 'pending_acceptance' ? (
            <>
              {/* The invoice needs the client's address: asked before the binding acceptance (issue 18). */}
              <BillingAddressPrompt />
              <PackageDecisionCard pkg={{ ...pkg, name: pkg.name }} />
            </>
          ) : (
            <PackageInvoiceCard userPackageId={pkg.userPackageId} />
          )}
          <PackagePartnersCard pkg={pkg} />
          <PackagePageExtras />
        </>
      )}
    </Page>
  );
}
