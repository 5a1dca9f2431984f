import { berlinInstant, berlinMonthOf } from '../../lib/german/time';
import type { PayoutView, StatementView } from '../../modules/fees/contract';
import { formatDecimal } from '../../lib/german/format';
import { berlinWallClock } from '../../lib/german/time';
import { multipartBody } from '../http/multipart-body';
import type { Actor, SeedApi } from './api';
import { demoPartners } from './demo-accounts';
import type { CoachPlan } from './plan-types';
import { MINUTE } from './time';

// The fees of the story (issue 35): each coach's fee terms and billing data when they join, and
// every month's statements: drafted on the 1st at 06:00 (what the daily job does), issued by the
// office on the 5th. The last ended month stays open as the office finds it on the demo's day: the
// statements of the other coaches issued, Tobias Schmidt's with a disputed line, Markus Berger's
// and Sabine Krüger's drafted, waiting for their confirmation (the demo and the e2e dispute them).
// The issued ones are paid out on the 10th (one pain.001 file) and the bank's statement that shows
// the transfer is uploaded on the 13th, which marks them paid; the newest payout may still wait.

/** The coaches' own Berlin offices (invented streets) for their Gutschriften. */
const streets = [
  'Torstraße',
  'Kastanienallee',
  'Oranienstraße',
  'Bergmannstraße',
  'Kollwitzstraße',
  'Görlitzer Straße',
];

/** A valid German IBAN (check digits by ISO 13616) of an invented account at a Berlin bank. */
function demoIban(index: number): string {
  const bban = `10010010${String(1_000_000_000 + index * 7919).slice(-10)}`;
  // DE = 13 14; the check digits make the number ≡ 1 (mod 97).
  const check = 98 - Number(BigInt(`${bban}131400`) % 97n);
  const iban = `DE${String(check).padStart(2, '0')}${bban}`;
  return iban.replace(/(.{4})/g, '$1 ').trim();
}

/** The fee: three fifths of what the coach's profile asks of clients, in cents; every third a small business. */
export async function setCoachFees(
  api: SeedApi,
  admin: Actor,
  coach: CoachPlan,
  actor: Actor,
  id: string,
  t: number,
): Promise<void> {
  await api.call(t, admin, 'PUT', `/api/partners/${id}/fee-terms`, {
    hourlyRate: coach.profile.hourlyRate * 60,
    payLateCancellations: true,
    payNoShows: coach.index % 2 === 0,
    ...(coach.index % 3 === 2 ? { smallBusiness: true } : { vatRate: 19 }),
    validFrom: `${berlinMonthOf(t)}-01`,
  });
  await api.call(t + 62 * MINUTE, actor, 'PUT', '/api/partners/me/billing', {
    legalName: `${coach.name} – Coaching und Beratung`,
    address: {
      street: `${streets[coach.index % streets.length]} ${coach.index + 3}`,
      postalCode: '10119',
      city: 'Berlin',
      country: 'DE',
    },
    ...(coach.index % 3 === 2
      ? { taxNumber: `11/${200 + coach.index}/45678` }
      : { vatId: `DE${300_000_000 + coach.index * 1_111}` }),
    iban: demoIban(coach.index),
    accountHolder: coach.name,
  });
}

const firstOfMonth = (month: string, time: string) => berlinInstant(`${month}-01`, time)!.getTime();
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** The months from `first` to the last one ended by `endAt`, each with the moment it is drafted. */
export function billedMonths(first: string, endAt: number): string[] {
  const months: string[] = [];
  for (let m = first; draftMoment(m) < endAt; m = nextMonth(m)) months.push(m);
  return months;
}

/** The 1st of the next month at 06:00, when the job drafts a month's statements. */
export const draftMoment = (month: string) => firstOfMonth(nextMonth(month), '06:00');

/** Last month's statements drafted, as the job does. */
export async function draftMonth(api: SeedApi, admin: Actor, month: string): Promise<number> {
  const t = draftMoment(month);
  const { drafted } = await api.call<{ drafted: number }>(t, admin, 'POST', '/api/fees/statements/draft', { month });
  return drafted;
}

