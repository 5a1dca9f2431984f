import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { ConfirmDialog } from './ModalDialog';

/** A write that needs nothing but the confirmation (a `useMutation` without variables). */
interface ConfirmedWrite {
  isPending: boolean;
  mutate: (variables: undefined, options: { onSuccess: () => void }) => void;
}

/** Either the confirmed action with its pending state, or a write run as it is, the dialog closed once it succeeded. */
type ConfirmedAction =
  | {
      isPending: boolean;
      /** The confirmed action; it calls `close` once it has succeeded. */
      onConfirm: (close: () => void) => void;
      runs?: never;
    }
  | { runs: ConfirmedWrite; isPending?: never; onConfirm?: never };

type ConfirmButtonProps = ConfirmedAction & {
  /** The button's text, and the dialog's title. */
  label: string;
  title: string;
  /** 'dialog' when the confirmation holds fields; 'alertdialog' (the default) when it only asks. */
  role?: 'dialog' | 'alertdialog';
  confirmLabel: string;
  confirmVariant?: 'primary' | 'danger';
  /** Before the dialog opens: reset the last answer, start the fields anew. */
  onOpen?: () => void;
  children: ReactNode;
  /** `data-move`: where a mail's link (?meeting=ID) puts the keyboard (use-focused-meeting.ts). */
  'data-move'?: boolean;
};

/** A secondary button that asks in a small dialog before it acts (a meeting's 'Löschen', 'Verschieben'). */
export function ConfirmButton({
  label,
  onOpen,
  onConfirm,
  runs,
  isPending,
  'data-move': move,
  ...dialog
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const confirm = runs ? () => runs.mutate(undefined, { onSuccess: close }) : () => onConfirm(close);
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
      <ConfirmDialog
        {...dialog}
        isPending={runs ? runs.isPending : isPending}
        isOpen={open}
        onCancel={close}
        onConfirm={confirm}
      />
    </>
  );
}
