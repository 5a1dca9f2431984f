import { randomUUID } from 'node:crypto';
import type { Tx } from '../../server/db/kysely';
import type { AppContext } from '../../server/context';
import type { EventMetadata, StreamAppend } from '../../server/eventstore';
import { partnerHasClient } from '../packages';
import type { MilestoneTemplateItem } from './contract';
import {
  decidePlan, decideTemplate, evolvePlan, evolveTemplate, initialPlanState, initialTemplateState, type MilestoneError, type PlanCommand, type TemplateCommand,
} from './decide';
import { planStreamType, templateStreamType, TEMPLATE_STREAM_ID, toPlanStreamId } from './events';
import { templateItems } from './queries';

export class MilestonesDomainError extends Error {
  constructor(readonly code: MilestoneError) {
    super(code);
    this.name = 'MilestonesDomainError';
  }
}

async function templateAppend(ctx: AppContext, tx: Tx, command: TemplateCommand): Promise<StreamAppend> {
  const { state, version } = await ctx.store.load(tx, TEMPLATE_STREAM_ID, { initialState: initialTemplateState, evolve: evolveTemplate });
  const events = decideTemplate(command, state);
  if (typeof events === 'string') throw new MilestonesDomainError(events);
  return { streamId: TEMPLATE_STREAM_ID, streamType: templateStreamType, expectedVersion: version, events };
}

async function planAppend(ctx: AppContext, tx: Tx, clientId: string, command: PlanCommand): Promise<StreamAppend> {
  const streamId = toPlanStreamId(clientId);
  const { state, version } = await ctx.store.load(tx, streamId, { initialState: initialPlanState, evolve: evolvePlan });
  const events = decidePlan(command, state);
  if (typeof events === 'string') throw new MilestonesDomainError(events);
  return { streamId, streamType: planStreamType, expectedVersion: version, events };
}

type ItemInput = Omit<MilestoneTemplateItem, 'id' | 'order'> & { order?: number };

export async function addTemplateItem(ctx: AppContext, item: ItemInput, meta: EventMetadata, id: string = randomUUID()): Promise<string> {
  const now = ctx.now();
  await ctx.store.execute(async (tx) => ({ appends: [await templateAppend(ctx, tx, { type: 'AddItem', item: { ...item, id }, now })], result: undefined }), meta);
  return id;
}

export async function updateTemplateItem(ctx: AppContext, id: string, item: ItemInput, meta: EventMetadata): Promise<void> {
  const now = ctx.now();
  await ctx.store.execute(async (tx) => ({ appends: [await templateAppend(ctx, tx, { type: 'UpdateItem', item: { ...item, id }, now })], result: undefined }), meta);
}

export async function removeTemplateItem(ctx: AppContext, id: string, meta: EventMetadata): Promise<void> {
  const now = ctx.now();
  await ctx.store.execute(async (tx) => ({ appends: [await templateAppend(ctx, tx, { type: 'RemoveItem', id, now })], result: undefined }), meta);
}

/** Copies the current template into the client's plan; a client who already has one keeps it. */
export async function createPlan(ctx: AppContext, clientId: string, userPackageId: string, meta: EventMetadata): Promise<boolean> {
  const now = ctx.now();
  try {
    await ctx.store.execute(async (tx) => ({
      appends: [await planAppend(ctx, tx, clientId, { type: 'CreatePlan', clientId, userPackageId, template: await templateItems(tx), now })],
      result: undefined,
    }), meta);
    return true;
  } catch (err) {
    if (err instanceof MilestonesDomainError && err.code === 'PlanExists') return false;
    throw err;
  }
}

export async function completeMilestone(
  ctx: AppContext, actor: { id: string; role: 'admin' | 'partner' | 'user' }, clientId: string, milestoneId: string, notes: string | null, meta: EventMetadata,
): Promise<void> {
  const now = ctx.now();
  await ctx.store.execute(async (tx) => {
    const actorIsClientsPartner = actor.role === 'partner' && (await partnerHasClient(tx, actor.id, clientId));
    return { appends: [await planAppend(ctx, tx, clientId, { type: 'CompleteMilestone', clientId, milestoneId, actor, actorIsClientsPartner, notes, now })], result: undefined };
  }, meta);
}

/**
 * The firm's default plan, written once on the first start (an admin edits it afterwards). These are
 * the steps of the firm's coaching process, its real starting plan.
 */
const defaultPlan: ItemInput[] = [
  { name: 'Erstgespräch und Zielbild', description: 'Ausgangslage, Ziele und Erfolgskriterien der Zusammenarbeit festhalten.', requiresPartner: true },
  { name: 'Potenzialanalyse auswerten', description: 'Die Ergebnisse der Analyse gemeinsam besprechen und Schwerpunkte wählen.', requiresPartner: true },
  { name: 'Umsetzungsplan erstellen', description: 'Maßnahmen, Verantwortliche und Termine für die nächsten Wochen festlegen.', requiresPartner: false },
  { name: 'Erste Maßnahmen umgesetzt', description: 'Die ersten Schritte des Plans sind erledigt.', requiresPartner: false },
  { name: 'Zwischenbilanz', description: 'Fortschritt prüfen und den Plan nachschärfen.', requiresPartner: true },
  { name: 'Abschlussgespräch', description: 'Ergebnisse sichern und nächste Schritte nach dem Paket vereinbaren.', requiresPartner: true },
];

export async function ensureDefaultTemplate(ctx: AppContext): Promise<void> {
  if ((await ctx.store.readStream(TEMPLATE_STREAM_ID)).length > 0) return;
  const ids = ['0001', '0002', '0003', '0004', '0005', '0006'].map((n) => `00000000-0000-4000-9000-00000000${n}`);
  try {
    await ctx.store.execute(async (tx) => {
      const { version } = await ctx.store.load(tx, TEMPLATE_STREAM_ID, { initialState: initialTemplateState, evolve: evolveTemplate });
      if (version > 0) return { appends: [], result: undefined };
      const at = ctx.now().toISOString();
      const events = defaultPlan.map((item, i) => ({ type: 'MilestoneTemplateItemSaved', data: { ...item, id: ids[i]!, order: i + 1, at } }));
      return { appends: [{ streamId: TEMPLATE_STREAM_ID, streamType: templateStreamType, expectedVersion: 0, events }], result: undefined };
    }, { actorRole: 'system', correlationId: 'milestones.default-template' });
  } catch {
    // another instance wrote it at the same moment
  }
}
