// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { availabilityQuery, schedulingPolicyQuery } from './api/scheduling';
export { AvailabilityEditor } from './components/AvailabilityEditor';
export { SchedulingPolicyCard } from './components/SchedulingPolicyCard';
export { BusyCalendarsCard } from './components/BusyCalendarsCard';
export { useCalendarBusyHint } from './components/use-calendar-busy-hint';
export { MeetingPlaceFields, placeFieldNames } from './components/MeetingPlaceFields';
