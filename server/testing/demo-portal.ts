import { afterAll, beforeAll, expect } from 'vitest';
import { seedDemo } from '../seed/demo';
import { demoAdmin, demoPartners } from '../seed/demo-accounts';
import { findUserByEmail, registerUser } from '../../modules/identity';
import { startTestPortal, type TestPortal } from './harness';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

// The demo firm's accounts (admin, partners, clients) as the cast of an integration test, and the
// few steps most tests start with: a new client signed in, a package offered to them.

/** The test portal with the demo accounts seeded. */
export async function startDemoPortal(opts: Parameters<typeof startTestPortal>[0] = {}): Promise<TestPortal> {
  const portal = await startTestPortal(opts);
  await seedDemo(portal.runtime.ctx);
  return portal;
}

/**
 * The demo portal of one test file: started before its tests, closed after them, the demo admin
 * signed in. Read `portal` and `admin` inside hooks and tests (they are set by then).
 */
export function demoPortalForFile(): { portal: TestPortal; admin: string } {
  const demo = {} as { portal: TestPortal; admin: string };
  beforeAll(async () => {
    demo.portal = await startDemoPortal();
    demo.admin = await demo.portal.signIn(demoAdmin);
  });
  afterAll(() => demo.portal.close());
  return demo;
}

/** The id of the account with this e-mail (a demo account, say). */
export async function userIdOf(portal: TestPortal, email: string): Promise<string> {
  return (await findUserByEmail(portal.runtime.ctx.db, email))!.id;
}

/** Demo partner `index`, signed in. */
export async function demoPartner(
  portal: TestPortal,
  index = 0,
): Promise<{ id: string; token: string; email: string }> {
  const p = demoPartners[index]!;
  return { id: await userIdOf(portal, p.email), token: await portal.signIn(p), email: p.email };
}

/** A new Accelerator's account, made by the demo admin (as the Acceleratoren screen does); its id. */
export async function newAccelerator(
  demo: { portal: TestPortal; admin: string },
  name: string,
  email: string,
): Promise<string> {
  const made = await demo.portal.call('POST', '/api/users', {
    token: demo.admin,
    body: { role: 'partner', name, email, partnerType: 'Marketing' },
  });
  if (made.statusCode !== 201) throw new Error(`Accelerator ${email}: ${made.statusCode} ${made.body}`);
  return made.json().user.id as string;
}

export const CLIENT_PASSWORD = 'Kunde-Passwort-1';

/**
 * A maker of new clients' accounts, numbered so that every call is a new person:
 * `numberedAccounts('kunde', 'Kunde')` makes kunde1@beispiel.de 'Kunde 1', then kunde2@beispiel.de 'Kunde 2', …
 */
export function numberedAccounts(mailbox: string, name: string): () => { email: string; name: string } {
  let n = 0;
  return () => {
    n += 1;
    return { email: `${mailbox}${n}@beispiel.de`, name: `${name} ${n}` };
  };
}

type ClientAccount = { email: string; name: string; company?: string; phone?: string };

/** A client registered directly (no mails, no request), with `CLIENT_PASSWORD`; on any runtime's context. */
export function registeredClient(ctx: TestPortal['runtime']['ctx'], account: ClientAccount) {
  return registerUser(ctx, { ...account, password: CLIENT_PASSWORD, role: 'user', acceptedTerms: LEGAL_VERSIONS }, {});
}

/** A client registered directly (no mails, no request), then signed in through the API. */
export async function signedInClient(portal: TestPortal, account: ClientAccount) {
  const user = await registeredClient(portal.runtime.ctx, account);
  return { ...user, token: await portal.signIn({ email: account.email, password: CLIENT_PASSWORD }) };
}

