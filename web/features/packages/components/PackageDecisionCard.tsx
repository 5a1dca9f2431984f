import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { declineRequest } from '../../../../modules/packages/contract';
import { billingAddressRequest } from '../../../../modules/invoicing/contract';
import { AddressFields, billingAddressQuery } from '../../invoicing';
import type { ClientPackage } from '../api/packages-normalize';
import { sendForm, useAppForm } from '../../../components/form/use-app-form';
import { formSchema } from '../../../lib/validation';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/ModalDialog';
import { clientPriceLabel } from '../rules/format';
import { useAcceptPackage, useDeclinePackage } from './use-package-decision';
import * as styles from './MyPackage.css';

const noReason = { reason: '' };
const declineReason = declineRequest.pick({ reason: true });
const noAddress = { street: '', postalCode: '', city: '', country: 'DE' };
const addressFields = { street: 'street', postalCode: 'postalCode', city: 'city', country: 'country' } as const;

/** Accept (binding, so confirmed first) or decline (optional reason) an offered package (spec 02 §4, §5). */
export function PackageDecisionCard({ pkg }: { pkg: ClientPackage & { name: string } }) {
  const [asking, setAsking] = useState<'accept' | 'decline' | null>(null);
  const close = () => setAsking(null);
  const accept = useAcceptPackage(close);
  const decline = useDeclinePackage(close);
  // The user package id; a lenient server may only give the template id, which it also accepts.
  const packageId = (pkg.userPackageId ?? pkg.packageId)!;
  // Without a billing address on file the invoice the acceptance promises could not be made: the
  // dialog asks for it and the acceptance carries it (saved in the same step).
  const needsAddress = useQuery(billingAddressQuery).data === null;
  const acceptForm = useAppForm({
    defaultValues: noAddress,
    validators: { onSubmit: formSchema(billingAddressRequest, noAddress) },
    onSubmit: ({ value }) => accept.mutate({ packageId, billingAddress: billingAddressRequest.parse(value) }),
  });
  const declineForm = useAppForm({
    defaultValues: noReason,
    validators: { onSubmit: formSchema(declineReason, noReason) },
    onSubmit: ({ value }) => decline.mutate({ packageId, reason: value.reason.trim() || null }),
  });

  return (
    <Card
      title="Ihre Entscheidung"
      subtitle="Bitte prüfen Sie das Angebot und nehmen Sie es an oder lehnen Sie es ab."
      testId="package-decision"
    >
      <p className={styles.text}>
        Mit der Annahme nehmen Sie das Angebot verbindlich an. Sie erhalten die Rechnung per E-Mail; nach
        Zahlungseingang wird Ihr Paket aktiviert und Sie können Termine mit Ihren Acceleratoren planen.
      </p>
      <div className={styles.actions}>
        <Button onPress={() => setAsking('accept')}>Paket annehmen</Button>
        <Button variant="secondary" onPress={() => setAsking('decline')}>
          Ablehnen
        </Button>
      </div>

      <ConfirmDialog
        title="Paket verbindlich annehmen?"
        isOpen={asking === 'accept'}
        onCancel={close}
        onConfirm={() => (needsAddress ? sendForm(acceptForm) : accept.mutate({ packageId }))}
        isPending={accept.isPending}
        confirmLabel="Verbindlich annehmen"
      >
        <p className={styles.text}>
          Sie nehmen das Paket „{pkg.name}“ ({clientPriceLabel(pkg.price)}) verbindlich an. Die Rechnung erhalten Sie
          per E-Mail, zahlbar innerhalb von 14 Tagen.
        </p>
        {needsAddress ? (
          <>
            <p className={styles.text}>Für die Rechnung brauchen wir Ihre Rechnungsadresse:</p>
            <AddressFields form={acceptForm} fields={addressFields} />
          </>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        title="Paket ablehnen?"
        role="dialog"
        isOpen={asking === 'decline'}
        onCancel={close}
        onConfirm={() => sendForm(declineForm)}
        isPending={decline.isPending}
        confirmLabel="Paket ablehnen"
        confirmVariant="danger"
      >
        <p className={styles.text}>
          Sie lehnen das Angebot „{pkg.name}“ ab. Wenn Sie möchten, nennen Sie uns den Grund.
        </p>
        <declineForm.AppField name="reason">
          {(field) => <field.TextAreaField label="Grund (optional)" />}
        </declineForm.AppField>
      </ConfirmDialog>
    </Card>
  );
}
