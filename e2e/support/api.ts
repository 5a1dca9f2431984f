import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { admin, type Login } from './accounts';
import { signedInContext } from './ui';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';
import { addDays, berlinDateOf } from '../../lib/german/time';

// A spec's starting point made through the API, by the person who would make it (the admin offers
// packages, a partner holds meetings), so the screens under test start from a known story.

/** The API of a browser context of its own, signed in as `account`. */
export async function signedInRequest(browser: Browser, account: Login): Promise<APIRequestContext> {
  return (await signedInContext(browser, account)).request;
}

/** Registers through the public API (which also signs in `request`); answers the new user's id. */
export async function registerUser(
  request: APIRequestContext,
  data: Login & { company?: string; phone?: string },
): Promise<string> {
  // As the registration form does: agreeing to the texts in force.
  const res = await request.post('/api/auth/register', { data: { ...data, acceptedTerms: LEGAL_VERSIONS } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

/** Hours for one partner: the one with that e-mail, or without one any active partner. */
interface PartnerHours {
  partnerEmail?: string;
  hours: number;
}

interface PackageOffer {
  name: string;
  price: number;
  partnerHours: PartnerHours[];
  /** Active at once with the payment confirmed, or an offer waiting for the client. */
  activate: boolean;
  paymentReference?: string;
}

/** Offers a package to the client (the admin's API); answers the user package's id. */
export async function offerPackage(asAdmin: APIRequestContext, clientId: string, offer: PackageOffer): Promise<string> {
  const partners = (await (await asAdmin.get('/api/users/role/partner')).json()) as {
    id: string;
    email: string;
    active: boolean;
  }[];
  const partnerId = ({ partnerEmail }: PartnerHours) => {
    const found = partners.find((p) => (partnerEmail ? p.email === partnerEmail : p.active));
    if (!found) throw new Error(`Kein Accelerator ${partnerEmail ?? 'aktiv'}`);
    return found.id;
  };
  const res = await asAdmin.post('/api/packages/create-and-assign', {
    data: {
      clientId,
      packageName: offer.name,
      customPrice: offer.price,
      partnerHours: offer.partnerHours.map((h) => ({ partnerId: partnerId(h), hours: h.hours })),
      paymentReference: offer.paymentReference,
      activateImmediately: offer.activate,
      paymentConfirmed: offer.activate,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { userPackage: { id: string } }).userPackage.id;
}

/** Completes the package (the admin's API), as when its time is over. */
export async function completePackage(asAdmin: APIRequestContext, userPackageId: string): Promise<void> {
  const res = await asAdmin.post(`/api/packages/${userPackageId}/complete`, { data: {} });
  expect(res.status(), await res.text()).toBe(200);
}

interface PlannedMeeting {
  clientId: string;
  date: string;
  time: string;
  notes?: string;
}

/** A one-hour Zoom meeting the partner plans; answers the meeting (its id and start). */
export async function plannedMeeting(
  asPartner: APIRequestContext,
  meeting: PlannedMeeting,
): Promise<{ id: string; startsAt: string }> {
  const planned = await asPartner.post('/api/meetings/create', {
    data: { ...meeting, duration: 60, platform: 'zoom' },
  });
  expect(planned.status(), await planned.text()).toBe(201);
  return (await planned.json()) as { id: string; startsAt: string };
}

/** A one-hour Zoom meeting the partner plans and then completes with a summary; answers its id. */
export async function completedMeeting(
  asPartner: APIRequestContext,
  meeting: PlannedMeeting,
  summary: string,
): Promise<string> {
  const { id } = await plannedMeeting(asPartner, meeting);
  const done = await asPartner.post(`/api/meetings/${id}/complete`, { data: { summary } });
  expect(done.status(), await done.text()).toBe(200);
  return id;
}

/** A newly registered client (their company too, if named) holding the active, paid package the admin offers. */
export async function clientWithPackage(
  browser: Browser,
  login: Login & { company?: string },
  offer: Omit<PackageOffer, 'activate'>,
): Promise<{ clientId: string; userPackageId: string }> {
  const context = await browser.newContext();
  const clientId = await registerUser(context.request, login);
  await context.close();
  const userPackageId = await offerPackage(await signedInRequest(browser, admin), clientId, {
    ...offer,
    activate: true,
  });
  return { clientId, userPackageId };
}

/**
 * A newly registered client holding an active, paid package whose `hours` are all the partner's,
 * offered by the admin: where a spec's meetings start.
 */
export function clientWithHoursOf(
  browser: Browser,
  login: Login,
  booking: { partner: Login; hours: number; packageName: string },
): Promise<{ clientId: string; userPackageId: string }> {
  return clientWithPackage(browser, login, {
    name: booking.packageName,
    price: 600,
    partnerHours: [{ partnerEmail: booking.partner.email, hours: booking.hours }],
  });
}

/**
 * A newly registered client holding an active, paid package (1.200 €) shared by two partners, the
 * first holding `hours[0]`, the second `hours[1]`: where a spec's coordination of partners starts.
 */
export async function clientOfTwoPartners(
  browser: Browser,
  login: Login,
  booking: { packageName: string; partners: [Login, Login]; hours: [number, number] },
): Promise<string> {
  const { partners, hours } = booking;
  const { clientId } = await clientWithPackage(browser, login, {
    name: booking.packageName,
    price: 1200,
    partnerHours: partners.map((p, i) => ({ partnerEmail: p.email, hours: hours[i]! })),
  });
  return clientId;
}

/**
 * A new client with `hours` of the partner (as `clientWithHoursOf`) and one meeting the partner
 * planned with them at `slot`; answers the client's and the meeting's id.
 */
export async function clientWithMeetingOf(
  browser: Browser,
  login: Login,
  booking: { partner: Login; hours: number; packageName: string },
  slot: { date: string; time: string },
): Promise<{ clientId: string; meetingId: string }> {
  const { clientId } = await clientWithHoursOf(browser, login, booking);
  const { id } = await plannedMeeting(await signedInRequest(browser, booking.partner), { clientId, ...slot });
  return { clientId, meetingId: id };
}

/** The Berlin calendar day `days` days after today as YYYY-MM-DD (calendar days: none named twice when summer time ends). */
export const berlinDay = (days: number): string => addDays(berlinDateOf(new Date()), days);
