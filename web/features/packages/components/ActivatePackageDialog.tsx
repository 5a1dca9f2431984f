import { useState } from 'react';
import { packageMessages, type PendingAssignment } from '../../../../modules/packages/contract';
import { defaultSpecialty } from '../../../../modules/partners/contract';
import { formatDate, formatHours } from '../../../../lib/german/format';
import { Button } from '../../../components/ui/Button';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';
import { Notice } from '../../../components/ui/Notice';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { toast } from '../../../components/ui/toast-queue';
import { Fact, FactList } from '../../../components/ui/FactList';
import { splitMessage } from '../rules/failure-text';
import { adminPriceLabel } from '../rules/format';
import { partnerLabel } from './PartnerAllocationEditor';
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
  const [confirmed, setConfirmed] = useState(false);
  const [notes, setNotes] = useState('');
  const [paymentError, setPaymentError] = useState<string>();
  // A different package (or none: activated elsewhere meanwhile) starts with a clean form.
  const [formFor, setFormFor] = useState(assignment?.id);
  if (formFor !== assignment?.id) {
    setFormFor(assignment?.id);
    setConfirmed(false);
    setNotes('');
    setPaymentError(undefined);
  }

  const close = () => onClose();
  const mutation = useActivatePackage(() => {
    close();
    onActivated?.();
  });

  const submit = () => {
    if (!assignment) return;
    if (!confirmed) {
      const [title, text] = splitMessage(packageMessages.paymentRequired);
      toast.error(title, text);
      setPaymentError(text);
      return;
    }
    mutation.mutate({ id: assignment.id, notes: notes.trim() || null });
  };

  return (
    <ModalDialog title="Activate Package" subtitle="Confirm the payment to start the package." size="md" isOpen={assignment !== null} onOpenChange={(open) => !open && close()} isBusy={mutation.isPending}>
      {assignment ? (
        <>
          <FactList layout="grid" columns={3} phone={2} look="strong">
            <Fact label="Package">{assignment.packageName}</Fact>
            <Fact label="Total Hours">{formatHours(assignment.totalHours)}</Fact>
            <Fact label="Price">{adminPriceLabel(assignment.price)}</Fact>
            <Fact label="Client">{assignment.clientName}</Fact>
            <Fact label="Email" wide>{assignment.clientEmail}</Fact>
            <Fact label="Assigned">{formatDate(assignment.createdAt)}</Fact>
          </FactList>
          {assignment.isAccepted ? (
            <Notice tone="success"><strong className={styles.bannerTitle}>Client Accepted</strong>The client has accepted this package.</Notice>
          ) : (
            <Notice tone="info"><strong className={styles.bannerTitle}>Pending Client Acceptance</strong>The client has not accepted yet. You can still activate the package.</Notice>
          )}
          <section className={styles.group} aria-label="Partner Allocations">
            <h3 className={styles.groupLabel}>Partner Allocations</h3>
            <ul className={styles.allocationList}>
              {assignment.partners.map((p) => (
                <li key={p.partnerId} className={styles.allocationItem}>
                  <span className={styles.allocationName}>{partnerLabel({ name: p.partnerName, specialty: p.partnerSpecialty ?? defaultSpecialty })}</span>
                  <span className={styles.allocationHours}>{formatHours(p.hours)} h</span>
                </li>
              ))}
            </ul>
          </section>
          <FactList layout="grid" columns={3} phone={2} look="strong">
            <Fact label="Payment Reference">{assignment.paymentReference ?? '–'}</Fact>
          </FactList>
          <CheckboxField isSelected={confirmed} onChange={(v) => { setConfirmed(v); setPaymentError(undefined); }} error={paymentError} description="Required: activate only after the payment has arrived.">
            Confirm Payment Received
          </CheckboxField>
          <TextAreaField label="Activation Notes (optional)" value={notes} onChange={setNotes} />
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
            <Button variant="secondary" onPress={close} isDisabled={mutation.isPending}>Cancel</Button>
            <Button onPress={submit} isPending={mutation.isPending}>Activate Package</Button>
          </DialogActions>
        </>
      ) : null}
    </ModalDialog>
  );
}
