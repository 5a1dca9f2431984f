import { useEffect, useRef, type ReactNode } from 'react';
import { formatDateTimeIn } from '../../../../lib/german/zones';
import { useViewerZone } from './use-viewer-zone';
import { Button } from '../../../components/ui/Button';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';
import { Notice } from '../../../components/ui/Notice';
import { SlotPicker, type PickedSlot } from './SlotPicker';
import * as styles from './MeetingsPage.css';

interface SlotDialogProps {
  title: string;
  subtitle?: ReactNode;
  isOpen: boolean;
  onClose: () => void;
  /** whose free time is shown; none chosen yet: no picker */
  partnerId: string | null;
  duration: number;
  moving?: string;
  slot: PickedSlot | null;
  onSlot: (slot: PickedSlot | null) => void;
  confirmLabel: string;
  onConfirm: (slot: PickedSlot) => void;
  isPending: boolean;
  /** the server's refusal of the last attempt, in German */
  refusal: string | null;
  /** fields above the week (Accelerator, length) */
  children?: ReactNode;
}

/** A client's choice of a free start, to book or to move a meeting to (issue 19). */
export function SlotDialog({ partnerId, duration, moving, slot, onSlot, children, ...dialog }: SlotDialogProps) {
  // A refusal (someone was quicker) is read where the client looks after the click: at the top of
  // the body, scrolled into view; at its end it lay under the sticky buttons or below the fold.
  const refusal = useRef<HTMLDivElement>(null);
  const zone = useViewerZone();
  useEffect(() => {
    if (dialog.refusal) refusal.current?.scrollIntoView({ block: 'nearest' });
  }, [dialog.refusal]);
  return (
    <ModalDialog
      title={dialog.title}
      subtitle={dialog.subtitle}
      size="lg"
      isOpen={dialog.isOpen}
      onOpenChange={(open) => !open && dialog.onClose()}
      isBusy={dialog.isPending}
    >
      {dialog.refusal ? (
        <div ref={refusal}>
          <Notice tone="error">{dialog.refusal}</Notice>
        </div>
      ) : null}
      {children}
      {partnerId ? (
        <SlotPicker partnerId={partnerId} duration={duration} moving={moving} value={slot} onChange={onSlot} />
      ) : null}
      {slot ? (
        <p className={styles.emptyText} data-testid="chosen-slot">
          Gewählt: {formatDateTimeIn(slot.startsAt, zone)}, {duration} Minuten
        </p>
      ) : null}
      <DialogActions>
        <Button variant="secondary" onPress={dialog.onClose} isDisabled={dialog.isPending}>
          Abbrechen
        </Button>
        <Button onPress={() => slot && dialog.onConfirm(slot)} isDisabled={!slot} isPending={dialog.isPending}>
          {dialog.confirmLabel}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
