/**
 * Counts attempts per key in a sliding window (in memory, per app instance). Used for the
 * per-IP and per-account limits on login, register, forgot, reset and password change.
 */
export class AttemptLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  isBlocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.max;
  }

  /** How long until the key may try again (0: now): till enough of its attempts left the window. */
  waitMs(key: string, now = Date.now()): number {
    const list = this.recent(key, now);
    return list.length < this.max ? 0 : list[list.length - this.max]! + this.windowMs - now;
  }

  record(key: string, now = Date.now()): void {
    const list = this.recent(key, now);
    list.push(now);
    this.hits.set(key, list);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }
}
