import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { meetingKeys, meetingMessages, noticeMessages, type MeetingView } from '../../../../modules/meetings/contract';
import { packageKeys } from '../../../../modules/packages/contract';
import { formatHoursStd } from '../../../../lib/german/format';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { cancelOwnMeeting } from '../api/meetings-book';
import { rescheduleMeeting } from '../api/meetings-move';
import { meetingTermsQuery } from '../api/meetings-terms';
import { formatMeetingWhenIn } from '../rules/format';
import { useViewerZone } from './use-viewer-zone';
import { CancelMeetingConfirm } from './CancelMeetingButton';
import { SlotDialog } from './SlotDialog';
import { useSlotWrite } from './use-slot-write';
import * as styles from './MeetingsPage.css';

/**
 * What cancelling and moving the meeting mean now, as the server's rule says (issue 30: the
 * commands decide with the same function and the notice as stored now); read while a dialog is
 * open, never computed here.
 */
function useTerms(m: MeetingView, open: boolean) {
  const queryClient = useQueryClient();
  const terms = useQuery({ ...meetingTermsQuery(m.id), enabled: open });
  const reread = () => void queryClient.invalidateQueries({ queryKey: meetingKeys.terms(m.id) });
  return { terms: terms.data, fetching: terms.isFetching, reread };
}

const invalidates = [meetingKeys.all, packageKeys.all];

/** 'Verschieben' and 'Absagen' on a client's own upcoming meeting (issue 19). */
export function ClientMeetingActions({ meeting }: { meeting: MeetingView }) {
  return (
    <>
      <ClientMoveButton meeting={meeting} />
      <ClientCancelButton meeting={meeting} />
    </>
  );
}

function ClientMoveButton({ meeting: m }: { meeting: MeetingView }) {
  const zone = useViewerZone();
  const move = useSlotWrite({
    // The slot's instant decides (the autumn change shows 02:30 twice).
    write: (s) => rescheduleMeeting(m.id, { date: s.date, time: s.time, duration: m.duration, startsAt: s.startsAt }),
    meta: {
      successToast: { title: meetingMessages.moved, description: 'Beide Seiten erhalten den geänderten Termin.' },
      invalidates,
    },
    failed: 'Der Termin konnte nicht verschoben werden.',
  });
  const { terms } = useTerms(m, move.dialog.isOpen);
  const inside = terms ? !terms.mayMove : false;
  return (
    <>
      {/* data-move: where a mail's link (?meeting=ID) puts the keyboard (ClientMeetingsView). */}
      <Button variant="secondary" onPress={move.openDialog} data-move>
        Verschieben
      </Button>
      <SlotDialog
        title="Termin verschieben"
        subtitle={`Bisher: ${formatMeetingWhenIn(m, zone)} mit ${m.partnerName}.`}
        {...move.dialog}
        // Inside the notice there is nothing to choose: the dialog says so.
        partnerId={terms && terms.mayMove ? m.partnerId : null}
        duration={m.duration}
        moving={m.id}
        confirmLabel="Verschieben"
      >
        {terms && inside ? (
          <Notice tone="warning">
            {noticeMessages.noMove(terms.noticeHours)} Sie können den Termin absagen oder sich an {m.partnerName}{' '}
            wenden.
          </Notice>
        ) : null}
      </SlotDialog>
    </>
  );
}

function ClientCancelButton({ meeting: m }: { meeting: MeetingView }) {
  const zone = useViewerZone();
  const [asked, setAsked] = useState(false);
  const { terms, fetching, reread } = useTerms(m, asked);
  const hours = formatHoursStd(m.duration / 60);
  const texts = {
    label: 'Absagen',
    title: 'Termin absagen?',
    confirmLabel: 'Termin absagen',
    success: {
      title: meetingMessages.clientCancelled,
      description: `${m.partnerName} wird per E-Mail benachrichtigt.`,
    },
    failed: 'Der Termin konnte nicht abgesagt werden.',
  };
  return (
    <CancelMeetingConfirm
      meeting={m}
      // What the dialog said goes along: if the notice now says otherwise, the server refuses and the dialog reads anew.
      cancel={(id) => cancelOwnMeeting(id, terms?.cancelCharged)}
      texts={texts}
      onOpen={() => (asked ? reread() : setAsked(true))}
      onError={reread}
      busy={fetching || !terms}
    >
      <p className={styles.emptyText}>
        Der Termin am {formatMeetingWhenIn(m, zone)} mit {m.partnerName} wird abgesagt.
      </p>
      {!terms ? null : terms.cancelCharged ? (
        <Notice tone="warning">{noticeMessages.charged(terms.noticeHours, hours)}</Notice>
      ) : (
        <Notice tone="info">{noticeMessages.free(hours)}</Notice>
      )}
    </CancelMeetingConfirm>
  );
}
