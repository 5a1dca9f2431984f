import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { timeRefusal } from './time-refusal';

const answer = (status: number, data: Record<string, unknown>) => new ApiError(String(data.message), status, data);
const skipped =
  'Die Uhrzeit 02:30 gibt es am 28.03.2027 nicht: Die Uhren springen zur Sommerzeit von 2 auf 3 Uhr. Bitte wählen Sie eine andere Uhrzeit.';

describe('a refusal of the typed time, said at the time field', () => {
  it("is the spring's skipped 02:30 (NO_SUCH_TIME)", () => {
    expect(timeRefusal(answer(400, { code: 'NO_SUCH_TIME', message: skipped }))).toBe(skipped);
  });

  it("is the contract's word at 'time' (the autumn's 02:30 without its choice)", () => {
    const asked = 'Die Uhrzeit 02:30 gibt es am 25.10.2026 zweimal: …';
    expect(timeRefusal(answer(400, { code: 'VALIDATION', message: asked, errors: { time: asked } }))).toBe(asked);
  });

  it('is nothing for refusals about other things', () => {
    expect(timeRefusal(answer(409, { code: 'CLASH', message: 'Überschneidung' }))).toBeUndefined();
    expect(timeRefusal(answer(400, { code: 'VALIDATION', message: 'x', errors: { duration: 'x' } }))).toBeUndefined();
    expect(timeRefusal(new Error('Failed to fetch'))).toBeUndefined();
  });
});
