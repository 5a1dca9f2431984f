// Dates, hours and euro in e-mails come from lib/german/format; the sign-off and the firm's details
// are added when a mail is sent (jobs/firm-sender.ts).

// Kept under its old name for modules/dashboards/client-export.ts only; new code imports
// formatDate from lib/german/format.
export { formatDate as germanDate } from '../lib/german/format';
