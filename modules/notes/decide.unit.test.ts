import { describe, expect, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import { noteDecider, visibleTo, type NoteCommand, type Reader } from './decide';
import type { NoteEvent } from './events';

const noteId = '11111111-1111-4111-8111-111111111111';
const clientId = '22222222-2222-4222-8222-222222222222';
const meetingId = '33333333-3333-4333-8333-333333333333';
const spec = specOf(noteDecider, noteId);
const coach: Reader = { id: '44444444-4444-4444-8444-444444444444', role: 'coach' };
const otherCoach: Reader = { id: '55555555-5555-4555-8555-555555555555', role: 'coach' };
const office: Reader = { id: '66666666-6666-4666-8666-666666666666', role: 'office' };
const client: Reader = { id: clientId, role: 'client' };

const write = (writer: Reader, visibility: 'private' | 'team' | 'shared', more: Partial<NoteCommand> = {}) =>
  ({
    type: 'WriteNote',
    clientId,
    writer,
    text: 'Nächste Woche: Preisliste überarbeiten.',
    visibility,
    meetingId: null,
    meetingOfClient: false,
    now,
    ...more,
  }) as NoteCommand;
const written = (author: Reader, visibility: 'private' | 'team' | 'shared'): NoteEvent => ({
  type: 'NoteWritten',
  data: {
    noteId,
    clientId,
    authorId: author.id,
    authorRole: author.role,
    meetingId: null,
    visibility,
    text: 'Nächste Woche: Preisliste überarbeiten.',
    at,
  },
});
const edit = (editor: Reader, expectedVersion: number, visibility: 'private' | 'team' | 'shared' = 'shared') =>
  ({ type: 'EditNote', editor, text: 'Preisliste bis Freitag.', visibility, expectedVersion, now }) as NoteCommand;

describe('who sees a note', () => {
  it('shows the author everything of theirs, the team team and shared notes, the client only shared ones', () => {
    const table: [Reader, 'private' | 'team' | 'shared', Reader, boolean][] = [
      [coach, 'private', coach, true],
      [coach, 'private', otherCoach, false],
      [coach, 'private', office, false],
      [coach, 'private', client, false],
      [coach, 'team', otherCoach, true],
      [coach, 'team', office, true],
      [coach, 'team', client, false],
      [coach, 'shared', client, true],
      [office, 'private', coach, false],
      [client, 'private', coach, false],
      [client, 'private', client, true],
      [client, 'shared', office, true],
    ];
    for (const [author, visibility, reader, sees] of table)
      expect(
        visibleTo(reader, { authorId: author.id, visibility }),
        `${author.role} ${visibility} → ${reader.role}`,
      ).toBe(sees);
  });
});

describe('notes', () => {
  it('a coach writes a note of any layer, tied to a meeting of the client', () => {
    spec([])
      .when(write(coach, 'team', { meetingId, meetingOfClient: true }))
      .then([{ ...written(coach, 'team'), data: { ...written(coach, 'team').data, meetingId } } as NoteEvent]);
  });

  it('refuses a meeting of another client', () => {
    spec([])
      .when(write(coach, 'shared', { meetingId, meetingOfClient: false }))
      .thenError('MeetingOfOtherClient');
  });

  it('a client writes private or shared notes, never a team note they could not read', () => {
    spec([])
      .when(write(client, 'private'))
      .then([written(client, 'private')]);
    spec([]).when(write(client, 'team')).thenError('ClientTeamNote');
    spec([written(client, 'shared')])
      .when(edit(client, 1, 'team'))
      .thenError('ClientTeamNote');
  });

  it('only the author changes a note, at the version they loaded; others of the team are told so', () => {
    spec([written(coach, 'team')])
      .when(edit(coach, 1))
      .then([
        {
          type: 'NoteEdited',
          data: {
            noteId,
            clientId,
            authorId: coach.id,
            visibility: 'shared',
            previousVisibility: 'team',
            text: 'Preisliste bis Freitag.',
            at,
          },
        },
      ]);
    const refused: [editor: Reader, expectedVersion: number, code: string][] = [
      [otherCoach, 1, 'NotAuthor'],
      [office, 1, 'NotAuthor'],
      [coach, 0, 'VersionConflict'],
    ];
    for (const [editor, expectedVersion, code] of refused)
      spec([written(coach, 'team')])
        .when(edit(editor, expectedVersion))
        .thenError(code);
  });

  it("answers another's private note as not found, to the office too", () => {
    const hidden: [given: NoteEvent, command: NoteCommand][] = [
      [written(coach, 'private'), edit(office, 1)],
      [written(coach, 'private'), { type: 'DeleteNote', editor: otherCoach, expectedVersion: null, now }],
      [written(coach, 'team'), edit(client, 1)],
    ];
    for (const [given, command] of hidden) spec([given]).when(command).thenError('NoteNotFound');
  });

  it('saving the same text and layer writes nothing', () => {
    spec([written(coach, 'shared')])
      .when({ ...edit(coach, 1), text: 'Nächste Woche: Preisliste überarbeiten.' } as NoteCommand)
      .then([]);
  });

  it('the author deletes it once; then it is gone for everyone', () => {
    const deleted: NoteEvent = {
      type: 'NoteDeleted',
      data: { noteId, clientId, authorId: coach.id, visibility: 'team', at },
    };
    spec([written(coach, 'team')])
      .when({ type: 'DeleteNote', editor: coach, expectedVersion: 1, now })
      .then([deleted]);
    spec([written(coach, 'team'), deleted])
      .when(edit(coach, 2))
      .thenError('NoteNotFound');
    spec([written(coach, 'team'), deleted])
      .when({ type: 'DeleteNote', editor: coach, expectedVersion: null, now })
      .thenError('NoteNotFound');
    spec([written(coach, 'team')])
      .when(write(coach, 'team'))
      .thenError('NoteExists');
  });
});
