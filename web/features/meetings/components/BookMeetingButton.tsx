import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { durations, meetingKeys, meetingMessages } from '../../../../modules/meetings/contract';
import { packageKeys } from '../../../../modules/packages/contract';
import { Button } from '../../../components/ui/Button';
import { ChoiceChips } from '../../../components/ui/ChoiceChips';
import { bookMeeting } from '../api/meetings-book';
import { meetingHoursQuery } from '../api/meetings-package';
import { SlotDialog } from './SlotDialog';
import { useSlotWrite } from './use-slot-write';

const durationChoices = durations.map((d) => ({ id: String(d), label: `${d} Min.` }));

/**
 * 'Termin buchen' (issue 19): the client picks one of their package's Acceleratoren, a length and a
 * free start; the hours are reserved as when a partner plans. Shown only with an active package.
 * `initialPartnerId` opens the dialog at once for that Accelerator (the partner cards on /package).
 */
export function BookMeetingButton({ initialPartnerId }: { initialPartnerId?: string | undefined }) {
  const { data: pkg } = useQuery(meetingHoursQuery);
  const partners = pkg?.userPackage.status === 'active' ? pkg.partners : [];
  const [chosen, setChosen] = useState<string | null>(initialPartnerId ?? null);
  const [duration, setDuration] = useState(60);
  const partnerId = chosen ?? (partners.length === 1 ? partners[0]!.partnerId : null);
  const partner = partners.find((p) => p.partnerId === partnerId);
  const booking = useSlotWrite({
    write: (s) => bookMeeting({ partnerId: partnerId!, startsAt: s.startsAt, duration }),
    meta: {
      successToast: {
        title: meetingMessages.booked,
        description: `Sie und ${partner?.partnerName ?? 'Ihr Accelerator'} erhalten die Einladung per E-Mail.`,
      },
      invalidates: [meetingKeys.all, packageKeys.all],
    },
    failed: meetingMessages.bookFailed,
    initiallyOpen: Boolean(initialPartnerId),
  });
  if (partners.length === 0) return null;
  return (
    <>
      <Button onPress={booking.openDialog}>Termin buchen</Button>
      <SlotDialog
        title="Termin buchen"
        subtitle="Wählen Sie einen freien Termin. Die Stunden werden aus Ihrem Paket reserviert."
        {...booking.dialog}
        partnerId={partnerId}
        duration={duration}
        confirmLabel="Termin buchen"
      >
        {partners.length > 1 ? (
          <ChoiceChips
            label="Accelerator"
            choices={partners.map((p) => ({ id: p.partnerId, label: p.partnerName }))}
            value={partnerId ?? ''}
            onChange={(id) => {
              setChosen(id);
              booking.setSlot(null);
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
            booking.setSlot(null);
          }}
        />
      </SlotDialog>
    </>
  );
}
