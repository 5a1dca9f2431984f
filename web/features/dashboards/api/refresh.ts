import { dashboardKeys } from '../../../../modules/dashboards/contract';
import {
  accountListEvents,
  joinsOrLeaves,
  listedMeetingEvents,
  statusChanges,
  userPackageEvents,
} from '../../../realtime/event-types';
import { defineRefresh, namingViewer } from '../../../realtime/refresh';

/**
 * The three dashboards, the first week and the activity feed. Names and counts of people come from
 * the accounts; hour bookkeeping (reserved, released) stays out of the admin's tiles and the feed.
 */
export const dashboardsRefresh = defineRefresh('dashboards', [
  { family: dashboardKeys.all, on: accountListEvents },
  // The client's package, its hours, their next meetings.
  { family: dashboardKeys.user, on: [...userPackageEvents, ...listedMeetingEvents] },
  // The partner's current clients and their own meetings.
  { family: dashboardKeys.partner, on: [...joinsOrLeaves, 'AllocationMoved'] },
  { family: dashboardKeys.partner, on: listedMeetingEvents, scope: namingViewer },
  // Status counts, expiry and hours left; meetings counted (a hand-over counts none).
  {
    family: dashboardKeys.admin,
    on: [
      ...statusChanges,
      'HoursConsumed',
      'AllocationMoved',
      ...listedMeetingEvents.filter((t) => t !== 'MeetingHandedOver'),
    ],
  },
  { family: dashboardKeys.firstWeek, on: [...joinsOrLeaves, 'PackageActivated'] },
  {
    family: dashboardKeys.activities,
    on: [...statusChanges, 'AllocationMoved', 'PackageRated', ...listedMeetingEvents, 'MilestoneCompleted'],
  },
]);
