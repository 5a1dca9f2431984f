import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../server/context';
import { DomainError, runner, type EventMetadata, type Untimed } from '../../server/eventstore';
import { lockPeople } from '../../server/db/locks';
import { findUserById } from '../identity';
import { writerOf } from '../notes';
import type { MilestoneTemplateItem } from './contract';
import { planDecider, templateDecider, type MilestoneError, type TemplateCommand } from './decide';
import { TEMPLATE_ID, TEMPLATE_STREAM_ID } from './events';
import { templateItems } from './queries';
import type { Actor } from '../identity/contract';

const runTemplateCommand = runner(templateDecider);
const runPlanCommand = runner(planDecider);
const runTemplate = (ctx: AppContext, command: Untimed<TemplateCommand>, meta: EventMetadata) =>
  runTemplateCommand(ctx, TEMPLATE_ID, (_, now): TemplateCommand => ({ ...command, now }), meta);

type ItemInput = Omit<MilestoneTemplateItem, 'id' | 'order'> & { order?: number };

export async function addTemplateItem(
  ctx: AppContext,
  item: ItemInput,
  meta: EventMetadata,
  id: string = randomUUID(),
): Promise<string> {
  await runTemplate(ctx, { type: 'AddItem', item: { ...item, id } }, meta);
  return id;
}

export async function updateTemplateItem(
  ctx: AppContext,
  id: string,
  item: ItemInput,
  meta: EventMetadata,
): Promise<void> {
  await runTemplate(ctx, { type: 'UpdateItem', item: { ...item, id } }, meta);
}

export async function removeTemplateItem(ctx: AppContext, id: string, meta: EventMetadata): Promise<void> {
  await runTemplate(ctx, { type: 'RemoveItem', id }, meta);
}

/** Copies the current template into the client's plan; a client who already has one keeps it. */
export async function createPlan(
  ctx: AppContext,
  clientId: string,
  userPackageId: string,
  meta: EventMetadata,
): Promise<boolean> {
  try {
    await runPlanCommand(
      ctx,
      clientId,
      async (tx, now) => {
        // The client's deletion takes the same lock: it commits first (no plan) or sees the plan (erased).
        await lockPeople(tx, [clientId]);
        const clientLeft = !(await findUserById(tx, clientId));
        return { type: 'CreatePlan', clientId, userPackageId, template: await templateItems(tx), clientLeft, now };
      },
      meta,
    );
    return true;
  } catch (err) {
    if (err instanceof DomainError && err.code === ('PlanExists' satisfies MilestoneError)) return false;
    throw err;
  }
}

export async function completeMilestone(
  ctx: AppContext,
  actor: Actor,
  clientId: string,
  milestoneId: string,
  notes: string | null,
  meta: EventMetadata,
): Promise<void> {
  await runPlanCommand(
    ctx,
    clientId,
    async (tx, now) => {
      // The circle asked in this transaction, behind the client's person lock (`writerOf`, as for a
      // note or a task): a completion racing the client's deletion commits first or finds them gone.
      const writer = await writerOf(tx, actor, clientId);
      return {
        type: 'CompleteMilestone',
        clientId,
        milestoneId,
        actor,
        notes,
        now,
        actorIsClientsPartner: writer?.role === 'coach',
        clientLeft: !(await findUserById(tx, clientId)),
      };
    },
    meta,
  );
}

/**
 * The firm's default plan, written once on the first start (an admin edits it afterwards). These are
 * the steps of the firm's coaching process, its real starting plan.
 */
const defaultPlan: ItemInput[] = [
  {
    name: 'Erstgespräch und Zielbild',
    description: 'Ausgangslage, Ziele und Erfolgskriterien der Zusammenarbeit festhalten.',
    requiresPartner: true,
  },
  {
    name: 'Potenzialanalyse auswerten',
    description: 'Die Ergebnisse der Analyse gemeinsam besprechen und Schwerpunkte wählen.',
    requiresPartner: true,
  },
  {
    name: 'Umsetzungsplan erstellen',
    description: 'Maßnahmen, Verantwortliche und Termine für die nächsten Wochen festlegen.',
    requiresPartner: false,
  },
  {
    name: 'Erste Maßnahmen umgesetzt',
    description: 'Die ersten Schritte des Plans sind erledigt.',
    requiresPartner: false,
  },
  { name: 'Zwischenbilanz', description: 'Fortschritt prüfen und den Plan nachschärfen.', requiresPartner: true },
  {
    name: 'Abschlussgespräch',
    description: 'Ergebnisse sichern und nächste Schritte nach dem Paket vereinbaren.',
    requiresPartner: true,
  },
];

export async function ensureDefaultTemplate(ctx: AppContext): Promise<void> {
  if ((await ctx.store.readStream(TEMPLATE_STREAM_ID)).length > 0) return;
  const ids = ['0001', '0002', '0003', '0004', '0005', '0006'].map((n) => `00000000-0000-4000-9000-00000000${n}`);
  try {
    await ctx.store.execute(
      async (tx) => {
        const { version } = await ctx.store.load(tx, TEMPLATE_STREAM_ID, templateDecider);
        if (version > 0) return { appends: [], result: undefined };
        const at = ctx.now().toISOString();
        const events = defaultPlan.map((item, i) => ({
          type: 'MilestoneTemplateItemSaved',
          data: { ...item, id: ids[i]!, order: i + 1, at },
        }));
        return {
          appends: [
            { streamId: TEMPLATE_STREAM_ID, streamType: templateDecider.streamType, expectedVersion: 0, events },
          ],
          result: undefined,
        };
      },
      { actorRole: 'system', correlationId: 'milestones.default-template' },
    );
  } catch (err) {
    // Another instance wrote it at the same moment (a version conflict past the retries); anything
    // else, a database error above all, is not ours to hide.
    if ((await ctx.store.readStream(TEMPLATE_STREAM_ID)).length === 0) throw err;
  }
}
