import { describe, expect, it } from 'vitest';
import { availableHours, durationFits } from './available-hours';

describe('available hours for planning', () => {
  it("are the allocation's remaining hours minus the server's reserved hours", () => {
    expect(availableHours({ remainingHours: 5, reservedHours: 2 })).toBe(3);
    expect(availableHours({ remainingHours: 1.5, reservedHours: 0.5 })).toBe(1);
  });

  it('never go below zero', () => {
    expect(availableHours({ remainingHours: 0.5, reservedHours: 1 })).toBe(0);
  });

  it('offers a duration only when its hours fit', () => {
    expect(durationFits(60, 1)).toBe(true);
    expect(durationFits(90, 1)).toBe(false);
    expect(durationFits(30, 0.5)).toBe(true);
    expect(durationFits(30, 0)).toBe(false);
  });
});
