import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { describeWriteFailure, refusalReason } from './query-meta';

const refused = new ApiError('x', 400, { message: 'Nicht genügend Stunden: 1 Std. verfügbar' });
const broken = new ApiError('x', 503, { message: 'intern' });

describe('describeWriteFailure', () => {
  it('a 401 goes to the common handler, whatever the write declared', () => {
    expect(describeWriteFailure(new ApiError('x', 401), 'Meeting konnte nicht erstellt werden.')).toBe('session');
    expect(describeWriteFailure(new ApiError('x', 401), () => ({ title: 'eigen' }))).toBe('session');
  });

  it('a title: the server reason of a refused request below it, nothing for a broken server', () => {
    expect(describeWriteFailure(refused, 'Titel')).toEqual({
      title: 'Titel',
      description: 'Nicht genügend Stunden: 1 Std. verfügbar',
    });
    expect(describeWriteFailure(broken, 'Titel')).toEqual({ title: 'Titel', description: undefined });
  });

  it('a fallback stands where the server gives no reason', () => {
    const spec = { title: 'Activation Failed', fallback: 'Failed to activate package. Please try again.' };
    expect(describeWriteFailure(refused, spec)).toEqual({
      title: 'Activation Failed',
      description: 'Nicht genügend Stunden: 1 Std. verfügbar',
    });
    expect(describeWriteFailure(broken, spec)).toEqual({ title: 'Activation Failed', description: spec.fallback });
    expect(describeWriteFailure(new Error('offline'), spec)).toEqual({
      title: 'Activation Failed',
      description: spec.fallback,
    });
  });

  it('a function decides itself; null means the screen says it', () => {
    expect(describeWriteFailure(refused, () => null)).toBeNull();
    expect(describeWriteFailure(refused, (e) => ({ title: 'T', description: refusalReason(e) }))).toEqual({
      title: 'T',
      description: 'Nicht genügend Stunden: 1 Std. verfügbar',
    });
  });
});
