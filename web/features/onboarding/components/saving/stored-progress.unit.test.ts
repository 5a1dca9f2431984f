import { describe, expect, it } from 'vitest';
import {
  clearProgress,
  emptyProgress,
  furthestStep,
  laterStatus,
  readProgress,
  writeProgress,
  type WizardProgress,
} from './stored-progress';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const progress: WizardProgress = {
  questionnaireId: 'q1',
  answers: { name: 'Jana Müller', businessStatus: 'established', challenges: ['sales', 'team'] },
  currentQuestionId: 'revenue',
  status: 'lead',
  selectedPackage: null,
};

describe('stored progress', () => {
  it('is kept under the onboarding key and read back', () => {
    const storage = memoryStorage();
    writeProgress(storage, progress);
    expect([...storage.data.keys()]).toEqual(['onboarding']);
    expect(readProgress(storage)).toMatchObject(progress);
  });

  it('does not restore completed (converted) progress', () => {
    const storage = memoryStorage();
    writeProgress(storage, { ...progress, status: 'converted' });
    expect(readProgress(storage)).toBeNull();
  });

  it('ignores unreadable values and keeps what is readable of a damaged one', () => {
    expect(readProgress(memoryStorage({ onboarding: '{kaputt' }))).toBeNull();
    expect(readProgress(memoryStorage({ onboarding: '42' }))).toBeNull();
    const damaged = readProgress(
      memoryStorage({ onboarding: JSON.stringify({ ...progress, currentQuestionId: 'gibtsnicht', status: 'x' }) }),
    );
    expect(damaged).toMatchObject({
      answers: progress.answers,
      currentQuestionId: 'name',
      status: 'lead',
      questionnaireId: 'q1',
    });
  });

  it('survives blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readProgress(blocked)).toBeNull();
    expect(() => writeProgress(blocked, emptyProgress())).not.toThrow();
    expect(() => clearProgress(blocked)).not.toThrow();
  });

  it('clears', () => {
    const storage = memoryStorage();
    writeProgress(storage, progress);
    clearProgress(storage);
    expect(readProgress(storage)).toBeNull();
  });
});

describe('steps and statuses', () => {
  it('allows a step only once the status before it is reached', () => {
    expect(furthestStep('lead')).toBe(1);
    expect(furthestStep('questionnaire')).toBe(2);
    expect(furthestStep('package')).toBe(3);
    expect(furthestStep('request_sent')).toBe(4);
    expect(furthestStep('converted')).toBe(4);
  });

  it('never moves the status back', () => {
    expect(laterStatus('package', 'questionnaire')).toBe('package');
    expect(laterStatus('lead', 'request_sent')).toBe('request_sent');
  });
});
