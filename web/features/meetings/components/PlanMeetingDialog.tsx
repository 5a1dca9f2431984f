import { useCallback, useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/Button';
import { ModalDialog } from '../../../components/ui/ModalDialog';
import { PlanMeetingForm } from './PlanMeetingForm';

interface PlanMeetingDialogProps {
  /** Preselects this client, e.g. from a row of /partner/clients. */
  clientId?: string;
  label?: string;
  variant?: ButtonVariant;
}

/**
 * A 'Meeting planen' button with its dialog. Self-contained (data, validation, toasts), so any
 * partner screen can mount it: `<PlanMeetingDialog clientId={client.id} />`.
 */
export function PlanMeetingDialog({ clientId, label = 'Meeting planen', variant = 'primary' }: PlanMeetingDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button variant={variant} onPress={() => setOpen(true)}>
        {label}
      </Button>
      <ModalDialog
        title="Meeting planen"
        subtitle="Die Stunden werden beim Planen reserviert und beim Abschließen abgebucht."
        isOpen={open}
        onOpenChange={setOpen}
        isBusy={busy}
      >
        <PlanMeetingForm clientId={clientId} onPlanned={close} onCancel={close} onBusyChange={setBusy} />
      </ModalDialog>
    </>
  );
}
