import type { QueryKey } from '@tanstack/react-query';
import type { ChangesPush } from '../../lib/realtime-push';
import type { EventType } from './event-types';

/** What a rule may scope by: the push (its type and ids) and who is signed in here. */
interface RefreshContext {
  push: ChangesPush;
  viewerId: string | null;
}

/**
 * One family of a feature's query keys and the event types that make it stale. Without `scope`
 * the whole family goes stale; with it, only the keys `[...family, ...tail]` for the tails it
 * answers (none: nothing of the family), e.g. one client's details by the push's `clientId`.
 */
export interface RefreshRule {
  family: QueryKey;
  on: readonly EventType[];
  scope?: (ctx: RefreshContext) => unknown[][];
}

/**
 * A feature's refresh declaration, next to its `queryOptions`: every family of keys it uses is
 * either made stale by some event types (`rules`) or says why no push concerns it (`notPushed`).
 * The registry (`refresh-registry.ts`) gathers them; a unit test finds the families none covers.
 */
export interface FeatureRefresh {
  feature: string;
  rules: RefreshRule[];
  notPushed?: { family: QueryKey; why: string }[];
}

export function defineRefresh(
  feature: string,
  rules: RefreshRule[],
  notPushed?: FeatureRefresh['notPushed'],
): FeatureRefresh {
  return { feature, rules, ...(notPushed ? { notPushed } : {}) };
}

/** The tail for "the whole family": a scope answers `[whole]` to refresh it, `[]` to leave it. */
const whole: unknown[] = [];

/** Scopes a family to the signed-in user's own events (the push's `userId`): their session, their settings. */
export const ownAccount = ({ push, viewerId }: RefreshContext) =>
  viewerId !== null && push.ids.userId === viewerId ? [whole] : [];

/** The query keys one push makes stale here, by every feature's declaration (duplicates are the queue's). */
export function staleKeys(
  refreshes: readonly FeatureRefresh[],
  push: ChangesPush,
  viewerId: string | null,
): QueryKey[] {
  const keys: QueryKey[] = [];
  for (const { rules } of refreshes) {
    for (const rule of rules) {
      if (!(rule.on as readonly string[]).includes(push.type)) continue;
      const tails = rule.scope ? rule.scope({ push, viewerId }) : [whole];
      for (const tail of tails) keys.push([...rule.family, ...tail]);
    }
  }
  return keys;
}

/** Scopes a family to the push's client (`[...family, clientId]`); a push without one: the whole family. */
export const ofClient = ({ push }: RefreshContext) => (push.ids.clientId ? [[push.ids.clientId]] : [whole]);

/** Scopes to the signed-in user when the push names them as its client or one of its partners. */
export const namingViewer = ({ push, viewerId }: RefreshContext) =>
  viewerId !== null && (push.ids.clientId === viewerId || (push.ids.partnerIds ?? []).includes(viewerId))
    ? [whole]
    : [];
