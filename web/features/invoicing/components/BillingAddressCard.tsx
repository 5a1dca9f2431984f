import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { queryCard } from '../../../components/errors/QueryCard';
import { Card } from '../../../components/ui/Card';
import { Notice } from '../../../components/ui/Notice';
import { billingAddressQuery } from '../api/invoicing';
import { invoicingTexts } from '../rules/texts';
import { BillingAddressForm } from './BillingAddressForm';

function CurrentAddressForm() {
  const { data } = useSuspenseQuery(billingAddressQuery);
  return <BillingAddressForm address={data} submitLabel="Speichern" />;
}

/** /account-settings (clients): the address printed on their invoices. */
export const BillingAddressCard = queryCard(
  {
    title: 'Rechnungsadresse',
    subtitle: 'Diese Anschrift steht auf Ihren Rechnungen.',
    testId: 'billing-address',
    loadError: invoicingTexts.addressLoadFailed,
  },
  CurrentAddressForm,
);

/** /package while an offer waits: asks for a missing billing address before the client accepts. */
export function BillingAddressPrompt() {
  const { data } = useQuery(billingAddressQuery);
  if (data !== null) return null;
  return (
    <Card title="Rechnungsadresse" testId="billing-address-prompt">
      <Notice tone="info">{invoicingTexts.addressAsk}</Notice>
      <BillingAddressForm address={null} submitLabel="Rechnungsadresse speichern" />
    </Card>
  );
}
