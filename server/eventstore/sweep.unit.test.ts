import { describe, expect, it } from 'vitest';
import { NIGHTLY } from '../backup/nightly';
import { namesSummerTimeHour } from './sweep';

describe('a Berlin cron in the hour summer time skips (March) and repeats (October)', () => {
  it.each(['30 2 * * *', '0 1,2 * * *', '0 1-3 * * *', '0 0/2 * * *', '15 2 * * 0'])('%s is refused', (cron) => {
    expect(namesSummerTimeHour(cron)).toBe(true);
  });
  it.each(['30 1 * * *', '0 3 * * *', '*/10 * * * *', '0 * * * *', '0 7-12 * * *', '0 1/3 * * *', '30 3 * * *'])(
    '%s runs once a day or through both nights',
    (cron) => expect(namesSummerTimeHour(cron)).toBe(false),
  );
  it('the nightly backup is not one of them (it was 02:30: no backup on 2026-03-29, two on 2026-10-25)', () => {
    expect(namesSummerTimeHour(NIGHTLY)).toBe(false);
  });
});
