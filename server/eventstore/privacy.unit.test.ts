import { expect, it } from 'vitest';
import { privacyOf, undeclaredField } from './privacy';
import type { NewEvent } from './types';

type NoteTaken = NewEvent<
  'NoteTaken',
  { noteId: string; clientId: string; text: string; kind: 'call' | 'mail'; minutes: number; at: string }
>;
type NoteDropped = NewEvent<'NoteDropped', { noteId: string; at: string }>;
type NoteEvent = NoteTaken | NoteDropped;

it('compiles only when every text field of every event type is personal or plain (tsc checks the @ts-expect-error lines)', () => {
  const complete = privacyOf<NoteEvent>()({
    NoteTaken: { subject: 'clientId', personal: ['text'], plain: ['kind'] },
  });
  // `kind` is text, though only two words: left out, it does not compile.
  // @ts-expect-error NoteTaken.kind is neither personal nor plain
  privacyOf<NoteEvent>()({ NoteTaken: { subject: 'clientId', personal: ['text'] } });
  // A type with text left out altogether does not compile either.
  // @ts-expect-error NoteTaken.text and NoteTaken.kind are undeclared
  privacyOf<NoteEvent>()({});
  // Only fields of the event, only event types of the union.
  // @ts-expect-error 'body' is no field of NoteTaken
  privacyOf<NoteEvent>()({ NoteTaken: { subject: 'clientId', personal: ['text', 'body'], plain: ['kind'] } });
  privacyOf<NoteEvent>()({
    NoteTaken: { subject: 'clientId', personal: ['text'], plain: ['kind'] },
    // @ts-expect-error NoteEdited is no event of the union
    NoteEdited: { plain: [] },
  });
  expect(complete.NoteTaken!.personal!.fields).toEqual(['text']);
  expect(complete.NoteTaken!.personal!.subject({ clientId: 'c1' })).toBe('c1');
  expect(complete.NoteTaken!.plain).toEqual(['kind']);
});

it('finds at the append a text field that slipped past the types; ids, instants, numbers and nulls need no word', () => {
  const privacy = privacyOf<NoteEvent>()({ NoteTaken: { subject: 'clientId', personal: ['text'], plain: ['kind'] } });
  const data = { noteId: 'n', clientId: 'c', text: 't', kind: 'call', minutes: 5, at: '2026-10-25T01:30:00Z' };
  expect(undeclaredField({ type: 'NoteTaken', data }, privacy.NoteTaken)).toBeNull();
  expect(undeclaredField({ type: 'NoteTaken', data: { ...data, mood: 'froh' } }, privacy.NoteTaken)).toBe(
    'NoteTaken.mood',
  );
  expect(undeclaredField({ type: 'NoteTaken', data: { ...data, tags: ['a'] } }, privacy.NoteTaken)).toBe(
    'NoteTaken.tags',
  );
  // An event type without any declaration may carry no text at all.
  expect(undeclaredField({ type: 'NoteDropped', data: { noteId: 'n', at: 'x' } }, undefined)).toBeNull();
  expect(undeclaredField({ type: 'NoteDropped', data: { noteId: 'n', why: 'x' } }, undefined)).toBe('NoteDropped.why');
  expect(undeclaredField({ type: 'NoteDropped', data: { noteId: 'n', why: null } }, undefined)).toBeNull();
});
