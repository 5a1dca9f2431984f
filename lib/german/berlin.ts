// The firm's zone, in a file without imports: the page footer's year (year.ts) reads it on every page
// without loading the calendar library that time.ts needs (web/README.md "Bytes").
export const BERLIN = 'Europe/Berlin';
