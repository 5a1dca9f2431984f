import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The portal's clock while a story is seeded (`RuntimeOptions.now`). It stands where the story
 * is (`set`); a step of one person's story runs at its own moment (`run`: the moment travels
 * with the request through AsyncLocalStorage, so parallel stories each see their own time);
 * `release` hands it back to the real time once the story has reached today.
 */
export class SeedClock {
  private readonly moment = new AsyncLocalStorage<number>();
  private standing: number | null;

  constructor(start: number | null = null) {
    this.standing = start;
  }

  readonly now = (): Date => {
    const t = this.moment.getStore() ?? this.standing;
    return t === null ? new Date() : new Date(t);
  };

  set(ms: number): void {
    this.standing = ms;
  }

  release(): void {
    this.standing = null;
  }

  run<T>(ms: number, work: () => Promise<T>): Promise<T> {
    return this.moment.run(ms, work);
  }
}
