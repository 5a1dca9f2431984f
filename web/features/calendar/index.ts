// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { calendarFeedQuery } from './api/calendar';
export { AddToCalendarButton } from './components/AddToCalendarButton';
export { CalendarFeedCard } from './components/CalendarFeedCard';
