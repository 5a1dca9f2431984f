import { randomUUID } from 'node:crypto';
import type { Tx } from '../../server/db/kysely';
import type { AppContext } from '../../server/context';
import type { EventMetadata } from '../../server/eventstore';
import { capabilityMatches, generateEditToken, revokeCapability, storeCapability } from './capability';
import { decide, evolve, initialQuestionnaireState, OnboardingDomainError, type OnboardingCommand, type QuestionnaireChanges } from './decide';
import { questionnaireStreamType, toQuestionnaireStreamId, type OnboardingEvent } from './events';
import { enqueueRequestMails } from './notify';
import { findQuestionnaire } from './queries';
import type { QuestionnairesTable } from './tables';

const decider = { initialState: initialQuestionnaireState, evolve };

/** Load the questionnaire's stream, decide, append; secrets (`also`) and e-mails in the same transaction. */
async function run(
  ctx: AppContext,
  questionnaireId: string,
  build: (tx: Tx) => Promise<OnboardingCommand>,
  meta: EventMetadata,
  also: (tx: Tx, events: OnboardingEvent[]) => Promise<void>,
): Promise<QuestionnairesTable> {
  const streamId = toQuestionnaireStreamId(questionnaireId);
  await ctx.store.execute(async (tx) => {
    const { state, version } = await ctx.store.load(tx, streamId, decider);
    const events = decide(await build(tx), state);
    if (typeof events === 'string') throw new OnboardingDomainError(events);
    await also(tx, events);
    const after = events.reduce(evolve, state);
    return {
      appends: [{ streamId, streamType: questionnaireStreamType, expectedVersion: version, events }],
      result: undefined,
      afterAppend: (t, stored) => enqueueRequestMails(ctx, t, stored, after),
    };
  }, meta);
  const row = await findQuestionnaire(ctx.db, questionnaireId);
  if (!row) throw new OnboardingDomainError('NotFound');
  return row;
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
  const now = ctx.now();
  const row = await run(
    ctx,
    questionnaireId,
    async () => ({ type: 'CreateQuestionnaire', questionnaireId, changes, actor: { capabilityValid: true, userId: signedInUserId }, now }),
    meta,
    async (tx, events) => {
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
  const now = ctx.now();
  return run(
    ctx,
    questionnaireId,
    async (tx) => ({
      type: 'UpdateQuestionnaire',
      questionnaireId,
      changes,
      actor: { capabilityValid: await capabilityMatches(tx, questionnaireId, actor.tokens), userId: actor.userId },
      now,
    }),
    meta,
    async (tx, events) => {
      if (converts(events)) await revokeCapability(tx, questionnaireId);
    },
  );
}
