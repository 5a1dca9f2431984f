import { seedDemo } from '../server/seed/demo';
import { demoAdmin, demoPartners } from '../server/seed/demo-accounts';
import { findUserByEmail, registerUser } from '../modules/identity';
import { addDays, berlinDateOf } from '../lib/german/time';
import type { BenchPortal } from './setup';
import { LEGAL_VERSIONS } from '../lib/legal-versions';

/** One HTTP call to the listening app; throws on a non-2xx answer (a benchmark that errs must fail, not report). */
export async function api<T = unknown>(
  portal: BenchPortal,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(portal.baseUrl + url, {
    method,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} -> ${res.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

export interface Account {
  id: string;
  token: string;
}

export interface Client extends Account {
  userPackageId: string;
}

export interface Firm {
  admin: Account;
  partners: Account[];
  clients: Client[];
}

async function login(portal: BenchPortal, email: string, password: string): Promise<string> {
  return (await api<{ token: string }>(portal, 'POST', '/api/auth/login', { body: { username: email, password } }))
    .token;
}

/** The demo firm (admin, three partners) through the same seed `npm start` uses, signed in. */
export async function seedFirm(portal: BenchPortal): Promise<Firm> {
  await seedDemo(portal.ctx);
  const admin = {
    id: (await findUserByEmail(portal.ctx.db, demoAdmin.email))!.id,
    token: await login(portal, demoAdmin.email, demoAdmin.password),
  };
  const partners: Account[] = [];
  for (const p of demoPartners)
    partners.push({
      id: (await findUserByEmail(portal.ctx.db, p.email))!.id,
      token: await login(portal, p.email, p.password),
    });
  return { admin, partners, clients: [] };
}

/** A partner of the firm's own, created by its admin and signed in (a benchmark's own calendar). */
export async function addPartner(
  portal: BenchPortal,
  firm: Firm,
  name: string,
  email: string,
  password: string,
): Promise<Account> {
  const body = { role: 'partner', name, email, password, partnerType: 'Strategie' };
  const { user } = await api<{ user: { id: string } }>(portal, 'POST', '/api/users', { token: firm.admin.token, body });
  await api(portal, 'POST', '/api/partners', {
    token: firm.admin.token,
    body: { userId: user.id, specialty: 'Strategie', active: true },
  });
  return { id: user.id, token: await login(portal, email, password) };
}

let clientNo = 0;

/** A registered client with an active package giving every partner `hours` hours. */
export async function addClient(portal: BenchPortal, firm: Firm, hours = 1000): Promise<Client> {
  const n = ++clientNo;
  const email = `bench-kunde-${n}@beispiel.de`;
  const password = 'Bench-Kunde-Passwort-1';
  const user = await registerUser(
    portal.ctx,
    { email, password, name: `Bench Kunde ${n}`, role: 'user', acceptedTerms: LEGAL_VERSIONS },
    {},
  );
  const token = await login(portal, email, password);
  const res = await api<{ userPackage: { id: string } }>(portal, 'POST', '/api/packages/create-and-assign', {
    token: firm.admin.token,
    body: {
      clientId: user.id,
      packageName: 'Coaching',
      customPrice: 1000,
      activateImmediately: true,
      paymentConfirmed: true,
      partnerHours: firm.partners.map((p) => ({ partnerId: p.id, hours })),
    },
  });
  const client = { id: user.id, token, userPackageId: res.userPackage.id };
  firm.clients.push(client);
  return client;
}

/** A Berlin date `days` from today: planning needs a future date. */
/** The Berlin day `days` calendar days on (`days` × 24 h named 31.10.2027 twice an hour before midnight: summer time ends). */
export const dayAhead = (days: number): string => addDays(berlinDateOf(new Date()), days);

let slot = 0;

/** Plans a one-hour meeting (by `partner`, for `client`) and returns its id. */
export async function planMeeting(portal: BenchPortal, partner: Account, client: Client): Promise<string> {
  const s = slot++;
  const body = {
    clientId: client.id,
    // 350 days (inside the packages' one-year validity), then the next hour: 4,200 slots before one
    // repeats (the eight-writers bench plans a few thousand meetings on a quiet machine).
    date: dayAhead(2 + (s % 350)),
    time: `${String(8 + (Math.floor(s / 350) % 12)).padStart(2, '0')}:00`,
    duration: 60,
    platform: 'zoom',
  };
  return (await api<{ id: string }>(portal, 'POST', '/api/meetings/create', { token: partner.token, body })).id;
}

export async function completeMeeting(portal: BenchPortal, partner: Account, meetingId: string): Promise<void> {
  await api(portal, 'POST', `/api/meetings/${meetingId}/complete`, {
    token: partner.token,
    body: { summary: 'Ziele und nächste Schritte besprochen' },
  });
}

/** A client with a realistic history: `planned` meetings across the partners, every other one completed. */
export async function clientWithMeetings(portal: BenchPortal, firm: Firm, planned: number): Promise<Client> {
  const client = await addClient(portal, firm);
  for (let i = 0; i < planned; i++) {
    const partner = firm.partners[i % firm.partners.length]!;
    const id = await planMeeting(portal, partner, client);
    if (i % 2 === 0) await completeMeeting(portal, partner, id);
  }
  return client;
}
