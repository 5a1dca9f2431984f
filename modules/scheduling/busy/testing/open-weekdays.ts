import { expect } from 'vitest';
import type { TestPortal } from '../../../../server/testing/harness';

/** The busy-calendar tests' Accelerator: free Mondays to Fridays 09:00–16:00 on Zoom, no lead time or buffer. */
export async function openWeekdays(portal: TestPortal, partnerToken: string): Promise<void> {
  const open = await portal.call('PUT', '/api/availability', {
    token: partnerToken,
    body: {
      weekly: ['1', '2', '3', '4', '5'].map((weekday) => ({ weekday, range: { from: '09:00', to: '16:00' } })),
      exceptions: [],
      minNoticeHours: 0,
      bufferMinutes: 0,
      platform: 'zoom',
      link: 'https://zoom.us/j/raum',
    },
  });
  expect(open.statusCode, open.body).toBe(200);
}

/** The client's free starts with the Accelerator on one Berlin day (60 minutes), as 'HH:mm'. */
export async function slotTimes(
  portal: TestPortal,
  partnerId: string,
  clientToken: string,
  date: string,
): Promise<string[]> {
  const q = new URLSearchParams({ from: date, to: date, duration: '60' });
  const res = await portal.call('GET', `/api/partners/${partnerId}/slots?${q}`, { token: clientToken });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { slots: { time: string }[] }).slots.map((s) => s.time);
}
