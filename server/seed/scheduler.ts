import type { SeedClock } from './clock';

interface Waiting {
  at: number;
  seq: number;
  go: () => void;
}

const DAY = 24 * 3600_000;

interface Barrier {
  at: number;
  seq: number;
  run: () => Promise<void>;
}

/** A small binary heap ordered by (at, seq). */
class Heap<T extends { at: number; seq: number }> {
  private readonly items: T[] = [];

  get size(): number {
    return this.items.length;
  }

  peek(): T | undefined {
    return this.items[0];
  }

  push(item: T): void {
    const a = this.items;
    a.push(item);
    for (let i = a.length - 1; i > 0;) {
      const p = (i - 1) >> 1;
      if (!this.less(a[i]!, a[p]!)) break;
      [a[i], a[p]] = [a[p]!, a[i]!];
      i = p;
    }
  }

  pop(): T | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0 && last) {
      a[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && this.less(a[l]!, a[m]!)) m = l;
        if (r < a.length && this.less(a[r]!, a[m]!)) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m]!, a[i]!];
        i = m;
      }
    }
    return top;
  }

  private less(x: T, y: T): boolean {
    return x.at < y.at || (x.at === y.at && x.seq < y.seq);
  }
}

/**
 * Runs many stories (lanes) along one timeline. A lane announces the moment of its next step
 * (`step`); steps are let through in the order of their moments, at most `concurrency` at a time,
 * each lane one step after the other, and never one more than `maxSkew` after the earliest step
 * still under way (so what runs side by side happens within days, and a session one step renews
 * is still valid for the others). The clock stands at the latest moment let through (what jobs
 * see); each step itself runs at its own moment (SeedClock.run). A barrier (`at`) is work for
 * the whole firm at one moment, such as the daily expiry job: it runs once every step before its
 * moment has finished and before any later step starts.
 */
export class StoryScheduler {
  private readonly waiting = new Heap<Waiting>();
  private readonly barriers = new Heap<Barrier>();
  private seq = 0;
  /** Moments of the steps under way. */
  private readonly inFlight: number[] = [];
  private barrierRunning = false;
  private failed: unknown = null;
  private onFail: (err: unknown) => void = () => {};
  /** The latest moment let through. */
  reached: number;

  constructor(
    private readonly clock: SeedClock,
    private readonly concurrency: number,
    start: number,
    private readonly maxSkew = 14 * DAY,
  ) {
    this.reached = start;
  }

  private get running(): number {
    return this.inFlight.length;
  }

  /** Work for the whole firm at a moment (no step of any lane runs meanwhile). */
  at(moment: number, run: () => Promise<void>): void {
    this.barriers.push({ at: moment, seq: this.seq++, run });
    this.pump();
  }

  private started = false;

  /** Runs the lanes to their end; rejects with the first error of any lane or barrier. */
  async run(lanes: ((step: (moment: number) => Promise<void>) => Promise<void>)[]): Promise<void> {
    const failure = new Promise<never>((_, reject) => {
      this.onFail = reject;
    });
    const all = Promise.all(
      lanes.map(async (lane) => {
        let holding: number | null = null;
        const step = async (moment: number) => {
          if (this.failed) throw this.failed;
          // The next step waits before this one lets go of its slot: a later step of another
          // lane (or a barrier) must not slip in ahead of it.
          const turn = new Promise<void>((go) => this.waiting.push({ at: moment, seq: this.seq++, go }));
          const previous = holding;
          holding = null;
          if (previous !== null) this.release(previous);
          else this.pump();
          await turn;
          holding = moment;
        };
        try {
          await lane(step);
        } catch (err) {
          this.fail(err);
        } finally {
          if (holding !== null) this.release(holding);
        }
      }),
    );
    // Every lane has announced its first step now: only then the earliest goes first.
    this.started = true;
    this.pump();
    await Promise.race([all, failure]);
    // Barriers after the last step (e.g. the expiry run at today's moment).
    await Promise.race([this.drain(), failure]);
  }

  private drained: (() => void) | null = null;

  private drain(): Promise<void> {
    if (this.barriers.size === 0 && !this.barrierRunning) return Promise.resolve();
    return new Promise((resolve) => {
      this.drained = resolve;
      this.pump();
    });
  }

  private release(moment: number): void {
    this.inFlight.splice(this.inFlight.indexOf(moment), 1);
    this.pump();
  }

  private fail(err: unknown): void {
    if (!this.failed) {
      this.failed = err;
      this.onFail(err);
    }
  }

  private pump(): void {
    if (!this.started) return;
    while (!this.failed && !this.barrierRunning) {
      const next = this.waiting.peek();
      const barrier = this.barriers.peek();
      if (barrier && (!next || barrier.at <= next.at)) {
        if (this.running > 0) return;
        this.barriers.pop();
        this.barrierRunning = true;
        this.reached = Math.max(this.reached, barrier.at);
        this.clock.set(this.reached);
        void this.clock.run(barrier.at, barrier.run).then(
          () => {
            this.barrierRunning = false;
            this.pump();
          },
          (err: unknown) => this.fail(err),
        );
        return;
      }
      if (!next) {
        if (this.running === 0 && !barrier && this.drained) {
          const done = this.drained;
          this.drained = null;
          done();
        }
        return;
      }
      if (this.running >= this.concurrency) return;
      if (this.running > 0 && next.at - Math.min(...this.inFlight) > this.maxSkew) return;
      this.waiting.pop();
      this.inFlight.push(next.at);
      this.reached = Math.max(this.reached, next.at);
      this.clock.set(this.reached);
      next.go();
    }
  }
}
