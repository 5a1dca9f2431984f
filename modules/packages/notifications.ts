import type { Tx } from '../../server/db/kysely';
import type { AppContext } from '../../server/context';
import type { StoredEvent } from '../../server/eventstore';
import { jobIdFor, queues } from '../../jobs/boss';
import type { MailMessage } from '../../jobs/mailer';
import { findUsersByIds, listUsersByRole } from '../identity';
import type { UserPackageEvent } from './events';
import { LOW_HOURS_THRESHOLD } from './contract';
import { activatedClientMail, activatedPartnerMail, declinedMail, invoiceMail, lowHoursMail, offerMail, paymentReferenceOf } from './mails';
import { allocationsOf, findUserPackage } from './queries';

/**
 * The e-mails package events cause, queued in the append transaction, one job per event and
 * recipient (stable job ids: never twice).
 */
export async function queuePackageMails(ctx: AppContext, tx: Tx, events: StoredEvent[]): Promise<void> {
  const base = { productName: ctx.config.PRODUCT_NAME, portalUrl: ctx.config.publicUrl };
  for (const stored of events) {
    const e = stored as unknown as UserPackageEvent;
    const mails: MailMessage[] = [];
    const up = 'userPackageId' in e.data ? await findUserPackage(tx, e.data.userPackageId) : undefined;
    if (!up) continue;
    const client = (await findUsersByIds(tx, [up.user_id])).get(up.user_id);
    if (!client) continue;
    const common = { ...base, to: client.email, name: client.name, packageName: up.name };
    switch (e.type) {
      case 'PackageOffered':
        // An offer activated at once needs no acceptance mail: the activation mail follows.
        if (!events.some((x) => x.type === 'PackageActivated')) mails.push(offerMail({ ...common, totalHours: Number(up.total_hours), price: Number(up.price) }));
        break;
      case 'PackageAccepted':
        mails.push(invoiceMail({ ...common, price: Number(up.price), reference: paymentReferenceOf(up.id, up.payment_reference), acceptedAt: new Date(e.data.at) }));
        break;
      case 'PackageDeclined':
        for (const admin of await listUsersByRole(tx, 'admin')) {
          mails.push(declinedMail({ ...base, to: admin.email, adminName: admin.name, packageName: up.name, clientName: client.name, clientEmail: client.email, reason: e.data.reason }));
        }
        break;
      case 'PackageActivated': {
        mails.push(activatedClientMail({ ...common, expiresAt: new Date(e.data.expiresAt), totalHours: Number(up.total_hours) }));
        const allocations = await allocationsOf(tx, up.id);
        const partners = await findUsersByIds(tx, allocations.map((a) => a.partner_id));
        for (const a of allocations) {
          const p = partners.get(a.partner_id);
          if (p) mails.push(activatedPartnerMail({ ...base, to: p.email, name: p.name, packageName: up.name, clientName: client.name, hours: Number(a.total_hours) }));
        }
        break;
      }
      case 'HoursConsumed': {
        // Once, when the remaining hours drop below the threshold: to the client and every admin.
        const after = Number(up.remaining_hours);
        if (after >= LOW_HOURS_THRESHOLD || after + e.data.hours < LOW_HOURS_THRESHOLD) break;
        const low = { ...base, packageName: up.name, remainingHours: after, clientName: client.name };
        mails.push(lowHoursMail({ ...low, to: client.email, name: client.name, forAdmin: false }));
        for (const admin of await listUsersByRole(tx, 'admin')) mails.push(lowHoursMail({ ...low, to: admin.email, name: admin.name, forAdmin: true }));
        break;
      }
      default:
        break;
    }
    for (const mail of mails) await ctx.store.enqueueJob(tx, queues.email, mail, jobIdFor(stored.eventId, mail.to));
  }
}
