import type { Answers, PackageType, QuestionnaireStatus } from '../../../../../modules/onboarding/contract';

// Progress saving of the wizard (spec 01 §4): the first save creates the questionnaire (POST),
// later ones update it (PUT); an update that answers "not found" drops the id and creates anew.
// Progress saves are debounced and skipped while one is in flight or within the minimum gap;
// step saves (finishing the questions, the package, the request, the conversion) are never
// skipped but wait their turn, so a step's status cannot be lost to the gap rule.

export interface SavePayload {
  answers: Answers;
  status: QuestionnaireStatus;
  selectedPackage: PackageType | null;
  userId?: string;
}

export interface SaverTransport {
  create(payload: SavePayload): Promise<{ id: string }>;
  /** The edit capability travels in its httpOnly cookie (same origin), so no token is passed here. */
  update(id: string, payload: SavePayload): Promise<unknown>;
}

interface SaverOptions {
  transport: SaverTransport;
  debounceMs: number;
  minGapMs: number;
  /** The id of a questionnaire saved earlier (restored progress). */
  initialId?: string | null;
  now?: () => number;
  /** After every successful save; `quiet` saves should not announce themselves. */
  onSaved?: (id: string, quiet: boolean) => void;
  /** The id changed (created, or dropped after a 404), so the caller can keep it. */
  onIdChange?: (id: string | null) => void;
  /** Save errors are only logged (spec 01 §4). */
  log?: (error: unknown) => void;
}

export type SaveOutcome =
  { status: 'saved'; id: string } | { status: 'skipped' } | { status: 'failed'; error: unknown };

/** "Not found" by status or by message; 403 too: our capability for that id is gone, so a new questionnaire is the only way on. */
export function isGoneError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { status, message } = error as { status?: unknown; message?: unknown };
  if (status === 404 || status === 403) return true;
  return typeof message === 'string' && /not found|nicht gefunden/i.test(message);
}

export class ProgressSaver {
  private id: string | null;
  private inFlight: Promise<SaveOutcome> | null = null;
  private lastStartedAt = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: SaverOptions) {
    this.id = options.initialId ?? null;
    this.now = options.now ?? (() => Date.now());
  }

  get questionnaireId(): string | null {
    return this.id;
  }

  /** Debounced progress save: runs `debounceMs` after the last call, with the payload read then. */
  schedule(read: () => SavePayload): void {
    this.cancelScheduled();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.save(read());
    }, this.options.debounceMs);
  }

  /** A progress save: skipped while another is in flight or started less than `minGapMs` ago. */
  save(payload: SavePayload): Promise<SaveOutcome> {
    if (this.inFlight || this.now() - this.lastStartedAt < this.options.minGapMs)
      return Promise.resolve({ status: 'skipped' });
    return this.run(payload, false);
  }

  /** A step's save: replaces a pending progress save, waits for the one in flight, never skipped. */
  async flush(payload: SavePayload, { quiet = false }: { quiet?: boolean } = {}): Promise<SaveOutcome> {
    this.cancelScheduled();
    while (this.inFlight) await this.inFlight;
    return this.run(payload, quiet);
  }

  cancelScheduled(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private run(payload: SavePayload, quiet: boolean): Promise<SaveOutcome> {
    this.lastStartedAt = this.now();
    const attempt = this.send(payload).then(
      (id): SaveOutcome => {
        this.options.onSaved?.(id, quiet);
        return { status: 'saved', id };
      },
      (error: unknown): SaveOutcome => {
        (this.options.log ?? console.error)(error);
        return { status: 'failed', error };
      },
    );
    const tracked = attempt.finally(() => {
      if (this.inFlight === tracked) this.inFlight = null;
    });
    this.inFlight = tracked;
    return tracked;
  }

  private async send(payload: SavePayload): Promise<string> {
    if (this.id) {
      try {
        await this.options.transport.update(this.id, payload);
        return this.id;
      } catch (error) {
        if (!isGoneError(error)) throw error;
        this.setId(null);
      }
    }
    const created = await this.options.transport.create(payload);
    this.setId(created.id);
    return created.id;
  }

  private setId(id: string | null): void {
    this.id = id;
    this.options.onIdChange?.(id);
  }
}
