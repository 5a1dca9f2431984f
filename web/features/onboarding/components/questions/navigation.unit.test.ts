import { describe, expect, it } from 'vitest';
import { visibleQuestions } from '../../../../../modules/onboarding/contract';
import { currentIndex } from './navigation';

describe('the current question', () => {
  it('is found among the visible ones', () => {
    const visible = visibleQuestions({ businessStatus: 'established' });
    expect(visible[currentIndex(visible, 'focus')]!.id).toBe('focus');
  });

  it('falls back to the last shown question before a hidden one', () => {
    // focus shows only for established businesses; for a young one the visitor lands on revenue.
    const visible = visibleQuestions({ businessStatus: 'young' });
    expect(visible[currentIndex(visible, 'focus')]!.id).toBe('revenue');
    expect(currentIndex(visible, 'name')).toBe(0);
  });
});
