import { reactionsTo } from '../../server/eventstore';
import { queueMails } from '../../jobs/boss';
import { plainName } from '../../lib/plain-name';
import { findUserById, listUsersByRole } from '../identity';
import type { StatementEvent } from './events';

/**
 * A statement the job could not issue for missing billing data: every admin is told once (the event
 * is appended once; the mails are keyed by it). A deactivated Accelerator cannot sign in to add
 * them: the office asks them, and reactivates the account for it or settles it otherwise.
 */
export const heldMailReactions = reactionsTo<StatementEvent>({
  async StatementIssueHeld(tx, e, { store, publicUrl }) {
    const partner = plainName((await findUserById(tx, e.data.partnerId))?.name ?? 'Accelerator');
    const month = `${e.data.month.slice(5)}/${e.data.month.slice(0, 4)}`;
    const mails = (await listUsersByRole(tx, 'admin')).map((admin) => ({
      to: admin.email,
      subject: `Abrechnungsdaten fehlen: ${partner}`,
      text: [
        `Hallo ${plainName(admin.name)},`,
        '',
        `Die Honorarabrechnung ${month} von ${partner} kann nicht ausgestellt werden: Die Abrechnungsdaten fehlen (Name, Anschrift, Steuernummer, IBAN).`,
        'Sie wird ausgestellt, sobald der Accelerator sie hinterlegt hat.',
        '',
        `Zu den Honoraren: ${publicUrl}/admin/fees`,
      ].join('\n'),
    }));
    await queueMails(store, tx, e.eventId, mails);
  },
});