/** A client who signed up through the public API, as a visitor does; the sign-up answers the session. */
export async function signedUpClient(
  portal: TestPortal,
  account: { email: string; name: string; company: string | null },
): Promise<{ id: string; token: string }> {
  const res = await portal.call('POST', '/api/auth/register', {
    body: { acceptedTerms: LEGAL_VERSIONS, ...account, password: 'Geheim-2026' },
  });
  return { id: res.json().user.id as string, token: res.json().token as string };
}

/** The admin activates a package, its payment confirmed ('Zahlung erhalten'); the answer. */
export function activatePaid(portal: TestPortal, admin: string, userPackageId: string) {
  return portal.call('POST', `/api/packages/${userPackageId}/activate`, {
    token: admin,
    body: { paymentConfirmed: true },
  });
}

/** Offers a package as the admin (`body` as the create-and-assign route takes it); answers its id. */
export async function offerPackage(portal: TestPortal, admin: string, body: Record<string, unknown>): Promise<string> {
  const res = await portal.call('POST', '/api/packages/create-and-assign', { token: admin, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().userPackage.id as string;
}

/**
 * A meeting planned through the API as `token` (a partner, or an admin naming `partnerId`);
 * `meeting` as the create route takes it, one hour on Zoom unless told. Answers its id.
 */
export async function plannedMeetingId(
  portal: TestPortal,
  token: string,
  meeting: { clientId: string; date: string; time: string } & Record<string, unknown>,
): Promise<string> {
  const body = { duration: 60, platform: 'zoom', ...meeting };
  const res = await portal.call('POST', '/api/meetings/create', { token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/**
 * Offers the client `Start <hours>` (2 hours for 300 € unless named), all hours the partner's, and
 * withdraws the offer: from then on the partner has a history (an allocation) but holds no open
 * hours, so removing them deactivates.
 */
export async function withdrawnOfferOfPartner(
  portal: TestPortal,
  admin: string,
  booking: { clientId: string; partnerId: string; hours?: number; customPrice?: number },
): Promise<string> {
  const { clientId, partnerId, hours = 2, customPrice = 300 } = booking;
  const id = await offerPackage(portal, admin, {
    clientId,
    packageName: `Start ${hours}`,
    customTotalHours: hours,
    customPrice,
    partnerHours: [{ partnerId, hours }],
  });
  const res = await portal.call('POST', `/api/packages/${id}/withdraw`, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

/**
 * A client signed in and offered a package (`offer` as the create-and-assign route takes it, the
 * client added); answers the client and the package's id.
 */
export async function signedInClientWithOffer(
  portal: TestPortal,
  admin: string,
  account: { email: string; name: string; company?: string },
  offer: Record<string, unknown>,
) {
  const user = await signedInClient(portal, account);
  return { ...user, userPackageId: await offerPackage(portal, admin, { clientId: user.id, ...offer }) };
}

/** A client signed in with an active, paid package 'Coaching' whose `hours` are all the partner's. */
export function activeClientOf(
  portal: TestPortal,
  admin: string,
  partnerId: string,
  account: { email: string; name: string },
  hours = 5,
) {
  return signedInClientWithOffer(portal, admin, account, {
    packageName: 'Coaching',
    customPrice: 900,
    partnerHours: [{ partnerId, hours }],
    activateImmediately: true,
    paymentConfirmed: true,
  });
}

/**
 * A client signed in with an active, paid package 'Coaching' shared by two partners: the first
 * holds `hours0`, the second 5 hours; `extra` changes the offer. Answers the client and the package.
 */
export function clientOfTwoPartners(
  portal: TestPortal,
  admin: string,
  partners: { id: string }[],
  account: { email: string; name: string },
  hours0: number,
  extra: Record<string, unknown> = {},
) {
  return signedInClientWithOffer(portal, admin, account, {
    packageName: 'Coaching',
    customPrice: 1000,
    partnerHours: [
      { partnerId: partners[0]!.id, hours: hours0 },
      { partnerId: partners[1]!.id, hours: 5 },
    ],
    activateImmediately: true,
    paymentConfirmed: true,
    ...extra,
  });
}
