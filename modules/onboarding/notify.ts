import type { Tx } from '../../server/db/kysely';
import type { AppContext } from '../../server/context';
import type { StoredEvent } from '../../server/eventstore';
import { jobIdFor, queues } from '../../jobs/boss';
import { listUsersByRole } from '../identity';
import type { QuestionnaireState } from './decide';
import { newRequestAdminMail, requestConfirmationMail, type RequestFacts } from './mails';

/**
 * When a command sent the request (ConsultationRequested), queue the confirmation to the visitor
 * and a notice to every admin, in the append transaction, keyed by the event and the recipient:
 * never lost, never sent twice.
 */
export async function enqueueRequestMails(ctx: AppContext, tx: Tx, stored: StoredEvent[], state: QuestionnaireState): Promise<void> {
  const requested = stored.find((e) => e.type === 'ConsultationRequested');
  if (!requested) return;
  const questionnaireId = (requested.data as { questionnaireId: string }).questionnaireId;
  const facts: RequestFacts = {
    questionnaireId,
    name: state.answers.name ?? '',
    email: state.answers.email ?? '',
    phone: state.answers.phone ?? '',
    company: state.answers.company ?? '',
    leadScore: state.evaluation?.leadScore ?? null,
    recommendedPackage: state.evaluation?.recommendedPackage ?? null,
    selectedPackage: state.selectedPackage,
  };
  if (facts.email) {
    await ctx.store.enqueueJob(tx, queues.email, requestConfirmationMail(facts, ctx.config.PRODUCT_NAME), jobIdFor(requested.eventId, 'visitor'));
  }
  const adminUrl = `${ctx.config.publicUrl}/admin/questionnaires/${questionnaireId}`;
  for (const admin of await listUsersByRole(tx, 'admin')) {
    await ctx.store.enqueueJob(tx, queues.email, newRequestAdminMail(admin.email, facts, adminUrl), jobIdFor(requested.eventId, `admin:${admin.id}`));
  }
}
