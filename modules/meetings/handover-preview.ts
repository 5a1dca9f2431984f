import type { AppContext } from '../../server/context';
import { tablesOf, type Tx } from '../../server/db/kysely';
import type { EventMetadata } from '../../server/eventstore';
import { platformsWithRoom, type HandoverPreview, type HandoverRequest, type Platform } from './contract';
import { carryOutHandover } from './partner-leaves';
import type { MeetingsTable, MeetingsTables } from './tables';

// What the admin reads before confirming a hand-over: which meetings change place (2026-11-29).
// The hand-over itself runs in a transaction that is rolled back, so the preview is what the
// hand-over would do at this moment, never a second reading of its rules.

/** Thrown to roll the preview's transaction back once its answer is read. */
class PreviewDone extends Error {}

const scheduledOf = (tx: Tx, partnerId: string) =>
  tablesOf<MeetingsTables>(tx)
    .selectFrom('meetings')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .where('status', '=', 'scheduled')
    .execute();

const placeOf = (m: MeetingsTable) => ({ platform: m.platform as Platform, link: m.link, location: m.location });
const samePlace = (a: MeetingsTable, b: MeetingsTable) =>
  a.platform === b.platform && a.link === b.link && a.location === b.location;

export async function handoverPreview(
  ctx: AppContext,
  partnerId: string,
  request: HandoverRequest,
  meta: EventMetadata,
): Promise<HandoverPreview> {
  let answer: HandoverPreview = { moves: [] };
  try {
    await ctx.db.transaction().execute(async (tx) => {
      const before = await scheduledOf(tx, partnerId);
      const holdings = await carryOutHandover(ctx, tx, partnerId, request, meta, ctx.now(), { partial: true });
      const ids = before.map((m) => m.id);
      const after = new Map(
        ids.length
          ? (
              await tablesOf<MeetingsTables>(tx).selectFrom('meetings').selectAll().where('id', 'in', ids).execute()
            ).map((m) => [m.id, m])
          : [],
      );
      const clientOf = new Map(holdings.packages.map((p) => [p.userPackageId, p.clientName]));
      const moves = before.flatMap((was) => {
        const now = after.get(was.id);
        if (!now || now.status !== 'scheduled' || samePlace(was, now)) return [];
        const to = placeOf(now);
        // A fresh room is drawn again by the hand-over itself: this one is never used.
        const freshRoom = platformsWithRoom.includes(to.platform) && to.link !== was.link;
        return [
          {
            id: was.id,
            date: was.date,
            time: was.time,
            startsAt: was.starts_at.toISOString(),
            clientName: clientOf.get(was.user_package_id) ?? 'Unbekannt',
            from: placeOf(was),
            to: freshRoom ? { ...to, link: null } : to,
          },
        ];
      });
      answer = { moves: moves.sort((a, b) => a.startsAt.localeCompare(b.startsAt)) };
      throw new PreviewDone();
    });
  } catch (err) {
    if (!(err instanceof PreviewDone)) throw err;
  }
  return answer;
}
