import { describe, expect, it } from 'vitest';
import {
  availability,
  DEFAULT_BOOKING_LEAD_HOURS,
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  defaultSchedulingPolicy,
  emptyAvailability,
  schedulingMessages,
  schedulingPolicy,
} from './contract';

// Issue 30: 'notice' means the firm's cancellation notice only; the Accelerator's booking lead time
// (Vorlaufzeit) is its own rule with its own name.

describe('the booking lead time and the cancellation notice are two rules', () => {
  it('an Accelerator who never saved has 24 hours lead time; the firm 48 hours notice', () => {
    expect(DEFAULT_BOOKING_LEAD_HOURS).toBe(24);
    expect(emptyAvailability().minNoticeHours).toBe(DEFAULT_BOOKING_LEAD_HOURS);
    expect(DEFAULT_CANCELLATION_NOTICE_HOURS).toBe(48);
    expect(defaultSchedulingPolicy()).toEqual({
      cancellationNoticeHours: DEFAULT_CANCELLATION_NOTICE_HOURS,
      bookingHorizonWeeks: 26,
      reminders: 'both',
    });
  });

  it('each is refused in its own words: Vorlaufzeit for the lead time, Absagefrist for the notice', () => {
    const tooLong = availability.safeParse({ ...emptyAvailability(), minNoticeHours: 721 });
    expect(tooLong.success || tooLong.error.issues[0]!.message).toBe(schedulingMessages.leadTime);
    expect(schedulingMessages.leadTime).toBe('Die Vorlaufzeit muss zwischen 0 und 720 Stunden liegen.');
    expect(schedulingMessages.cancellationNotice).toBe('Die Absagefrist muss zwischen 0 und 720 Stunden liegen.');
  });
});

describe('the booking horizon and the reminders (issue 34)', () => {
  it('takes 1 to 104 whole weeks, refused in German otherwise', () => {
    for (const weeks of [1, 26, 104]) {
      expect(schedulingPolicy.safeParse({ cancellationNoticeHours: 48, bookingHorizonWeeks: weeks }).success).toBe(
        true,
      );
    }
    for (const weeks of [0, 105, 2.5, '4', null]) {
      const parsed = schedulingPolicy.safeParse({ cancellationNoticeHours: 48, bookingHorizonWeeks: weeks });
      expect(parsed.success || parsed.error.issues[0]!.message).toBe(
        'Der Buchungshorizont muss zwischen 1 und 104 Wochen liegen.',
      );
    }
  });
  it('takes the four reminder choices only', () => {
    for (const reminders of ['both', 'day', 'hour', 'none']) {
      expect(schedulingPolicy.safeParse({ cancellationNoticeHours: 48, reminders }).success).toBe(true);
    }
    const parsed = schedulingPolicy.safeParse({ cancellationNoticeHours: 48, reminders: 'weekly' });
    expect(parsed.success || parsed.error.issues[0]!.message).toBe(
      'Bitte wählen Sie, welche Erinnerungen verschickt werden.',
    );
  });
});
