import type PgBoss from 'pg-boss';
import type { AppContext } from '../../server/context';
import { tablesOf, type Db } from '../../server/db/kysely';
import { erasePerson } from '../../server/erasure';
import { reactionsTo, scheduleSweep, sweep } from '../../server/eventstore';
import { revokeCapability } from './capability';
import { eraseExpiredLead } from './commands';
import { leadsDueBefore } from './decide';
import type { QuestionnaireErased } from './events';
import { findQuestionnaire } from './queries';
import type { OnboardingTables } from './tables';

// A visitor who never registers has no account to erase: their questionnaire (answers, contact,
// score) is erased LEAD_RETENTION_MONTHS after its last save, as the Datenschutzerklärung says
// (README, 'Retention of leads'). The rule is decide's `EraseExpiredLead`.

export const LEAD_RETENTION_QUEUE = 'onboarding-lead-retention';

/** The questionnaires never linked to an account and last saved before `before`. */
async function leadsLastSavedBefore(db: Db, before: Date): Promise<string[]> {
  const rows = await tablesOf<OnboardingTables>(db)
    .selectFrom('questionnaires')
    .select('id')
    .where('user_id', 'is', null)
    .where('updated_at', '<', before)
    .execute();
  return rows.map((r) => r.id);
}

/** Erases every lead past its retention; answers how many. A save meanwhile keeps its lead (decide). */
export async function eraseExpiredLeads(ctx: AppContext): Promise<number> {
  const due = await leadsLastSavedBefore(ctx.db, leadsDueBefore(ctx.now()));
  return sweep(due, 'onboarding.lead-retention', (id, meta) => eraseExpiredLead(ctx, id, meta));
}

/**
 * An erased lead goes the way an erased account goes (`erasePerson`): the questionnaire's key is
 * shredded (its answers in the log read 'gelöscht'), the erasure enters the ledger beside the
 * backups (a restore erases it again), mails still queued to or about the visitor are dropped; the
 * edit capability goes too. Before the projections, which remove the row it reads the contact from.
 */
export const leadErasureReactions = reactionsTo<QuestionnaireErased>(
  {
    async QuestionnaireErased(tx, e, { store }) {
      const id = e.data.questionnaireId;
      const q = await findQuestionnaire(tx, id);
      await revokeCapability(tx, id);
      const contact = { email: q?.answers.email ?? null, name: q?.answers.name ?? null };
      await erasePerson(tx, store, { id, ...contact }, new Date(e.data.at));
    },
  },
  { beforeProjections: true },
);

/** Daily at 04:15 Berlin time (outside the hour summer time skips), one run across instances. */
export async function startOnboardingJobs(ctx: AppContext, boss: PgBoss): Promise<void> {
  await scheduleSweep(boss, LEAD_RETENTION_QUEUE, '15 4 * * *', () => eraseExpiredLeads(ctx));
}
