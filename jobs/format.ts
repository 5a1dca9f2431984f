// The closing lines of every e-mail. Dates, hours and euro come from lib/german/format.

// Kept under its old name for modules/dashboards/client-export.ts only; new code imports
// formatDate from lib/german/format.
export { formatDate as germanDate } from '../lib/german/format';

export const signature = (productName: string): string[] => [
  '',
  'Mit freundlichen Grüßen',
  `Ihr Team der ${productName}`,
];
