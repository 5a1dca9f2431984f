import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { registerUser } from '../../modules/identity';
import { createProfile } from '../../modules/partners';
import { profileFieldsSchema } from '../../modules/partners/contract';
import { completeAnswers } from '../../modules/onboarding/testing/questionnaire';
import { startTestPortal, type TestPortal } from '../testing/harness';
import { multipartBody } from '../http/multipart-body';
import { baseUrlOf, pushListeners } from '../testing/pushes';
import type { PushMessage } from '../realtime/socket';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

// The cast of the hardening tests: client A and everything that belongs to them, and people who
// may or may not see it. Built through the real commands and API, like the users would build it.

export const actors = ['anonymous', 'clientA', 'clientB', 'partnerOfA', 'otherPartner', 'admin'] as const;
export type Actor = (typeof actors)[number];

export interface Person {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** One registered route: `GET /api/users/:id`. */
export interface RouteInfo {
  key: string;
  method: string;
  url: string;
}

export interface Fixture {
  portal: TestPortal;
  routes: RouteInfo[];
  people: Record<Exclude<Actor, 'anonymous'>, Person>;
  /** A's user package (active; partnerOfA holds 20 hours on it). */
  packageOfA: string;
  /** The invoice of A's package (a draft: A has no billing address, the firm no data). */
  invoiceOfA: string;
  questionnaireOfA: string;
  /** Two planned meetings of A with partnerOfA: one to complete, one to cancel. */
  meetingToComplete: string;
  meetingToCancel: string;
  /** A milestone of A's plan that A may complete alone. */
  milestoneOfA: string;
  /** Shared notes partnerOfA wrote on A: one to edit, one to delete (only their author may). */
  noteToEdit: string;
  noteToDelete: string;
  /** A task partnerOfA gave A, to tick off and reopen. */
  taskOfA: string;
  /** Shared files partnerOfA uploaded for A: one to download, one to delete. */
  fileOfA: string;
  fileToDelete: string;
  /** Package templates: one to edit, one to delete. */
  template: string;
  templateToDelete: string;
  /** Milestone template items: one to edit, one to delete. */
  milestoneItem: string;
  milestoneItemToDelete: string;
  /** An active package of a bystander client C, which the admin may complete. */
  packageToComplete: string;
  /** A client D without a package, for the offers. */
  clientWithoutPackage: string;
  /** A partner account without a profile (POST /api/partners) and one whose profile may go. */
  partnerWithoutProfile: string;
  partnerProfileToDelete: string;
  /** The other partner's profile version, for PUT /api/partners/:id with If-Match. */
  otherPartnerProfileVersion: number;
  token(actor: Actor): string | undefined;
  /** A second, throwaway session of an actor (for logout). */
  freshToken(actor: Actor): Promise<string | undefined>;
}

const password = 'Haertung-Passwort-1';
const meta = { actorId: null, actorRole: 'system', correlationId: 'hardening' };

const dayAhead = (now: Date, days: number) => new Date(now.getTime() + days * 24 * 3600_000).toISOString().slice(0, 10);

export async function buildFixture(opts: { listen?: boolean } = {}): Promise<Fixture> {
  const routes: RouteInfo[] = [];
  const collect = (r: RouteOptions) => {
    // HEAD twins of GET routes are Fastify's own; they run the same handler and guard.
    for (const method of [r.method].flat()) {
      if (method === 'HEAD' || !r.url.startsWith('/api/')) continue;
      routes.push({ key: `${method} ${r.url}`, method, url: r.url });
    }
  };
  const portal = await startTestPortal({ listen: opts.listen, onRoute: collect });
  const { ctx } = portal.runtime;

  const login = async (email: string, pw = password): Promise<string> => {
    const res = await portal.call('POST', '/api/auth/login', { body: { username: email, password: pw } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token;
  };
  const person = async (key: string, role: 'admin' | 'partner' | 'user', name: string): Promise<Person> => {
    const email = `${key}@haertung.de`;
    const fields = { email, password, name, company: `${name} GmbH` };
    const user = await registerUser(
      ctx,
      role === 'user' ? { ...fields, role, acceptedTerms: LEGAL_VERSIONS } : { ...fields, role },
      meta,
    );
    return { id: user.id, email, password, token: await login(email) };
  };
  const profile = (userId: string) =>
    createProfile(ctx, userId, profileFieldsSchema.parse({ specialty: 'Management', location: 'Berlin' }), meta);

  const people = {
    admin: await person('admin', 'admin', 'Ada Admin'),
    clientA: await person('kunde-a', 'user', 'Anton Klient'),
    clientB: await person('kunde-b', 'user', 'Berta Klientin'),
    partnerOfA: await person('partner-a', 'partner', 'Paul Partner'),
    otherPartner: await person('partner-q', 'partner', 'Quirin Fremd'),
  };
  await profile(people.partnerOfA.id);
  await profile(people.otherPartner.id);
  const admin = people.admin.token;
  const call = async (method: string, url: string, body: unknown, token = admin, status = 201) => {
    const res = await portal.call(method, url, { body, token });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json();
  };
  const offer = async (clientId: string) =>
    (
      await call('POST', '/api/packages/create-and-assign', {
        clientId,
        packageName: 'Coaching',
        customPrice: 1000,
        partnerHours: [{ partnerId: people.partnerOfA.id, hours: 20 }],
        activateImmediately: true,
        paymentConfirmed: true,
      })
    ).userPackage.id as string;

  const packageOfA = await offer(people.clientA.id);
  const invoiceOfA = (
    (await call('GET', `/api/invoices?clientId=${people.clientA.id}`, undefined, admin, 200)) as {
      invoices: { id: string }[];
    }
  ).invoices[0]!.id;
  const questionnaireOfA = (
    await call(
      'POST',
      '/api/questionnaires',
      { answers: completeAnswers('a'), userId: people.clientA.id, status: 'converted' },
      people.clientA.token,
    )
  ).id;
  const plan = async (days: number) =>
    (
      await call(
        'POST',
        '/api/meetings/create',
        {
          clientId: people.clientA.id,
          date: dayAhead(portal.clock.now, days),
          time: '10:00',
          duration: 60,
          platform: 'zoom',
        },
        people.partnerOfA.token,
      )
    ).id as string;
  const meetingToComplete = await plan(3);
  const meetingToCancel = await plan(4);
  // The plan is copied by a job once the package is active: wait for it, so no event lands late.
  const milestonesOf = async (clientId: string) => {
    let milestones: { id: string; requiresPartner: boolean }[] = [];
    for (let i = 0; i < 100 && milestones.length === 0; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 100));
      milestones = await call('GET', `/api/milestones/user/${clientId}`, undefined, admin, 200);
    }
    return milestones;
  };
  const milestoneOfA = (await milestonesOf(people.clientA.id)).find((m) => !m.requiresPartner)!.id;
  const note = async (text: string) =>
    (
      await call(
        'POST',
        `/api/clients/${people.clientA.id}/notes`,
        { text, visibility: 'shared' },
        people.partnerOfA.token,
        201,
      )
    ).id as string;
  const noteToEdit = await note('Notiz zum Ändern');
  const noteToDelete = await note('Notiz zum Löschen');
  const taskOfA = (
    await call(
      'POST',
      `/api/clients/${people.clientA.id}/tasks`,
      { title: 'Härtungsaufgabe' },
      people.partnerOfA.token,
      201,
    )
  ).id as string;
  const file = async (name: string) => {
    const upload = multipartBody({ name, bytes: `%PDF-1.4\n${name}\n%%EOF\n` }, { visibility: 'shared' });
    const res = await portal.call('POST', `/api/clients/${people.clientA.id}/files`, {
      token: people.partnerOfA.token,
      ...upload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const fileOfA = await file('Härtung.pdf');
  const fileToDelete = await file('Löschen.pdf');

  const template = (await call('POST', '/api/packages', { name: 'Vorlage Härtung', price: 500, totalHours: 10 })).id;
  const templateToDelete = (
    await call('POST', '/api/packages', { name: 'Vorlage zum Löschen', price: 500, totalHours: 10 })
  ).id;
  const items = async (name: string) =>
    ((await call('POST', '/api/milestones', { name })) as { id: string; name: string }[]).find((i) => i.name === name)!
      .id;
  const milestoneItem = await items('Härtungsschritt');
  const milestoneItemToDelete = await items('Schritt zum Löschen');

  const clientC = await person('kunde-c', 'user', 'Carla Dritte');
  const packageToComplete = await offer(clientC.id);
  await milestonesOf(clientC.id);
  const clientWithoutPackage = (await person('kunde-d', 'user', 'Dora Ohnepaket')).id;
  const partnerWithoutProfile = (await person('partner-s', 'partner', 'Sven Ohneprofil')).id;
  const partnerProfileToDelete = (await person('partner-r', 'partner', 'Rita Geht')).id;
  await profile(partnerProfileToDelete);
  const profileRes = await portal.call('GET', `/api/partners/${people.otherPartner.id}`, { token: admin });
  const otherPartnerProfileVersion = Number(String(profileRes.headers.etag).replace(/\D/g, ''));

  return {
    portal,
    routes,
    people,
    packageOfA,
    invoiceOfA,
    questionnaireOfA,
    meetingToComplete,
    meetingToCancel,
    milestoneOfA,
    noteToEdit,
    noteToDelete,
    taskOfA,
    fileOfA,
    fileToDelete,
    template,
    templateToDelete,
    milestoneItem,
    milestoneItemToDelete,
    packageToComplete,
    clientWithoutPackage,
    partnerWithoutProfile,
    partnerProfileToDelete,
    otherPartnerProfileVersion,
    token: (actor) => (actor === 'anonymous' ? undefined : people[actor].token),
    freshToken: async (actor) => (actor === 'anonymous' ? undefined : login(people[actor].email)),
  };
}

/**
 * The fixture of one test file, listening for sockets: built before its tests, closed with its
 * sockets after them. `open(actor)` connects as the actor and answers the pushes it hears. Read
 * the fixture's fields inside hooks and tests (they are set by then).
 */
export function listeningFixtureForFile(): Fixture & { open(actor: Actor): Promise<PushMessage[]> } {
  const listeners = pushListeners();
  const f = {
    open: (actor: Actor) => listeners.open(baseUrlOf(f.portal.runtime.app), { token: f.token(actor) }),
  } as Fixture & { open(actor: Actor): Promise<PushMessage[]> };
  beforeAll(async () => {
    Object.assign(f, await buildFixture({ listen: true }));
  });
  afterAll(async () => {
    listeners.closeAll();
    await f.portal.close();
  });
  return f;
}
