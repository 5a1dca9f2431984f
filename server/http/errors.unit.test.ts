import { describe, expect, it } from 'vitest';
import { HttpError, notFound } from './errors';

describe('notFound', () => {
  it('answers 404 with the given German message and NOT_FOUND', () => {
    const err = notFound('Regal nicht gefunden.');
    expect(err).toBeInstanceOf(HttpError);
    expect([err.statusCode, err.message, err.code]).toEqual([404, 'Regal nicht gefunden.', 'NOT_FOUND']);
  });

  it("keeps a module's own API code where its answers name one", () => {
    expect(notFound('Regal nicht gefunden.', 'ShelfNotFound').code).toBe('ShelfNotFound');
  });
});
