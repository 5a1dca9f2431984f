// Instants around Berlin's clock changes of 2026 (29.03. 02:00 -> 03:00, 25.10. 03:00 -> 02:00)
// and the wall clock they read as: the one table the format and time tests check against.
export const clockChanges = [
  { utc: '2026-03-29T00:59:00Z', date: '29.03.2026', time: '01:59' },
  { utc: '2026-03-29T01:00:00Z', date: '29.03.2026', time: '03:00' },
  { utc: '2026-10-25T00:30:00Z', date: '25.10.2026', time: '02:30' },
  { utc: '2026-10-25T01:30:00Z', date: '25.10.2026', time: '02:30' },
  { utc: '2026-10-25T02:00:00Z', date: '25.10.2026', time: '03:00' },
];
