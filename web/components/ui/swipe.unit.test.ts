import { describe, expect, it } from 'vitest';
import { isSwipeDismiss } from './swipe';

describe('toast swipe', () => {
  it('dismisses from 50 px either way', () => {
    expect([isSwipeDismiss(100, 150), isSwipeDismiss(100, 50), isSwipeDismiss(0, 49), isSwipeDismiss(0, -49)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
