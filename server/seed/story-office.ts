import type { PackageTemplate } from '../../modules/packages/contract';
import type { SeedApi } from './api';
import { type Actor } from './api';
import { demoClients, demoFirm } from './demo-accounts';
import { type CoachPlan, type FirmPlan, type LanePlan } from './plan-types';
import { MINUTE } from './time';
import { berlinWallClock } from '../../lib/german/time';
import { formatDecimal } from '../../lib/german/format';
import type { InvoiceRow, InvoiceView } from '../../modules/invoicing/contract';
import type { PaymentProposals } from '../../modules/payments/contract';
import { multipartBody } from '../http/multipart-body';

// The office's part of the story: setting up the firm, its coaches, the bank statements that pay
// invoices, the goodwill credit note at the end.

const secondAdmin = {
  name: 'Carla Büttner',
  email: 'carla.buettner@demo.coaching.de',
  username: 'carla.buettner',
  password: 'Admin-Demo-2026',
};

/** What every lane's steps share: the API, the admin, the coaches, the expiry job's trigger. */
export interface LaneEnv {
  api: SeedApi;
  admin: Actor;
  coachIds: string[];
  coaches: Actor[];
  expireAt: (moment: number) => void;
}

/** The firm's price list on the questionnaire's four presets, and a second administrator. */
export async function setUpFirm(api: SeedApi, admin: Actor, plan: FirmPlan, t: number): Promise<void> {
  const templates = await api.call<PackageTemplate[]>(t, admin, 'GET', '/api/packages');
  for (const entry of plan.catalog) {
    const preset = templates.find((p) => p.presetType === entry.type);
    if (!preset) throw new Error(`Vorlage ${entry.type} fehlt`);
    await api.call(t, admin, 'PUT', `/api/packages/${preset.id}`, {
      name: entry.name,
      description: entry.description,
      price: entry.price,
      totalHours: entry.hours,
      active: true,
      partners: [],
    });
  }
  const custom = templates.find((p) => p.presetType === 'custom');
  if (custom) {
    await api.call(t, admin, 'PUT', `/api/packages/${custom.id}`, {
      name: 'Individuelles Paket',
      description: 'Stunden, Acceleratoren und Preis nach dem Erstgespräch zusammengestellt.',
      price: null,
      active: true,
      partners: [],
    });
  }
  await api.call(t, admin, 'PUT', '/api/settings/firm', { ...demoFirm, creditorId: DEMO_CREDITOR_ID });
  await api.call(t + MINUTE, admin, 'POST', '/api/users/create-admin', {
    ...secondAdmin,
    confirmPassword: secondAdmin.password,
  });
}

/**
 * The firm collects by direct debit (the Bundesbank's sample creditor id: valid, nobody's), and
 * Julia Hoffmann granted a mandate today: her next invoices are debited, and /admin/sepa and her
 * /invoices show a mandate. The tests' firm (server/testing/example-firm.ts) has none.
 */
const DEMO_CREDITOR_ID = 'DE98ZZZ09999999999';

export async function grantDemoMandate(api: SeedApi, t: number): Promise<void> {
  const julia = demoClients[0]!;
  const me: Actor = { label: julia.name, ip: '203.0.113.40', email: julia.email, password: julia.password };
  await api.signIn(t, me);
  await api.call(t + MINUTE, me, 'PUT', '/api/sepa/mandate', {
    iban: 'DE02 1203 0000 0000 2020 51',
    accountHolder: 'Hoffmann Design GmbH',
  });
}

