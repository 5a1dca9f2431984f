import { describe, expect, it } from 'vitest';
import { roomsOf } from './push';

const note = { clientId: 'client', authorId: 'coach' };

describe('who hears of a note', () => {
  it('a private note only its author; a team note the team; a shared note the client too', () => {
    expect(roomsOf(note, ['coach', 'other'], ['private'])).toEqual(['user:coach']);
    expect(roomsOf(note, ['coach', 'other'], ['team']).sort()).toEqual(['role:admin', 'user:coach', 'user:other']);
    expect(roomsOf(note, ['coach', 'other'], ['shared']).sort()).toEqual([
      'role:admin',
      'user:client',
      'user:coach',
      'user:other',
    ]);
  });

  it('a shared note made private is heard by those who lose it', () => {
    expect(roomsOf(note, ['coach'], ['private', 'shared'])).toContain('user:client');
  });
});
