import { describe, expect, it } from 'vitest';
import {
  cacheGeneration,
  cachedSession,
  forgetSession,
  forgetUser,
  rememberSession,
  type CachedSession,
} from './session-cache';
import type { UsersTable } from './tables';

const entry = (sessionId: string, userId: string): CachedSession => ({
  sessionId,
  expiresAt: new Date('2030-01-01T00:00:00Z'),
  user: { id: userId } as UsersTable,
});

describe('the session cache', () => {
  it('keeps a looked-up session, and forgets it by session or by user', () => {
    rememberSession(entry('s1', 'u1'), cacheGeneration());
    rememberSession(entry('s2', 'u1'), cacheGeneration());
    rememberSession(entry('s3', 'u2'), cacheGeneration());
    expect(cachedSession('s1')?.user.id).toBe('u1');
    forgetSession('s1');
    expect(cachedSession('s1')).toBeNull();
    forgetUser('u1');
    expect(cachedSession('s2')).toBeNull();
    expect(cachedSession('s3')?.user.id).toBe('u2');
  });

  it('does not keep a lookup that began before a forget (it may have read the old row)', () => {
    const before = cacheGeneration();
    forgetUser('u9'); // e.g. the account was deactivated while the lookup was in flight
    rememberSession(entry('s9', 'u9'), before);
    expect(cachedSession('s9')).toBeNull();
    rememberSession(entry('s9', 'u9'), cacheGeneration());
    expect(cachedSession('s9')?.user.id).toBe('u9');
  });
});
