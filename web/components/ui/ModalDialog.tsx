import type { ReactNode } from 'react';
import { Button as RACButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button';
import * as styles from './ModalDialog.css';

interface ModalDialogProps {
  title: string;
  subtitle?: ReactNode;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  size?: keyof typeof styles.widths;
  /** While a request runs, Escape and the backdrop do not close the dialog. */
  isBusy?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** false: a decision that must be taken, with no close button, Escape or backdrop. */
  dismissable?: boolean;
  children: ReactNode;
}

/** A centred modal dialog (full screen on phones) with a title, a close button and a body. */
export function ModalDialog({
  title,
  subtitle,
  isOpen,
  onOpenChange,
  size = 'md',
  isBusy = false,
  role = 'dialog',
  dismissable = true,
  children,
}: ModalDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={dismissable && !isBusy}
      isKeyboardDismissDisabled={!dismissable || isBusy}
      className={styles.overlay}
    >
      <Modal className={[styles.modal, styles.widths[size]].join(' ')}>
        <Dialog className={styles.dialog} role={role}>
          <div className={styles.header}>
            <div className={styles.titles}>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
            </div>
            {dismissable ? (
              <RACButton slot="close" aria-label="Schließen" className={styles.close} isDisabled={isBusy}>
                ×
              </RACButton>
            ) : null}
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The row of buttons that ends a dialog. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

interface CancelOrConfirmProps {
  onCancel: () => void;
  onConfirm: () => void;
  /** While the confirmed request runs, cancelling is disabled and the confirm button spins. */
  isPending: boolean;
  confirmLabel: string;
  confirmVariant?: 'primary' | 'danger';
}

/** The usual end of a confirming dialog: „Abbrechen“ and the confirming button. */
function CancelOrConfirm({
  onCancel,
  onConfirm,
  isPending,
  confirmLabel,
  confirmVariant = 'primary',
}: CancelOrConfirmProps) {
  return (
    <DialogActions>
      <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
        Abbrechen
      </Button>
      <Button variant={confirmVariant} onPress={onConfirm} isPending={isPending}>
        {confirmLabel}
      </Button>
    </DialogActions>
  );
}

interface ConfirmDialogProps extends CancelOrConfirmProps {
  title: string;
  subtitle?: ReactNode;
  isOpen: boolean;
  /** 'alertdialog' (the default) for what asks before a consequence; 'dialog' for a form. */
  role?: 'dialog' | 'alertdialog';
  /** What will happen (and any field the confirmation needs). */
  children: ReactNode;
}

/** A small dialog that asks before something is done; closing it is cancelling. */
export function ConfirmDialog({
  title,
  subtitle,
  isOpen,
  role = 'alertdialog',
  children,
  ...actions
}: ConfirmDialogProps) {
  return (
    <ModalDialog
      title={title}
      subtitle={subtitle}
      size="sm"
      role={role}
      isOpen={isOpen}
      onOpenChange={(open) => !open && actions.onCancel()}
      isBusy={actions.isPending}
    >
      {children}
      <CancelOrConfirm {...actions} />
    </ModalDialog>
  );
}
