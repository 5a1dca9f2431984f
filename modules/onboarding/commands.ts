import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../server/context';
import type { Tx } from '../../server/db/kysely';
import { lockPeople } from '../../server/db/locks';
import { DomainError, runner, type CommandArgs, type EventMetadata } from '../../server/eventstore';
import { findUserById } from '../identity';
import { capabilityMatches, generateEditToken, revokeCapability, storeCapability } from './capability';
import {
  questionnaireDecider,
  type OnboardingCommand,
  type OnboardingError,
  type QuestionnaireChanges,
} from './decide';
import type { OnboardingEvent } from './events';
import { findQuestionnaire } from './queries';
import type { QuestionnairesTable } from './tables';

const runQuestionnaireCommand = runner(questionnaireDecider);

/**
 * Runs a command on the questionnaire (`also`: its capability, never in the log) and answers the row
 * after it.
 */
async function run(
  ctx: AppContext,
  questionnaireId: string,
  ...args: CommandArgs<OnboardingEvent, OnboardingCommand, void>
): Promise<QuestionnairesTable> {
  await runQuestionnaireCommand(ctx, questionnaireId, ...args);
  const row = await findQuestionnaire(ctx.db, questionnaireId);
  if (!row) throw new DomainError(questionnaireDecider.module, 'NotFound' satisfies OnboardingError);
  return row;
}

/**
 * The signed-in user as the command sees them: null when their account is gone. The account's
 * deletion takes the same lock and erases the questionnaires linked to it; a link made at the same
 * moment would otherwise escape it, its answers readable for a person who is gone.
 */
async function liveUser(tx: Tx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  await lockPeople(tx, [userId]);
  return (await findUserById(tx, userId)) ? userId : null;
}

const converts = (events: OnboardingEvent[]) => events.some((e) => e.type === 'QuestionnaireConverted');

/** Creates a questionnaire with a fresh edit capability (only its hash is stored). */
export async function createQuestionnaire(
  ctx: AppContext,
  changes: QuestionnaireChanges,
  signedInUserId: string | null,
  meta: EventMetadata,
): Promise<{ editToken: string; row: QuestionnairesTable }> {
  const questionnaireId = randomUUID();
  const editToken = generateEditToken();
  const row = await run(
    ctx,
    questionnaireId,
    async (tx, now) => ({
      type: 'CreateQuestionnaire',
      questionnaireId,
      changes,
      actor: { capabilityValid: true, userId: await liveUser(tx, signedInUserId) },
      now,
    }),
    meta,
    async (tx, events, now) => {
      // Created already linked (the re-create path of step 4): the account holds it, no capability.
      if (!converts(events)) await storeCapability(tx, questionnaireId, editToken, now);
    },
  );
  return { editToken, row };
}

/** Saves changes for the capability holder or the linked user; conversion ends the capability. */
export async function updateQuestionnaire(
  ctx: AppContext,
  questionnaireId: string,
  changes: QuestionnaireChanges,
  actor: { tokens: readonly string[]; userId: string | null },
  meta: EventMetadata,
): Promise<QuestionnairesTable> {
  return run(
    ctx,
    questionnaireId,
    async (tx, now) => ({
      type: 'UpdateQuestionnaire',
      questionnaireId,
      changes,
      actor: {
        capabilityValid: await capabilityMatches(tx, questionnaireId, actor.tokens),
        userId: await liveUser(tx, actor.userId),
      },
      now,
    }),
    meta,
    async (tx, events) => {
      if (converts(events)) await revokeCapability(tx, questionnaireId);
    },
  );
}

/** The retention sweep's command (retention.ts): erases a lead past its retention, or refuses. */
export async function eraseExpiredLead(ctx: AppContext, questionnaireId: string, meta: EventMetadata): Promise<void> {
  await runQuestionnaireCommand(
    ctx,
    questionnaireId,
    async (_tx, now) => ({ type: 'EraseExpiredLead', questionnaireId, now }),
    meta,
  );
}
