import { activateRequest, type PendingAssignment } from '../../../../modules/packages/contract';
import { defaultSpecialty } from '../../../../modules/partners/contract';
import { formatDate, formatHours } from '../../../../lib/german/format';
import { Button } from '../../../components/ui/Button';
import { sendForm, useAppForm } from '../../../components/form/use-app-form';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';
import { Notice } from '../../../components/ui/Notice';
import { toast } from '../../../components/ui/toast-queue';
import { Fact, FactList } from '../../../components/ui/FactList';
import { paymentRefusal } from '../rules/failure-text';
import { fieldErrors, formErrors } from '../../../lib/validation';
import { adminPriceLabel } from '../rules/format';
import { partnerLabel } from './PartnerAllocationEditor';
import { PaymentConfirmedField } from './PaymentConfirmedField';
import { PackageInvoiceState } from '../../invoicing';
import { useActivatePackage } from './use-activate-package';
import * as styles from './PackageForms.css';

interface Props {
  /** The package to activate; the dialog is open while one is given. */
  assignment: PendingAssignment | null;
  onClose: () => void;
  onActivated?: () => void;
}

/** Activate an offered package once payment is confirmed (spec 02 §2, §5, §8). */
export function ActivatePackageDialog({ assignment, onClose, onActivated }: Props) {
  const mutation = useActivatePackage(() => {
    onClose();
    onActivated?.();
  });
  return (
    <ModalDialog
      title="Activate Package"
      subtitle="Confirm the payment to start the package."
      size="md"
      isOpen={assignment !== null}
      onOpenChange={(open) => !open && onClose()}
      isBusy={mutation.isPending}
    >
      {/* A different package (or none: activated elsewhere meanwhile) starts with a clean form. */}
      {assignment ? (
        <ActivateForm key={assignment.id} assignment={assignment} mutation={mutation} onClose={onClose} />
      ) : null}
    </ModalDialog>
  );
}

const unconfirmed = { paymentConfirmed: false, notes: '' };

function ActivateForm({
  assignment,
  mutation,
  onClose,
}: {
  assignment: PendingAssignment;
  mutation: ReturnType<typeof useActivatePackage>;
  onClose: () => void;
}) {
  // Checked on submit with the contract; a missing confirmation also says so in a toast.
  const form = useAppForm({
    defaultValues: unconfirmed,
    validators: {
      onSubmit: ({ value }) =>
        formErrors({
          ...fieldErrors(activateRequest, value),
          paymentConfirmed: paymentRefusal(value.paymentConfirmed)?.[1],
        }),
    },
    onSubmitInvalid: ({ value }) => {
      const refusal = paymentRefusal(value.paymentConfirmed);
      if (refusal) toast.error(...refusal);
    },
    onSubmit: ({ value }) => mutation.mutate({ id: assignment.id, notes: value.notes.trim() || null }),
  });

  return (
    <>
      <FactList layout="grid" columns={3} phone={2} look="strong">
        <Fact label="Package">{assignment.packageName}</Fact>
        <Fact label="Total Hours">{formatHours(assignment.totalHours)}</Fact>
        <Fact label="Price">{adminPriceLabel(assignment.price)}</Fact>
        <Fact label="Client">{assignment.clientName}</Fact>
        <Fact label="Email" wide>
          {assignment.clientEmail}
        </Fact>
        <Fact label="Assigned">{formatDate(assignment.createdAt)}</Fact>
      </FactList>
      {assignment.isAccepted ? (
        <Notice tone="success">
          <strong className={styles.bannerTitle}>Client Accepted</strong>The client has accepted this package.
        </Notice>
      ) : (
        <Notice tone="info">
          <strong className={styles.bannerTitle}>Pending Client Acceptance</strong>The client has not accepted yet. You
          can still activate the package.
        </Notice>
      )}
      <section className={styles.group} aria-label="Partner Allocations">
        <h3 className={styles.groupLabel}>Partner Allocations</h3>
        <ul className={styles.allocationList}>
          {assignment.partners.map((p) => (
            <li key={p.partnerId} className={styles.allocationItem}>
              <span className={styles.allocationName}>
                {partnerLabel({ name: p.partnerName, specialty: p.partnerSpecialty ?? defaultSpecialty })}
              </span>
              <span className={styles.allocationHours}>{formatHours(p.hours)} h</span>
            </li>
          ))}
        </ul>
      </section>
      <FactList layout="grid" columns={3} phone={2} look="strong">
        <Fact label="Payment Reference">{assignment.paymentReference ?? '–'}</Fact>
        <Fact label="Invoice" wide>
          <PackageInvoiceState clientId={assignment.clientId} userPackageId={assignment.id} />
        </Fact>
      </FactList>
      <PaymentConfirmedField
        form={form}
        fields={{ paymentConfirmed: 'paymentConfirmed' }}
        description="Required: activate only after the payment has arrived."
      />
      <form.AppField name="notes">
        {(field) => <field.TextAreaField label="Activation Notes (optional)" />}
      </form.AppField>
      <div className={styles.group}>
        <h3 className={styles.groupLabel}>What happens next</h3>
        <ul className={styles.nextSteps}>
          <li>The client receives a confirmation e-mail.</li>
          <li>The partners are notified.</li>
          <li>Hour tracking starts.</li>
          <li>The client can schedule meetings.</li>
        </ul>
      </div>
      <DialogActions>
        <Button variant="secondary" onPress={onClose} isDisabled={mutation.isPending}>
          Cancel
        </Button>
        <Button onPress={() => sendForm(form)} isPending={mutation.isPending}>
          Activate Package
        </Button>
      </DialogActions>
    </>
  );
}
