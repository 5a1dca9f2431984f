import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { durations, meetingKeys, meetingMessages } from '../../../../modules/meetings/contract';
import { packageKeys } from '../../../../modules/packages/contract';
import { refusalReason } from '../../../api/query-meta';
import { Button } from '../../../components/ui/Button';
import { ChoiceChips } from '../../../components/ui/ChoiceChips';
import { bookMeeting } from '../api/meetings-book';
import { meetingHoursQuery } from '../api/meetings-package';
import { SlotDialog } from './SlotDialog';
import type { PickedSlot } from './SlotPicker';

const durationChoices = durations.map((d) => ({ id: String(d), label: `${d} Min.` }));

/**
 * 'Termin buchen' (issue 19): the client picks one of their package's Acceleratoren, a length and a
 * free start; the hours are reserved as when a partner plans. Shown only with an active package.
 * `initialPartnerId` opens the dialog at once for that Accelerator (the partner cards on /package).
 */
export function BookMeetingButton({ initialPartnerId }: { initialPartnerId?: string | undefined }) {
  const { data: pkg } = useQuery(meetingHoursQuery);
  const partners = pkg?.userPackage.status === 'active' ? pkg.partners : [];
  const [open, setOpen] = useState(Boolean(initialPartnerId));
  const [chosen, setChosen] = useState<string | null>(initialPartnerId ?? null);
  const [duration, setDuration] = useState(60);
  const [slot, setSlot] = useState<PickedSlot | null>(null);
  const queryClient = useQueryClient();
  const partnerId = chosen ?? (partners.length === 1 ? partners[0]!.partnerId : null);
  const partner = partners.find((p) => p.partnerId === partnerId);
  const mutation = useMutation({
    mutationFn: (s: PickedSlot) => bookMeeting({ partnerId: partnerId!, startsAt: s.startsAt, duration }),
    meta: {
      successToast: {
        title: meetingMessages.booked,
        description: `Sie und ${partner?.partnerName ?? 'Ihr Accelerator'} erhalten die Einladung per E-Mail.`,
      },
      invalidates: [meetingKeys.all, packageKeys.all],
    },
    // Someone was quicker: the week is shown anew without that start.
    onError: () => {
      setSlot(null);
      void queryClient.invalidateQueries({ queryKey: ['meetings', 'slots'] });
    },
  });
  if (partners.length === 0) return null;
  const close = () => {
    setOpen(false);
    setSlot(null);
    mutation.reset();
  };
  return (
    <>
      <Button onPress={() => setOpen(true)}>Termin buchen</Button>
      <SlotDialog
        title="Termin buchen"
        subtitle="Wählen Sie einen freien Termin. Die Stunden werden aus Ihrem Paket reserviert."
        isOpen={open}
        onClose={close}
        partnerId={partnerId}
        duration={duration}
        slot={slot}
        onSlot={(s) => {
          mutation.reset();
          setSlot(s);
        }}
        confirmLabel="Termin buchen"
        onConfirm={(s) => mutation.mutate(s, { onSuccess: close })}
        isPending={mutation.isPending}
        refusal={mutation.isError ? (refusalReason(mutation.error) ?? meetingMessages.bookFailed) : null}
      >
        {partners.length > 1 ? (
          <ChoiceChips
            label="Accelerator"
            choices={partners.map((p) => ({ id: p.partnerId, label: p.partnerName }))}
            value={partnerId ?? ''}
            onChange={(id) => {
              setChosen(id);
              setSlot(null);
            }}
          />
        ) : (
          <p>Mit {partner?.partnerName}</p>
        )}
        <ChoiceChips
          label="Dauer"
          choices={durationChoices}
          value={String(duration)}
          onChange={(d) => {
            setDuration(Number(d));
            setSlot(null);
          }}
        />
      </SlotDialog>
    </>
  );
}
