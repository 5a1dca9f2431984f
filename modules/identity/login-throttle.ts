/**
 * Failed sign-ins of one account from one address (in memory, per app instance). The first
 * `freeFailures` cost nothing; each further one makes the next try wait twice as long as the last
 * (from `firstDelayMs` up to `maxDelayMs`). A success clears the count. Keyed by account AND
 * address, so a stranger guessing elsewhere never shuts the owner out, as a hard lock did.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; last: number }>();

  constructor(
    private readonly limits: { freeFailures: number; firstDelayMs: number; maxDelayMs: number },
    /** A count unused this long is forgotten (so the map does not grow for ever). */
    private readonly forgetAfterMs = 24 * 60 * 60_000,
  ) {}

  private delayAfter(count: number): number {
    const { freeFailures, firstDelayMs, maxDelayMs } = this.limits;
    if (count < freeFailures) return 0;
    return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(count - freeFailures, 30));
  }

  /** How long the key must still wait before its next try; 0: it may try now. */
  waitMs(key: string, now: number): number {
    const f = this.failures.get(key);
    if (!f) return 0;
    if (now - f.last >= this.forgetAfterMs) {
      this.failures.delete(key);
      return 0;
    }
    return Math.max(0, f.last + this.delayAfter(f.count) - now);
  }

  failed(key: string, now: number): void {
    const count = (this.failures.get(key)?.count ?? 0) + 1;
    // Re-inserted at the end: the map's first entries are the longest unused, pruned first.
    this.failures.delete(key);
    this.failures.set(key, { count, last: now });
    for (const [k, f] of this.failures) {
      if (now - f.last < this.forgetAfterMs && this.failures.size <= 100_000) break;
      this.failures.delete(k);
    }
  }

  succeeded(key: string): void {
    this.failures.delete(key);
  }
}
