import { useState } from 'react';
import type { MeetingView } from '../../../../modules/meetings/contract';
import { handleApiError } from '../../../api/handle-error';
import { Button } from '../../../components/ui/Button';
import { downloadMeetingIcs } from '../api/calendar';

/**
 * 'Zum Kalender hinzufügen': the meeting's .ics, for a scheduled meeting of one's own (client, its
 * Accelerator, an admin); nothing for others (a colleague's meeting in coordination) or ended ones.
 */
export function AddToCalendarButton({ meeting }: { meeting: MeetingView }) {
  const [busy, setBusy] = useState(false);
  if (meeting.status !== 'scheduled' || meeting.isMyMeeting === false) return null;
  const download = async () => {
    setBusy(true);
    try {
      await downloadMeetingIcs(meeting);
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" isPending={busy} onPress={() => void download()}>
      Zum Kalender hinzufügen
    </Button>
  );
}
