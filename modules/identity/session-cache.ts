import type { UsersTable } from './tables';

/**
 * Sessions resolved in the last second, by token hash: a page load sends several API calls at
 * once, and each would otherwise read the same session and user. Kept short on purpose: this
 * instance forgets an entry at once when its session ends or its user changes (logout, password
 * change, deactivation, deletion, any identity command); another instance of the portal may
 * serve it for up to CACHE_MS longer.
 */
const CACHE_MS = 1000;
const MAX_ENTRIES = 10_000;

export interface CachedSession {
  sessionId: string;
  expiresAt: Date;
  user: UsersTable;
}

const recent = new Map<string, { entry: CachedSession; until: number }>();
// Counts forgets: a lookup that began before one may have read what it forgot, so it is not kept.
let forgets = 0;

/** Read before looking a session up in the database; hand it to rememberSession afterwards. */
export function cacheGeneration(): number {
  return forgets;
}

export function cachedSession(sessionId: string): CachedSession | null {
  const hit = recent.get(sessionId);
  if (!hit) return null;
  if (hit.until > performance.now()) return hit.entry;
  recent.delete(sessionId);
  return null;
}

/** Keeps a session looked up since `generation`, unless something was forgotten meanwhile. */
export function rememberSession(entry: CachedSession, generation: number): void {
  if (generation !== forgets) return;
  // Oldest first out: a Map iterates in insertion order.
  if (recent.size >= MAX_ENTRIES) recent.delete(recent.keys().next().value!);
  recent.set(entry.sessionId, { entry, until: performance.now() + CACHE_MS });
}

export function forgetSession(sessionId: string): void {
  forgets++;
  recent.delete(sessionId);
}

export function forgetUser(userId: string): void {
  forgets++;
  for (const [id, { entry }] of recent) if (entry.user.id === userId) recent.delete(id);
}
