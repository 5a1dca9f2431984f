import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { useState } from 'react';
import { refusalReason } from '../../../api/query-meta';
import type { PickedSlot } from './SlotPicker';

interface SlotWriteOptions {
  /** Books or moves to the chosen start. */
  write: (slot: PickedSlot) => Promise<unknown>;
  meta: MutationMeta;
  /** The refusal's text when the server gives no reason. */
  failed: string;
  initiallyOpen?: boolean;
}

/**
 * A client's write on a free start (book, move; issue 19) behind a `SlotDialog`: whether it is
 * open, the chosen start, and the write. A refusal (someone was quicker) drops the start and shows
 * the week anew without it; closing forgets start and refusal.
 */
export function useSlotWrite({ write, meta, failed, initiallyOpen = false }: SlotWriteOptions) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  const [slot, setSlot] = useState<PickedSlot | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: write,
    meta,
    onError: () => {
      setSlot(null);
      void queryClient.invalidateQueries({ queryKey: ['meetings', 'slots'] });
    },
  });
  const close = () => {
    setOpen(false);
    setSlot(null);
    mutation.reset();
  };
  return {
    openDialog: () => setOpen(true),
    setSlot,
    /** The `SlotDialog`'s part of it. */
    dialog: {
      isOpen,
      onClose: close,
      slot,
      onSlot: (next: PickedSlot | null) => {
        mutation.reset();
        setSlot(next);
      },
      onConfirm: (chosen: PickedSlot) => mutation.mutate(chosen, { onSuccess: close }),
      isPending: mutation.isPending,
      refusal: mutation.isError ? (refusalReason(mutation.error) ?? failed) : null,
    },
  };
}
