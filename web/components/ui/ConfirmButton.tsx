import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { ConfirmDialog } from './ModalDialog';

interface ConfirmButtonProps {
  /** The button's text, and the dialog's title. */
  label: string;
  title: string;
  /** 'dialog' when the confirmation holds fields; 'alertdialog' (the default) when it only asks. */
  role?: 'dialog' | 'alertdialog';
  confirmLabel: string;
  confirmVariant?: 'primary' | 'danger';
  isPending: boolean;
  /** Before the dialog opens: reset the last answer, start the fields anew. */
  onOpen?: () => void;
  /** The confirmed action; it calls `close` once it has succeeded. */
  onConfirm: (close: () => void) => void;
  children: ReactNode;
  /** `data-move`: where a mail's link (?meeting=ID) puts the keyboard (use-focused-meeting.ts). */
  'data-move'?: boolean;
}

/** A secondary button that asks in a small dialog before it acts (a meeting's 'Löschen', 'Verschieben'). */
export function ConfirmButton({ label, onOpen, onConfirm, 'data-move': move, ...dialog }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="secondary"
        {...(move ? { 'data-move': true } : {})}
        onPress={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog {...dialog} isOpen={open} onCancel={close} onConfirm={() => onConfirm(close)} />
    </>
  );
}
