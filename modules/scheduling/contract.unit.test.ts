import { describe, expect, it } from 'vitest';
import {
  availability,
  DEFAULT_BOOKING_LEAD_HOURS,
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  defaultSchedulingPolicy,
  emptyAvailability,
  schedulingMessages,
} from './contract';

// Issue 30: 'notice' means the firm's cancellation notice only; the Accelerator's booking lead time
// (Vorlaufzeit) is its own rule with its own name.

describe('the booking lead time and the cancellation notice are two rules', () => {
  it('an Accelerator who never saved has 24 hours lead time; the firm 48 hours notice', () => {
    expect(DEFAULT_BOOKING_LEAD_HOURS).toBe(24);
    expect(emptyAvailability().minNoticeHours).toBe(DEFAULT_BOOKING_LEAD_HOURS);
    expect(DEFAULT_CANCELLATION_NOTICE_HOURS).toBe(48);
    expect(defaultSchedulingPolicy()).toEqual({ cancellationNoticeHours: DEFAULT_CANCELLATION_NOTICE_HOURS });
  });

  it('each is refused in its own words: Vorlaufzeit for the lead time, Absagefrist for the notice', () => {
    const tooLong = availability.safeParse({ ...emptyAvailability(), minNoticeHours: 721 });
    expect(tooLong.success || tooLong.error.issues[0]!.message).toBe(schedulingMessages.leadTime);
    expect(schedulingMessages.leadTime).toBe('Die Vorlaufzeit muss zwischen 0 und 720 Stunden liegen.');
    expect(schedulingMessages.cancellationNotice).toBe('Die Absagefrist muss zwischen 0 und 720 Stunden liegen.');
  });
});
