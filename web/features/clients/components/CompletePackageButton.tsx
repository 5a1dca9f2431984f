import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClientDetails } from '../../../../modules/dashboards/contract';
import { packageKeys, packageMessages } from '../../../../modules/packages/contract';
import { meetingKeys } from '../../../../modules/meetings/contract';
import { formatHours } from '../../../../lib/german/format';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ModalDialog';
import { writeMeta } from '../../../api/query-meta';
import { completePackage } from '../../packages';

type ClientPackage = ClientDetails['packages'][number];

/**
 * 'Paket abschließen' on an active package (spec 02 §4, §7: POST /api/packages/{id}/complete). It
 * asks first and says what follows; the rules (active only, no unsettled meeting) are the packages
 * module's decide, whose refusal the toast quotes. Overdue meetings are settled above it first.
 */
export function CompletePackageButton({ pkg }: { pkg: ClientPackage }) {
  const up = pkg.userPackage;
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () => completePackage(up.id),
    meta: writeMeta(packageMessages.completed, packageMessages.completeFailed, [
      packageKeys.all,
      meetingKeys.all,
      ['clients'],
    ]),
    onSuccess: () => setOpen(false),
  });
  const unsettled = pkg.overdueMeetings.length > 0;
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)} isDisabled={unsettled}>
        Paket abschließen
      </Button>
      <ConfirmDialog
        title="Paket abschließen"
        subtitle={up.name}
        isOpen={open}
        onCancel={() => setOpen(false)}
        onConfirm={() => mutation.mutate()}
        isPending={mutation.isPending}
        confirmLabel="Paket abschließen"
      >
        <p>
          Das Paket endet heute als „Abgeschlossen“; der Klient erscheint danach in der KundenKartei und kann das Paket
          bewerten.
          {up.remainingHours > 0
            ? up.remainingHours === 1
              ? ' 1 nicht genutzte Stunde verfällt.'
              : ` ${formatHours(up.remainingHours)} nicht genutzte Stunden verfallen.`
            : ''}{' '}
          Geplante Meetings werden abgesagt (Klient und Accelerator erhalten eine E-Mail).
        </p>
      </ConfirmDialog>
    </>
  );
}
