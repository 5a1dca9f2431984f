// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { adminMeetingsQuery } from './api/meetings';
export { coordinationQuery, myMeetingsQuery, partnerHistoryQuery } from './api/meetings-history';
export { meetingHoursQuery } from './api/meetings-package';
export { planClientsQuery } from './api/meetings-plan';
export { AdminMeetingsView } from './components/AdminMeetingsView';
export { ClientMeetingsView } from './components/ClientMeetingsView';
export { CompleteMeetingButton } from './components/CompleteMeetingButton';
export { CoordinationView } from './components/CoordinationView';
export { MorePastButton } from './components/MorePastButton';
export { NextAppointmentCard } from './components/NextAppointmentCard';
export { NotHeldButton } from './components/NotHeldButton';
export { PartnerMeetingsView } from './components/PartnerMeetingsView';
export { PlanMeetingDialog } from './components/PlanMeetingDialog';
export { RepeatedTimeChips } from './components/RepeatedTimeChips';
export { MeetingStatusPills } from './components/StatusBadge';
export { adminMeetingSearch, listQueryOf } from './rules/admin-search';
export { formatDuration, formatMeetingWhen, platformLabel } from './rules/format';
