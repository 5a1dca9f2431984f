import ICAL from 'ical.js';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/german/time';
import { demoPartner, demoPortalForFile, offerPackage, signedInClient } from '../../server/testing/demo-portal';

// Issue 34 item 8: calendar apps poll the feed every few minutes. A feed of 300 meetings answers 304
// to its ETag (and to its Last-Modified), goes out compressed, and holds 90 days back and all ahead.

const demo = demoPortalForFile();
const call = (
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> },
) => demo.portal.call(method, url, opts);
const events = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');

describe('the feed as calendar apps poll it', () => {
  it('answers 304 to its ETag and Last-Modified, is compressed on the wire, and keeps a 90-day window', async () => {
    const partner = await demoPartner(demo.portal, 0);
    const client = await signedInClient(demo.portal, { email: 'abo-300@beispiel.de', name: 'Anna Abonnentin' });
    await offerPackage(demo.portal, demo.admin, {
      clientId: client.id,
      packageName: 'Jahresbegleitung',
      customPrice: 9000,
      partnerHours: [{ partnerId: partner.id, hours: 300 }],
      activateImmediately: true,
      paymentConfirmed: true,
      validityMonths: 24,
    });
    // 300 meetings, three a day on 100 days from 4 January 2027.
    const ids: string[] = [];
    for (let day = 0; day < 100; day++)
      for (const time of ['09:00', '11:00', '14:00']) {
        const res = await call('POST', '/api/meetings/create', {
          token: partner.token,
          body: { clientId: client.id, date: addDays('2027-01-04', day), time, duration: 60, platform: 'phone' },
        });
        expect(res.statusCode, res.body).toBe(201);
        ids.push(res.json().id as string);
      }
    const path = new URL((await call('POST', '/api/calendar/feed', { token: client.token })).json().url).pathname;

    const first = await call('GET', path, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    const ics = gunzipSync(first.rawPayload).toString();
    expect(events(ics)).toHaveLength(300);
    // Far smaller on the wire than the file (131 kB for 280 meetings before).
    expect(first.rawPayload.length).toBeLessThan(Buffer.byteLength(ics) / 4);
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^W\/"/);
    expect(new Date(lastModified).getTime()).toBeGreaterThan(0);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    // br too, for the apps that ask for it.
    expect((await call('GET', path, { headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBe('br');

    const again = await call('GET', path, { headers: { 'if-none-match': etag, 'accept-encoding': 'gzip' } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const byDate = await call('GET', path, { headers: { 'if-modified-since': lastModified } });
    expect(byDate.statusCode).toBe(304);

    // A change (a cancellation drops its entry) gives a new ETag: the old one is answered in full.
    const cancelled = await call('POST', `/api/meetings/${ids[299]}/cancel`, {
      token: partner.token,
      body: { reason: 'Urlaub' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const changed = await call('GET', path, { headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(events(changed.body)).toHaveLength(299);

    // Half a year on, the meetings older than 90 days have left the feed: 13 April 2027 + 90 days back.
    demo.portal.clock.now = new Date('2027-07-12T08:00:00Z');
    const later = events((await call('GET', path, {})).body);
    const starts = later.map((v) => (v.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime());
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(new Date('2027-04-13T08:00:00Z').getTime());
    expect(later.length).toBeGreaterThan(0);
    expect(later.length).toBeLessThan(299);
  });
});
