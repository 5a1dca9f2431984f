import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressSaver, isGoneError, type SavePayload, type SaverTransport } from './progress-saver';

const payload = (name: string, extra: Partial<SavePayload> = {}): SavePayload => ({
  answers: { name },
  status: 'lead',
  selectedPackage: null,
  ...extra,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeTransport() {
  let created = 0;
  const transport = {
    create: vi.fn(async (_p: SavePayload) => {
      created += 1;
      return { id: `q${created}` };
    }),
    update: vi.fn(async (_id: string, _p: SavePayload): Promise<unknown> => ({})),
  } satisfies SaverTransport;
  return transport;
}

function makeSaver(transport: SaverTransport, initialId: string | null = null) {
  const onSaved = vi.fn();
  const onIdChange = vi.fn();
  const log = vi.fn();
  const saver = new ProgressSaver({ transport, debounceMs: 3000, minGapMs: 2000, initialId, onSaved, onIdChange, log });
  return { saver, onSaved, onIdChange, log };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('progress saving', () => {
  it('creates on the first save and updates with the returned id afterwards', async () => {
    const transport = fakeTransport();
    const { saver, onSaved, onIdChange } = makeSaver(transport);
    expect(await saver.save(payload('A'))).toEqual({ status: 'saved', id: 'q1' });
    expect(transport.create).toHaveBeenCalledWith(payload('A'));
    expect(onIdChange).toHaveBeenCalledWith('q1');

    vi.advanceTimersByTime(2000);
    expect(await saver.save(payload('AB'))).toEqual({ status: 'saved', id: 'q1' });
    expect(transport.update).toHaveBeenCalledWith('q1', payload('AB'));
    expect(transport.create).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalledTimes(2);
    expect(onSaved).toHaveBeenLastCalledWith('q1', false);
  });

  it('debounces: one save 3000 ms after the last change, with the payload read then', async () => {
    const transport = fakeTransport();
    const { saver } = makeSaver(transport);
    let current = payload('J');
    saver.schedule(() => current);
    vi.advanceTimersByTime(2000);
    current = payload('Ju');
    saver.schedule(() => current);
    vi.advanceTimersByTime(2999);
    expect(transport.create).not.toHaveBeenCalled();
    current = payload('Jul');
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.create).toHaveBeenCalledTimes(1);
    expect(transport.create).toHaveBeenCalledWith(payload('Jul'));
  });

  it('skips a save within 2000 ms of the last one, and allows it from then on', async () => {
    const transport = fakeTransport();
    const { saver } = makeSaver(transport, 'q9');
    await saver.save(payload('A'));
    vi.advanceTimersByTime(1999);
    expect(await saver.save(payload('B'))).toEqual({ status: 'skipped' });
    expect(transport.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(await saver.save(payload('C'))).toEqual({ status: 'saved', id: 'q9' });
    expect(transport.update).toHaveBeenCalledTimes(2);
  });

  it('skips a save while one is in flight, even after the gap', async () => {
    const transport = fakeTransport();
    const slow = deferred<unknown>();
    transport.update.mockImplementationOnce(() => slow.promise);
    const { saver } = makeSaver(transport, 'q1');
    const first = saver.save(payload('A'));
    vi.advanceTimersByTime(5000);
    expect(await saver.save(payload('B'))).toEqual({ status: 'skipped' });
    slow.resolve({});
    expect(await first).toEqual({ status: 'saved', id: 'q1' });
    expect(transport.update).toHaveBeenCalledTimes(1);
  });

  it('drops the stored id on 404 and creates a new questionnaire with the same payload', async () => {
    const transport = fakeTransport();
    transport.update.mockRejectedValueOnce(Object.assign(new Error('Fragebogen nicht gefunden.'), { status: 404 }));
    const { saver, onIdChange, log } = makeSaver(transport, 'stale');
    expect(await saver.save(payload('A'))).toEqual({ status: 'saved', id: 'q1' });
    expect(transport.update).toHaveBeenCalledWith('stale', payload('A'));
    expect(transport.create).toHaveBeenCalledWith(payload('A'));
    expect(onIdChange.mock.calls).toEqual([[null], ['q1']]);
    expect(saver.questionnaireId).toBe('q1');
    expect(log).not.toHaveBeenCalled();
  });

  it('treats a not-found message without a 404 status as gone too', () => {
    expect(isGoneError({ status: 400, message: 'Questionnaire not found' })).toBe(true);
    expect(isGoneError({ status: 500, message: 'Serverfehler' })).toBe(false);
    expect(isGoneError(null)).toBe(false);
  });

  it('only logs other errors and keeps the id', async () => {
    const transport = fakeTransport();
    const boom = Object.assign(new Error('Serverfehler'), { status: 500 });
    transport.update.mockRejectedValueOnce(boom);
    const { saver, onSaved, log } = makeSaver(transport, 'q1');
    expect(await saver.save(payload('A'))).toEqual({ status: 'failed', error: boom });
    expect(log).toHaveBeenCalledWith(boom);
    expect(onSaved).not.toHaveBeenCalled();
    expect(transport.create).not.toHaveBeenCalled();
    expect(saver.questionnaireId).toBe('q1');
  });

  it('a step save is never skipped: it cancels the pending debounce and waits for the save in flight', async () => {
    const transport = fakeTransport();
    const slow = deferred<{ id: string }>();
    transport.create.mockImplementationOnce(() => slow.promise);
    const { saver, onSaved } = makeSaver(transport);
    const progress = saver.save(payload('A'));
    saver.schedule(() => payload('stale'));
    const step = saver.flush(payload('A', { status: 'questionnaire' }), { quiet: true });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport.update).not.toHaveBeenCalled();
    slow.resolve({ id: 'q7' });
    await progress;
    expect(await step).toEqual({ status: 'saved', id: 'q7' });
    // Exactly one create (no second POST racing the first) and the debounced save never ran.
    expect(transport.create).toHaveBeenCalledTimes(1);
    expect(transport.update.mock.calls).toEqual([['q7', payload('A', { status: 'questionnaire' })]]);
    expect(onSaved).toHaveBeenLastCalledWith('q7', true);
  });
});
