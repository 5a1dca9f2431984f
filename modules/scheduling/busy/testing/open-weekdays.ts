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
