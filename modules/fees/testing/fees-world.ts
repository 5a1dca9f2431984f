import { addDays, berlinDateOf } from '../../../lib/german/time';
import { demoAdmin } from '../../../server/seed/demo-accounts';
import {
  clientOfTwoPartners,
  demoPartner,
  demoPortalForFile,
  plannedMeetingId,
} from '../../../server/testing/demo-portal';

// The fees' integration tests on the demo firm (one portal per file): calls as a token, Berlin
// days ahead of the test clock, meetings planned to be held and paid, and the clock moved on to a
// month's end with the cast signed in again.

export function feesWorld() {
  const demo = demoPortalForFile();
  const call = (method: string, url: string, token: string, body?: unknown) =>
    demo.portal.call(method as 'GET', url, { token, ...(body === undefined ? {} : { body }) });
  const dayAhead = (days: number) => addDays(berlinDateOf(demo.portal.clock.now), days);
  /** A client signed in with an active package: the first of `partners` holds `hours`, the second 5. */
  const clientOf = (partners: { id: string }[], account: { email: string; name: string }, hours = 10) =>
    clientOfTwoPartners(demo.portal, demo.admin, partners, account, hours);
  /** A Zoom meeting with `client` that `partner` plans `days` ahead at `time` (Berlin); answers its id. */
  async function plan(partner: { token: string }, client: { id: string }, days: number, time: string, duration = 60) {
    return plannedMeetingId(demo.portal, partner.token, { clientId: client.id, date: dayAhead(days), time, duration });
  }
  /** Moves the test clock to this instant (never back); the sessions of the cast are signed in again (they expire). */
  async function moveTo(iso: string) {
    const target = new Date(iso).getTime();
    if (target > demo.portal.clock.now.getTime()) demo.portal.clock.advance(target - demo.portal.clock.now.getTime());
    demo.admin = await demo.portal.signIn(demoAdmin);
    return [await demoPartner(demo.portal, 0), await demoPartner(demo.portal, 1)] as const;
  }
  return { demo, call, dayAhead, clientOf, plan, moveTo };
}

/** An Accelerator's billing data (`PUT /api/partners/me/billing`) under `legalName`, in Berlin. */
export const billingOf = (legalName: string, over: object = {}) => ({
  legalName,
  address: { street: 'Münzstraße 5', postalCode: '10178', city: 'Berlin', country: 'DE' },
  taxNumber: '27/123/45678',
  iban: 'DE89 3704 0044 0532 0130 00',
  accountHolder: legalName,
  ...over,
});

/** An Accelerator's fee terms from December 2026 (`PUT /api/partners/{id}/fee-terms`): `hourlyRate` cents, 19 % VAT, late cancellations and no-shows unpaid. */
export const termsFromDecember = (hourlyRate: number) => ({
  hourlyRate,
  payLateCancellations: false,
  payNoShows: false,
  vatRate: 19,
  validFrom: '2026-12-01',
});
