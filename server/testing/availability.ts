// An Accelerator's availability as the tests send it (PUT /api/availability); plain data, so the
// integration tests and the e2e specs (Playwright) share it.

/**
 * Open every day of the week from `hours.from` to `hours.to` (Berlin), no notice and no buffer,
 * met on `place` (a platform and its link).
 */
export const everyDayAvailability = (
  hours: { from: string; to: string },
  place: { platform: string; link: string | null },
) => ({
  weekly: ['1', '2', '3', '4', '5', '6', '7'].map((weekday) => ({ weekday, range: hours })),
  exceptions: [],
  minNoticeHours: 0,
  bufferMinutes: 0,
  ...place,
});
