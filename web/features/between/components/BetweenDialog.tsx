import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ModalDialog } from '../../../components/ui/ModalDialog';
import { BetweenTabs, type BetweenProps } from './BetweenTabs';

interface BetweenDialogProps extends BetweenProps {
  /** The dialog's title, e.g. 'Meeting am 30.11.2026 mit Julia Becker'. */
  title: string;
  /** The button's text. */
  label: string;
}

/** A button that opens a client's (or a meeting's) notes, tasks and files in a dialog. */
export function BetweenDialog({ title, label, ...props }: BetweenDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {label}
      </Button>
      <ModalDialog title={title} isOpen={open} onOpenChange={setOpen} size="lg">
        {open ? <BetweenTabs {...props} /> : null}
      </ModalDialog>
    </>
  );
}
