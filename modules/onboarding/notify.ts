import { reactionsTo } from '../../server/eventstore';
import { jobIdFor, queues } from '../../jobs/boss';
import { addressKey, findUserByEmail, listUsersByRole } from '../identity';
import type { ConsultationRequested } from './events';
import { newRequestAdminMail, requestConfirmationMail, type RequestFacts } from './mails';
import { findQuestionnaire, requestsInHourBefore, toRequest } from './queries';
import { requestMailCaps, requestMailsAllowed, requestsTo } from './rules/mail-caps';

/**
 * A sent request (ConsultationRequested, whichever save sent it) queues the confirmation to the
 * visitor and a notice to every admin, in its append transaction, keyed by the event and the
 * recipient: never lost, never sent twice. The facts are the questionnaire as that transaction
 * leaves it (answers, evaluation and choice of the same save included). Requests of the last hour
 * cap them (`rules/mail-caps.ts`): the public form is no way to flood an inbox.
 */
export const requestMailReactions = reactionsTo<ConsultationRequested>({
  async ConsultationRequested(tx, e, { store, productName, publicUrl }) {
    const q = await findQuestionnaire(tx, e.data.questionnaireId);
    if (!q) return;
    // The admin's list shows the same contact, score and choice.
    const facts: RequestFacts = { ...toRequest(q), questionnaireId: q.id };
    const hasAccount = facts.email ? (await findUserByEmail(tx, facts.email)) !== undefined : false;
    const lastHour = await requestsInHourBefore(tx, new Date(e.data.at), requestMailCaps.all);
    const toRecipient = facts.email ? requestsTo(lastHour.emails, facts.email, addressKey) : 0;
    const allowed = requestMailsAllowed({ all: lastHour.all, toRecipient }, hasAccount);
    if (facts.email && allowed.visitor)
      await store.enqueueJob(
        tx,
        queues.email,
        requestConfirmationMail(facts, productName),
        jobIdFor(e.eventId, 'visitor'),
      );
    if (!allowed.admins) return;
    const adminUrl = `${publicUrl}/admin/questionnaires/${q.id}`;
    for (const admin of await listUsersByRole(tx, 'admin')) {
      await store.enqueueJob(
        tx,
        queues.email,
        newRequestAdminMail(admin.email, facts, adminUrl),
        jobIdFor(e.eventId, `admin:${admin.id}`),
      );
    }
  },
});
