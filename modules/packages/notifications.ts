import type { Tx } from '../../server/db/kysely';
import { reactionsTo, type ReactionContext, type Stored } from '../../server/eventstore';
import { queueMails } from '../../jobs/boss';
import type { MailMessage } from '../../jobs/mailer';
import { findUsersByIds, listUsersByRole } from '../identity';
import type {
  AllocationMoved,
  HoursConsumed,
  OfferWithdrawn,
  PackageActivated,
  PackageDeclined,
  PackageOffered,
  UserPackageEvent,
} from './events';
import { hoursRunLow, LOW_HOURS_THRESHOLD } from './contract';
import {
  activatedClientMail,
  activatedPartnerMail,
  allocationMovedClientMail,
  allocationTakenOverMail,
  declinedMail,
  lowHoursMail,
  offerMail,
  offerWithdrawnMail,
} from './mails';
import { allocationsOf, findUserPackage } from './queries';
import type { UserPackagesTable } from './tables';
import { plainName } from '../../lib/plain-name';

type Facts = {
  up: UserPackagesTable;
  client: { email: string; name: string };
  base: { portalUrl: string };
};

/**
 * Builds the e-mails one package event causes from the read tables as its transaction leaves them,
 * and queues them keyed by the event and recipient (never twice). Whoever appends the event (a
 * package command, a meeting's completion) causes the same mails.
 */
function mailsOf<E extends UserPackageEvent>(build: (e: Stored<E>, facts: Facts, tx: Tx) => Promise<MailMessage[]>) {
  return async (tx: Tx, e: Stored<E>, { store, publicUrl }: ReactionContext): Promise<void> => {
    const up = await findUserPackage(tx, e.data.userPackageId);
    const account = up && (await findUsersByIds(tx, [up.user_id])).get(up.user_id);
    if (!up || !account) return;
    // The client's name goes into greetings and subjects: one line, no links.
    const client = { email: account.email, name: plainName(account.name) };
    await queueMails(store, tx, e.eventId, await build(e, { up, client, base: { portalUrl: publicUrl } }, tx));
  };
}

const admins = (tx: Tx) => listUsersByRole(tx, 'admin');

export const packageMailReactions = reactionsTo<UserPackageEvent>({
  // An offer activated at once (in the same transaction) needs no acceptance mail: the activation mail follows.
  // A correction (issue 32) is one mail: the corrected offer says what it replaces; no withdrawal mail.
  PackageOffered: mailsOf<PackageOffered>(async (e, { up, client, base }, tx) =>
    up.status === 'pending_acceptance'
      ? [
          offerMail({
            replaces: e.data.correctsUserPackageId
              ? ((await findUserPackage(tx, e.data.correctsUserPackageId))?.name ?? up.name)
              : null,
            ...base,
            to: client.email,
            name: client.name,
            packageName: up.name,
            totalHours: Number(up.total_hours),
            price: Number(up.price),
          }),
        ]
      : [],
  ),
  OfferWithdrawn: mailsOf<OfferWithdrawn>(async (e, { up, client, base }) =>
    e.data.replacedByUserPackageId
      ? []
      : [offerWithdrawnMail({ ...base, to: client.email, name: client.name, packageName: up.name })],
  ),
  // PackageAccepted: the invoice mail is the invoicing module's (on InvoiceIssued, with the PDF).
  PackageDeclined: mailsOf<PackageDeclined>(async (e, { up, client, base }, tx) =>
    (await admins(tx)).map((admin) =>
      declinedMail({
        ...base,
        to: admin.email,
        adminName: admin.name,
        packageName: up.name,
        clientName: client.name,
        clientEmail: client.email,
        reason: e.data.reason,
      }),
    ),
  ),
  PackageActivated: mailsOf<PackageActivated>(async (e, { up, client, base }, tx) => {
    const allocations = await allocationsOf(tx, up.id);
    const partners = await findUsersByIds(
      tx,
      allocations.map((a) => a.partner_id),
    );
    return [
      activatedClientMail({
        ...base,
        to: client.email,
        name: client.name,
        packageName: up.name,
        expiresAt: new Date(e.data.expiresAt),
        totalHours: Number(up.total_hours),
      }),
      ...allocations.flatMap((a) => {
        const p = partners.get(a.partner_id);
        return p
          ? [
              activatedPartnerMail({
                ...base,
                to: p.email,
                name: p.name,
                packageName: up.name,
                clientName: client.name,
                hours: Number(a.total_hours),
              }),
            ]
          : [];
      }),
    ];
  }),
  AllocationMoved: mailsOf<AllocationMoved>(async (e, { up, client, base }, tx) => {
    const { fromPartnerId, toPartnerId, hours } = e.data;
    const people = await findUsersByIds(tx, toPartnerId ? [fromPartnerId, toPartnerId] : [fromPartnerId]);
    const leaverName = plainName(people.get(fromPartnerId)?.name ?? 'Ein Accelerator');
    const successor = toPartnerId ? people.get(toPartnerId) : undefined;
    const successorName = successor ? plainName(successor.name) : null;
    const moved = { ...base, packageName: up.name, hours };
    return [
      allocationMovedClientMail({ ...moved, to: client.email, name: client.name, leaverName, successorName }),
      ...(successor
        ? [allocationTakenOverMail({ ...moved, to: successor.email, name: successor.name, clientName: client.name })]
        : []),
    ];
  }),
  // Once, when the remaining hours drop below the threshold: to the client and every admin.
  HoursConsumed: mailsOf<HoursConsumed>(async (e, { up, client, base }, tx) => {
    const after = Number(up.remaining_hours);
    const runsLow = hoursRunLow({ totalHours: Number(up.total_hours), remainingHours: after });
    if (!runsLow || after + e.data.hours < LOW_HOURS_THRESHOLD) return [];
    const low = { ...base, packageName: up.name, remainingHours: after, clientName: client.name };
    return [
      lowHoursMail({ ...low, to: client.email, name: client.name, forAdmin: false }),
      ...(await admins(tx)).map((admin) => lowHoursMail({ ...low, to: admin.email, name: admin.name, forAdmin: true })),
    ];
  }),
});
