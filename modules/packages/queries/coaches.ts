import type { Db, Tx } from '../../../server/db/kysely';
import { anyRow } from '../../../server/db/reads';
import { partnerSharesIn } from './partners';
import { allocationsWithPackages } from './rows';

// The client's coaches for what is kept between sessions (notes; tasks, files and messages to come):
// the Acceleratoren allocated to a package the client accepted or that was activated, now or
// before. An offer not yet accepted, declined or withdrawn does not bring its coaches in; a
// hand-over moves the allocation, and with it the coach, to the successor.

// The one rule of the circle: every query below (and through them notes, tasks, files, messages,
// milestones, meetings' coordination, partners' client list and directory, questionnaire downloads)
// asks it.
const coaching = (db: Db | Tx) =>
  allocationsWithPackages(db).where((eb) =>
    eb.or([eb('p.accepted_at', 'is not', null), eb('p.activated_at', 'is not', null)]),
  );
const coachingAllocations = (db: Db | Tx, clientId: string) => coaching(db).where('p.user_id', '=', clientId);

/** Whether a partner coaches (or coached) the client. */
export async function coachesClient(db: Db | Tx, partnerId: string, clientId: string): Promise<boolean> {
  return anyRow(coachingAllocations(db, clientId).where('a.partner_id', '=', partnerId));
}

/** The partners who coach (or coached) the client. */
export async function coachesOfClient(db: Db | Tx, clientId: string): Promise<string[]> {
  const rows = await coachingAllocations(db, clientId).select('a.partner_id').distinct().execute();
  return rows.map((r) => r.partner_id);
}

/**
 * The packages through which a partner coaches now, one entry per package (a client with two shows
 * twice): open (pending or active) and accepted or activated. An offer still waiting for the
 * client's answer is not there: it opens no circle.
 */
export const coachedPackagesOf = (db: Db | Tx, partnerId: string) => partnerSharesIn(coaching(db), partnerId);
