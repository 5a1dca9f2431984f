import type { AppContext } from '../../../server/context';
import { runner, type EventMetadata } from '../../../server/eventstore';
import type { DatevSettings } from './contract';
import { datevDecider } from './decide';
import { DATEV_ID } from './events';

const runDatev = runner(datevDecider);

type Actor = { id: string; role: 'admin' | 'partner' | 'user' };

/** Saves the DATEV settings, the whole of them (admins). */
export async function setDatevSettings(
  ctx: AppContext,
  actor: Actor,
  settings: DatevSettings,
  meta: EventMetadata,
): Promise<void> {
  const now = ctx.now();
  await runDatev(ctx.store, DATEV_ID, () => ({ type: 'SetDatevSettings', settings, actor, now }), meta);
}
