import { describe, expect, it } from 'vitest';
import { emptyAvailability, schedulingMessages } from '../../../../modules/scheduling/contract';
import { checkAvailabilityForm, formFromAvailability, type AvailabilityForm } from './availability-form';
import { checkPolicyForm } from './policy-form';

const start = (): AvailabilityForm => formFromAvailability(emptyAvailability());
const withMonday = (...ranges: { from: string; to: string }[]): AvailabilityForm => {
  const form = start();
  form.days[0]!.ranges = ranges;
  return form;
};
const withExceptions = (...exceptions: AvailabilityForm['exceptions']): AvailabilityForm => ({
  ...start(),
  exceptions,
});

describe('the availability form', () => {
  it('leaves out days that are past: they offer nothing, and would fill the 400 a partner may keep', () => {
    const saved = {
      ...emptyAvailability(),
      exceptions: [
        { date: '2026-11-24', kind: 'off' as const, range: null },
        { date: '2026-11-25', kind: 'extra' as const, range: { from: '18:00', to: '20:00' } },
        { date: '2027-01-04', kind: 'off' as const, range: null },
      ],
    };
    expect(formFromAvailability(saved, '2026-11-25').exceptions.map((e) => e.date)).toEqual([
      '2026-11-25',
      '2027-01-04',
    ]);
  });

  it('asks for the address when bookings are in person, and sends it', () => {
    const form = { ...withMonday({ from: '09:00', to: '12:00' }), platform: 'in-person' as const };
    expect(checkAvailabilityForm(form)).toEqual({
      ok: false,
      errors: { location: schedulingMessages.locationRequired },
    });
    expect(checkAvailabilityForm({ ...form, location: ' Hauptstraße 5 ' })).toMatchObject({
      ok: true,
      body: { platform: 'in-person', location: 'Hauptstraße 5' },
    });
  });

  it('starts with seven empty weekdays, 24 hours booking lead time, no buffer', () => {
    const form = start();
    expect(form.days.map((d) => d.weekday)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(form.minNoticeHours).toBe('24');
    expect(form.bufferMinutes).toBe('0');
  });

  it('sends the weekly hours and exceptions as the server takes them', () => {
    const form = withMonday({ from: '09:00', to: '12:00' });
    form.exceptions = [
      { date: '2026-12-24', kind: 'off', from: '', to: '' },
      { date: '2026-12-27', kind: 'extra', from: '10:00', to: '12:00' },
    ];
    form.link = ' https://meet.example.de/raum ';
    const result = checkAvailabilityForm(form);
    expect(result).toEqual({
      ok: true,
      body: {
        ...emptyAvailability(),
        weekly: [{ weekday: '1', range: { from: '09:00', to: '12:00' } }],
        exceptions: [
          { date: '2026-12-24', kind: 'off', range: null },
          { date: '2026-12-27', kind: 'extra', range: { from: '10:00', to: '12:00' } },
        ],
        link: 'https://meet.example.de/raum',
      },
    });
    expect(formFromAvailability(result.ok ? result.body : emptyAvailability()).days[0]!.ranges).toEqual([
      { from: '09:00', to: '12:00' },
    ]);
  });

  it('puts the German message on the field: missing time, end before start, overlap', () => {
    expect(checkAvailabilityForm(withMonday({ from: '09:00', to: '' }))).toEqual({
      ok: false,
      errors: { 'days[0].ranges[0].to': schedulingMessages.invalidTime },
    });
    expect(checkAvailabilityForm(withMonday({ from: '12:00', to: '09:00' }))).toEqual({
      ok: false,
      errors: { 'days[0].ranges[0].to': schedulingMessages.rangeOrder },
    });
    expect(checkAvailabilityForm(withMonday({ from: '09:00', to: '12:00' }, { from: '11:00', to: '13:00' }))).toEqual({
      ok: false,
      errors: { 'days[0].ranges[1].from': schedulingMessages.rangesOverlap },
    });
  });

  it('an extra time needs its range; overlapping extras of one date are refused', () => {
    const unranged = withExceptions({ date: '2026-12-27', kind: 'extra', from: '', to: '' });
    expect(checkAvailabilityForm(unranged).ok).toBe(false);
    const overlapping = withExceptions(
      { date: '2026-12-27', kind: 'extra', from: '10:00', to: '12:00' },
      { date: '2026-12-27', kind: 'extra', from: '11:00', to: '13:00' },
    );
    expect(checkAvailabilityForm(overlapping)).toEqual({
      ok: false,
      errors: { 'exceptions[1].from': schedulingMessages.rangesOverlap },
    });
  });

  it('no extra time on a whole day off (said at the extra’s date); on part of a day off it is fine', () => {
    const extra = { date: '2026-12-27', kind: 'extra', from: '14:00', to: '16:00' } as const;
    const wholeDayOff = withExceptions({ date: '2026-12-27', kind: 'off', from: '', to: '' }, extra);
    expect(checkAvailabilityForm(wholeDayOff)).toEqual({
      ok: false,
      errors: { 'exceptions[1].date': schedulingMessages.dayOffWithExtra },
    });
    const morningOff = withExceptions({ date: '2026-12-27', kind: 'off', from: '08:00', to: '12:00' }, extra);
    expect(checkAvailabilityForm(morningOff).ok).toBe(true);
  });

  it('whole hours only: "24" is fine, "2,5" is refused in German, never rounded', () => {
    const form = start();
    form.minNoticeHours = '2,5';
    expect(checkAvailabilityForm(form)).toEqual({
      ok: false,
      errors: { minNoticeHours: 'Bitte geben Sie eine ganze Zahl ein.' },
    });
    form.minNoticeHours = '721';
    expect(checkAvailabilityForm(form)).toEqual({ ok: false, errors: { minNoticeHours: schedulingMessages.leadTime } });
  });
});

describe('the firm’s scheduling rules form', () => {
  const typed = { cancellationNoticeHours: '48', bookingHorizonWeeks: '26', reminders: 'both' };
  it('takes whole hours of notice within 0 to 720', () => {
    expect(checkPolicyForm(typed)).toEqual({
      ok: true,
      body: { cancellationNoticeHours: 48, bookingHorizonWeeks: 26, reminders: 'both' },
    });
    expect(checkPolicyForm({ ...typed, cancellationNoticeHours: '2,5' })).toEqual({
      ok: false,
      errors: { cancellationNoticeHours: 'Bitte geben Sie eine ganze Zahl ein.' },
    });
    expect(checkPolicyForm({ ...typed, cancellationNoticeHours: '800' })).toEqual({
      ok: false,
      errors: { cancellationNoticeHours: schedulingMessages.cancellationNotice },
    });
  });
  it('takes a booking horizon of 1 to 104 whole weeks and one of the reminder choices (issue 34)', () => {
    expect(checkPolicyForm({ ...typed, bookingHorizonWeeks: '4', reminders: 'hour' })).toMatchObject({
      ok: true,
      body: { bookingHorizonWeeks: 4, reminders: 'hour' },
    });
    expect(checkPolicyForm({ ...typed, bookingHorizonWeeks: '105' })).toEqual({
      ok: false,
      errors: { bookingHorizonWeeks: schedulingMessages.bookingHorizon },
    });
    expect(checkPolicyForm({ ...typed, bookingHorizonWeeks: '', reminders: 'weekly' })).toMatchObject({
      ok: false,
      errors: { reminders: schedulingMessages.reminders },
    });
  });
});