async function statementsOf(api: SeedApi, admin: Actor, month: string, t: number): Promise<StatementView[]> {
  return (await api.call<{ statements: StatementView[] }>(t, admin, 'GET', `/api/fees/statements?month=${month}`))
    .statements;
}

/** The office issues the month's statements on the 5th at 10:00 (or, for `skip`, leaves them open). */
export async function issueMonth(
  api: SeedApi,
  admin: Actor,
  month: string,
  t: number,
  skip: (s: StatementView) => boolean = () => false,
): Promise<void> {
  for (const s of await statementsOf(api, admin, month, t)) {
    if (s.status === 'issued' || s.status === 'disputed' || skip(s)) continue;
    await api.call(t + MINUTE, admin, 'POST', `/api/fees/statements/${s.id}/issue`);
  }
}

export const issueMoment = (month: string) => firstOfMonth(nextMonth(month), '10:00') + 4 * 24 * 60 * MINUTE;

/**
 * The last ended month on the demo's day: Tobias Schmidt disputes his first line, Markus Berger's and
 * Sabine Krüger's statements wait for them, the others are issued.
 */
export async function leaveLastMonthOpen(
  api: SeedApi,
  admin: Actor,
  coaches: { id: string; actor: Actor; email: string }[],
  month: string,
  t: number,
): Promise<void> {
  const [markus, sabine, tobias] = demoPartners.map((p) => coaches.find((c) => c.email === p.email));
  const statements = await statementsOf(api, admin, month, t);
  const disputed = statements.find((s) => s.partnerId === tobias?.id && s.status !== 'issued');
  const line = disputed?.lines[0];
  if (disputed && line && tobias)
    await api.call(t, tobias.actor, 'POST', `/api/fees/statements/${disputed.id}/dispute`, {
      lineId: line.lineId,
      reason: 'Der Termin fand online statt und dauerte 90 statt 60 Minuten; bitte die Stunden prüfen.',
    });
  const waiting = new Set([markus?.id, sabine?.id]);
  await issueMonth(api, admin, month, t + MINUTE, (s) => waiting.has(s.partnerId));
}

/** The 10th at 09:00 after the month: the office makes the month's payout file. */
export const payoutMoment = (month: string) => firstOfMonth(nextMonth(month), '09:00') + 9 * 24 * 60 * MINUTE;
/** Three days later the bank's statement shows the transfer. */
export const payoutPaidMoment = (month: string) => payoutMoment(month) + 3 * 24 * 60 * MINUTE;

/** The month's issued statements not yet paid out, in one payout (none: nothing). */
export async function payOutMonth(api: SeedApi, admin: Actor, month: string, t: number): Promise<void> {
  const statementIds = (await statementsOf(api, admin, month, t))
    .filter((s) => s.status === 'issued' && s.payout === null && (s.grossCents ?? 0) > 0)
    .map((s) => s.id);
  if (statementIds.length > 0) await api.call(t, admin, 'POST', '/api/fees/payouts', { statementIds });
}

/** The firm's bank statement with one debit per open payout (its message id, its total): all paid. */
export async function bankShowsPayouts(api: SeedApi, admin: Actor, t: number): Promise<void> {
  const { payouts } = await api.call<{ payouts: PayoutView[] }>(t, admin, 'GET', '/api/fees/payouts');
  const open = payouts.filter((p) => p.state === 'open');
  if (open.length === 0) return;
  const day = berlinWallClock(new Date(t)).date.split('-').reverse().join('.');
  const csv = [
    'Buchungstag;Valutadatum;Name Zahlungsbeteiligter;IBAN Zahlungsbeteiligter;Verwendungszweck;Betrag;Waehrung',
    ...open.map(
      (p) => `${day};${day};Sammelueberweisung;;${p.messageId} Honorare;-${formatDecimal(p.totalCents / 100, 2)};EUR`,
    ),
  ].join('\r\n');
  const { body, headers } = multipartBody({ name: 'umsaetze-honorare.csv', bytes: csv, type: 'text/csv' });
  await api.call(t, admin, 'POST', '/api/payments/statements', body, headers);
}