export async function createCoach(
  api: SeedApi,
  admin: Actor,
  coach: CoachPlan,
  t: number,
): Promise<{ id: string; actor: Actor }> {
  const { user } = await api.call<{ user: { id: string } }>(t, admin, 'POST', '/api/users', {
    role: 'partner',
    name: coach.name,
    email: coach.email,
    password: coach.password,
    partnerType: coach.specialty,
  });
  await api.call(t + 2 * MINUTE, admin, 'POST', '/api/partners', {
    userId: user.id,
    specialty: coach.specialty,
    active: true,
    ...coach.profile,
  });
  const actor: Actor = {
    label: coach.name,
    ip: `198.51.100.${20 + coach.index}`,
    email: coach.email,
    password: coach.password,
    account: { id: user.id, role: 'partner' },
  };
  await api.signIn(t + 60 * MINUTE, actor);
  // Weekdays 08:00–17:00 Berlin, 24 hours' notice for bookings, a personal room (issue 19).
  await api.call(t + 61 * MINUTE, actor, 'PUT', '/api/availability', {
    weekly: ['1', '2', '3', '4', '5'].map((weekday) => ({ weekday, range: { from: '08:00', to: '17:00' } })),
    exceptions: [],
    minNoticeHours: 24,
    bufferMinutes: 0,
    platform: 'zoom',
    link: `https://zoom.us/j/${8_100_000_000 + coach.index}`,
  });
  return { id: user.id, actor };
}

/** A goodwill refund: the oldest paid invoice cancelled by a credit note (the firm pays it back). */
export async function creditOldestPaidInvoice(api: SeedApi, admin: Actor, t: number): Promise<void> {
  const { invoices } = await api.call<{ invoices: InvoiceRow[] }>(
    t,
    admin,
    'GET',
    '/api/invoices?payment=paid&limit=200',
  );
  const oldest = invoices.at(-1);
  if (!oldest) return;
  await api.call(t, admin, 'POST', `/api/invoices/${oldest.id}/credit-note`, {
    reason: 'Kulanz: Ein Accelerator fiel länger aus; der Betrag wird vollständig erstattet.',
  });
}

/**
 * A client's transfer for a package's issued invoice, as the admin gets it: one line of the bank's
 * CSV export uploaded on `/admin/payments`, its proposal confirmed. Nothing while the invoice is a
 * draft (the client gave no address): the activation then confirms the payment by itself.
 */
export async function payByStatement(
  env: LaneEnv,
  clientId: string,
  userPackageId: string,
  account: LanePlan['account'],
  t: number,
): Promise<void> {
  const { api, admin } = env;
  const { invoices } = await api.call<{ invoices: InvoiceRow[] }>(
    t,
    admin,
    'GET',
    `/api/invoices?clientId=${clientId}&status=issued`,
  );
  const row = invoices.find((i) => i.userPackageId === userPackageId && i.kind === 'invoice');
  if (!row) return;
  // The list's rows carry no document (issue 36 item 5): the payment reference is read from the one invoice.
  const invoice = await api.call<InvoiceView>(t, admin, 'GET', `/api/invoices/${row.id}`);
  if (!invoice.document) return;
  const purpose = invoice.document.service.paymentReference ?? invoice.number!;
  const day = berlinWallClock(new Date(t)).date.split('-').reverse().join('.');
  const amount = formatDecimal(invoice.grossCents / 100, 2);
  const csv = [
    'Buchungstag;Valutadatum;Name Zahlungsbeteiligter;IBAN Zahlungsbeteiligter;Verwendungszweck;Betrag;Waehrung',
    `${day};${day};${account.company};DE02120300000000202051;${purpose} ${account.company};${amount};EUR`,
  ].join('\r\n');
  const { body, headers } = multipartBody({ name: 'umsaetze.csv', bytes: csv, type: 'text/csv' });
  await api.call(t, admin, 'POST', '/api/payments/statements', body, headers);
  const { proposals } = await api.call<PaymentProposals>(t + MINUTE, admin, 'GET', '/api/payments/proposals');
  const line = proposals.find((p) => p.invoice?.id === invoice.id);
  if (line) await api.call(t + 2 * MINUTE, admin, 'POST', `/api/payments/proposals/${line.id}/confirm`, {});
}
