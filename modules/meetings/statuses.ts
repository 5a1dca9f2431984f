import { choices } from '../../lib/choices';

// Isomorphic (re-exported by contract.ts): a meeting's statuses and their German labels.

export const { values: meetingStatuses, labels: meetingStatusLabels } = choices({
  scheduled: 'Geplant',
  completed: 'Abgeschlossen',
  cancelled: 'Abgesagt',
  not_held: 'Nicht stattgefunden',
});
export type MeetingStatus = (typeof meetingStatuses)[number];
