import type { AppContext } from '../../server/context';
import { createTemplate } from './commands';
import { findTemplate } from './queries';

/**
 * The four package types the questionnaire recommends exist as templates from the first start.
 * They carry no price ('Individueller Preis') and no partners until an admin sets them: the firm's
 * prices are not ours to invent. Fixed ids make creating them idempotent across instances.
 */
const presetTemplates = [
  { type: 'starter', id: '00000000-0000-4000-8000-000000000001', name: 'Starter' },
  { type: 'accelerator', id: '00000000-0000-4000-8000-000000000002', name: 'Accelerator' },
  { type: 'leadership', id: '00000000-0000-4000-8000-000000000003', name: 'Leadership' },
  { type: 'custom', id: '00000000-0000-4000-8000-000000000004', name: 'Individuell' },
] as const;

export async function ensurePresetTemplates(ctx: AppContext): Promise<void> {
  for (const p of presetTemplates) {
    if (await findTemplate(ctx.db, p.id)) continue;
    try {
      await createTemplate(
        ctx,
        { name: p.name, description: null, price: null, active: true, partners: [] },
        { actorRole: 'system', correlationId: 'packages.presets' },
        p.type,
        p.id,
      );
    } catch (err) {
      // Another instance created it at the same moment (its rejection 'TemplateExists' or a version
      // conflict); anything else, a database error above all, is not ours to hide.
      if (!(await findTemplate(ctx.db, p.id))) throw err;
    }
  }
}
