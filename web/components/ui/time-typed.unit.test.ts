import { describe, expect, it } from 'vitest';
import { partialTimeMessage, typedTime } from './time-typed';

type Segment = { type: string; isEditable: boolean; isPlaceholder: boolean };
const hour = (typed: boolean): Segment => ({ type: 'hour', isEditable: true, isPlaceholder: !typed });
const minute = (typed: boolean): Segment => ({ type: 'minute', isEditable: true, isPlaceholder: !typed });
const colon: Segment = { type: 'literal', isEditable: false, isPlaceholder: false };

describe('a time field read as typed', () => {
  it("is partial when only the hour or only the minutes are there ('08:––')", () => {
    expect(typedTime([hour(true), colon, minute(false)])).toBe('partial');
    expect(typedTime([hour(false), colon, minute(true)])).toBe('partial');
  });

  it('is empty or complete otherwise', () => {
    expect(typedTime([hour(false), colon, minute(false)])).toBe('empty');
    expect(typedTime([hour(true), colon, minute(true)])).toBe('complete');
  });

  it('says in German what is missing', () => {
    expect(partialTimeMessage).toBe('Die Uhrzeit ist unvollständig: Bitte geben Sie Stunden und Minuten ein.');
  });
});
