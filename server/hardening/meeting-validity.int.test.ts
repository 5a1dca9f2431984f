import { describe, expect, it } from 'vitest';
import { meetingsWorldForFile } from '../../modules/meetings/test-world';

// Security round two (issue 16), item 5: a meeting dated 9999 was accepted. Meetings lie within
// their package's validity (the rule: modules/packages decide, OUTSIDE_VALIDITY).

const world = meetingsWorldForFile();

describe('meetings lie within the package validity', () => {
  it('refuses a date after the package ends, and year 9999, in German; nothing is reserved', async () => {
    const { portal, partners, clientWithPackage, dayAhead } = world;
    const c = await clientWithPackage(10, { validityMonths: 1 });
    for (const date of ['9999-12-31', dayAhead(40)]) {
      const res = await portal.call('POST', '/api/meetings/create', {
        token: partners[0]!.token,
        body: { clientId: c.id, date, time: '10:00' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('OUTSIDE_VALIDITY');
      expect(res.json().message).toMatch(/^Der Termin liegt außerhalb der Laufzeit des Pakets \(\d\d\.\d\d\.\d{4}, /);
    }
    const pkg = (await portal.call('GET', '/api/packages/my-active', { token: c.token })).json().userPackage;
    expect(pkg.reservedHours).toBe(0);
  });
});
