import type { AnyFormApi } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { meetingKeys, meetingMessages, type MeetingView } from '../../../../modules/meetings/contract';
import { packageKeys } from '../../../../modules/packages/contract';
import { bodyCode, isApiError } from '../../../api/errors';
import { timeRefusal } from '../rules/time-refusal';
import { refusalReason } from '../../../api/query-meta';
import { setFieldError } from '../../../components/form/use-app-form';
import { toast } from '../../../components/ui/toast-queue';
import { createMeeting, planSeries } from '../api/meetings';
import { formatMeetingWhen } from '../rules/format';

/** Where a refusal of the plan dialog is said besides its toast: the field it is about. */
const fieldOfRefusal: Record<string, string> = {
  INSUFFICIENT_HOURS: 'duration',
  // The package ended before the push came: said at the client's field too.
  PACKAGE_ENDED: 'entryId',
  // Issue 34: every date of the series that cannot be planned, said at 'Anzahl'.
  SERIES_REFUSED: 'count',
};

/** A refusal of either write said at its field of the dialog's form (besides the toast). */
export function sayRefusal(form: AnyFormApi, error: unknown) {
  const atTime = timeRefusal(error);
  if (atTime) return setFieldError(form, 'time', atTime);
  const reason = refusalReason(error);
  const field = isApiError(error) ? fieldOfRefusal[bodyCode(error.data) ?? ''] : undefined;
  if (field && reason) setFieldError(form, field, reason);
}

/** The plan dialog's two writes: one meeting, or a series of them (issue 34). */
export function usePlanWrites(onPlanned: (meeting: MeetingView) => void) {
  // The hours moved too: the partner's lists and any package view.
  const invalidates = [meetingKeys.all, packageKeys.all];
  const single = useMutation({
    mutationFn: createMeeting,
    meta: {
      // A refused time is said at the time field (sayRefusal), not in a toast that goes away.
      errorToast: (error) =>
        timeRefusal(error) ? null : { title: meetingMessages.createFailed, description: refusalReason(error) },
      invalidates,
    },
    onSuccess: (meeting) => {
      toast.success(meetingMessages.planned, `${formatMeetingWhen(meeting)} mit ${meeting.clientName}`);
      onPlanned(meeting);
    },
  });
  const series = useMutation({
    mutationFn: planSeries,
    meta: { errorToast: meetingMessages.seriesFailed, invalidates },
    onSuccess: ({ meetings }) => {
      const first = meetings[0]!;
      toast.success(
        meetingMessages.seriesPlanned,
        `${meetings.length} Termine ab ${formatMeetingWhen(first)} mit ${first.clientName}`,
      );
      onPlanned(first);
    },
  });
  return { single, series, isPending: single.isPending || series.isPending };
}
