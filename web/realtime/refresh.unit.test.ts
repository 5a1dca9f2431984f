/// <reference types="vite/client" />
import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { defineRefresh, staleKeys, type FeatureRefresh } from './refresh';
import { featureRefreshes } from './refresh-registry';

// Readers own their refresh (issue 30): every query key a feature uses must belong to a family its
// own declaration makes stale by some event type (or says why no push concerns it). A new screen
// whose keys nobody declared would show stale data until a reload; this test names it instead.

/** The feature a file belongs to: `features/<name>/api/…`, or the app's own `web/api`. */
const featureOf = (path: string) => /features\/([^/]+)\/api\//.exec(path)?.[1] ?? 'app';

/**
 * The query keys the features' api files define: their exported `queryOptions`, and those their
 * `…Query` factories answer for placeholder arguments (a factory refusing them is skipped).
 */
function queryKeysByFeature(files: Record<string, Record<string, unknown>>): Map<string, QueryKey[]> {
  const byFeature = new Map<string, QueryKey[]>();
  const keyOf = (value: unknown): QueryKey | null => {
    const key = (value as { queryKey?: unknown } | null)?.queryKey;
    return Array.isArray(key) ? key : null;
  };
  for (const [path, exports] of Object.entries(files)) {
    for (const [name, value] of Object.entries(exports)) {
      let key = typeof value === 'object' ? keyOf(value) : null;
      if (typeof value === 'function' && /Query$/.test(name)) {
        try {
          key = keyOf((value as (...a: unknown[]) => unknown)('x', 'x', 'x', 'x'));
        } catch {
          key = null;
        }
      }
      if (key) byFeature.set(featureOf(path), [...(byFeature.get(featureOf(path)) ?? []), key]);
    }
  }
  return byFeature;
}

const isPrefix = (family: QueryKey, key: QueryKey) =>
  family.length <= key.length && family.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));

/** The keys of each feature that no rule of its own declaration (and no `notPushed`) covers. */
function uncovered(keys: Map<string, QueryKey[]>, refreshes: readonly FeatureRefresh[]): string[] {
  const missing: string[] = [];
  for (const [feature, featureKeys] of keys) {
    const own = refreshes.find((r) => r.feature === feature);
    const families = [
      ...(own?.rules.filter((r) => r.on.length > 0).map((r) => r.family) ?? []),
      ...(own?.notPushed ?? []).map((n) => n.family),
    ];
    for (const key of featureKeys) {
      if (!families.some((f) => isPrefix(f, key))) missing.push(`${feature}: ${JSON.stringify(key)}`);
    }
  }
  return missing;
}

const apiFiles = import.meta.glob<Record<string, unknown>>(
  ['../features/*/api/*.ts', '../api/*.ts', '!**/*.test.ts', '!**/refresh.ts'],
  { eager: true },
);

describe('refresh declarations', () => {
  const keys = queryKeysByFeature(apiFiles);

  it('finds the query keys of the features (the check below has something to check)', () => {
    expect(keys.get('meetings')).toContainEqual(['meetings', 'mine']);
    expect(keys.get('app')).toContainEqual(['auth', 'me']);
    expect([...keys.values()].flat().length).toBeGreaterThan(40);
  });

  it('makes every key family of every feature stale by at least one event type', () => {
    expect(uncovered(keys, featureRefreshes)).toEqual([]);
  });

  it('catches a family no event type makes stale', () => {
    const screen = new Map([
      [
        'meetings',
        [
          ['meetings', 'mine'],
          ['meetings', 'new-screen', 'x'],
        ] as QueryKey[],
      ],
    ]);
    const withoutEvents = defineRefresh('meetings', [
      { family: ['meetings', 'mine'], on: ['MeetingPlanned'] },
      { family: ['meetings', 'new-screen'], on: [] },
    ]);
    expect(uncovered(screen, [withoutEvents])).toEqual(['meetings: ["meetings","new-screen","x"]']);
    // Another feature's declaration does not cover it: each feature declares its own.
    const elsewhere = defineRefresh('dashboards', [{ family: ['meetings'], on: ['MeetingPlanned'] }]);
    expect(uncovered(screen, [withoutEvents, elsewhere])).toEqual(['meetings: ["meetings","new-screen","x"]']);
  });

  it('names only event types that exist (the contracts’ unions; a typo does not compile)', () => {
    // @ts-expect-error 'MeetingPlaned' is no event type of any module.
    defineRefresh('meetings', [{ family: ['meetings'], on: ['MeetingPlaned'] }]);
  });
});

describe('what a push makes stale', () => {
  const stale = (type: string, ids: object, viewerId: string | null = 'admin1') =>
    staleKeys(featureRefreshes, { type, position: 1, ids }, viewerId);
  const matches = (keys: QueryKey[], queryKey: QueryKey) => keys.some((k) => isPrefix(k, queryKey));
  const among = (keys: QueryKey[], queryKeys: QueryKey[]) => queryKeys.filter((q) => matches(keys, q));

  it('a planned meeting: the meeting lists, hours and counts it changes, and nothing else', () => {
    const keys = stale('MeetingPlanned', { clientId: 'A', partnerIds: ['P'] });
    expect(
      among(keys, [
        ['meetings', 'admin', { page: 1 }],
        ['clients', 'A'],
        ['clients', 'A', 'meetings', '2026-01-01'],
        ['dashboard', 'admin'],
        ['dashboard', 'activities'],
        ['users', 'P', 'holdings'],
        ['meetings', 'coordination', 'A'],
        ['meetings', 'slots', 'P', 'd', 'd', 60, null],
        ['dashboard', 'user'],
      ]),
    ).toHaveLength(9);
    expect(
      among(keys, [
        ['client-archive'],
        ['questionnaires', 'requests'],
        ['clients', 'list', { q: '', filter: 'all' }],
        ['clients', 'B'],
        ['meetings', 'coordination', 'B'],
        ['packages', 'pending'],
        ['packages', 'stats'],
        ['packages', 'templates'],
        ['dashboard', 'first-week'],
        ['users', 'admins'],
        ['users', 'role', 'partner'],
        ['users', 'Q', 'holdings'],
        ['partners', 'list'],
        ['milestones', 'user', 'A'],
        ['invoices', 'list', {}],
        ['audit', 'log', {}],
        ['auth', 'me'],
      ]),
    ).toEqual([]);
    // The people it names see their own lists go stale; a colleague holding hours in the package does not.
    expect(matches(stale('MeetingPlanned', { clientId: 'A', partnerIds: ['P'] }, 'P'), ['meetings', 'mine'])).toBe(
      true,
    );
    expect(matches(stale('MeetingPlanned', { clientId: 'A', partnerIds: ['P'] }, 'A'), ['meetings', 'mine'])).toBe(
      true,
    );
    expect(matches(stale('MeetingPlanned', { clientId: 'A', partnerIds: ['P'] }, 'Q'), ['dashboard', 'partner'])).toBe(
      false,
    );
  });

  it('a sent reminder refreshes no list', () => {
    expect(stale('MeetingReminderSent', {})).toEqual([]);
  });

  it('hours reserved refresh hours only: no status, count or client list', () => {
    const keys = stale('HoursReserved', { clientId: 'c1' });
    expect(
      among(keys, [
        ['packages', 'mine'],
        ['dashboard', 'user'],
        ['meetings', 'slots'],
        ['clients', 'c1'],
      ]),
    ).toHaveLength(4);
    expect(
      among(keys, [
        ['packages', 'stats'],
        ['clients', 'list'],
        ['dashboard', 'admin'],
        ['dashboard', 'activities'],
      ]),
    ).toEqual([]);
  });

  it('an acceptance moves the queue; an activation turns the client page active and counts the first week', () => {
    const accepted = stale('PackageAccepted', { clientId: 'c1', partnerIds: [] });
    expect(
      among(accepted, [
        ['packages', 'pending'],
        ['packages', 'mine'],
        ['packages', 'stats'],
      ]),
    ).toHaveLength(3);
    expect(among(accepted, [['dashboard', 'first-week'], ['client-archive']])).toEqual([]);
    const activated = stale('PackageActivated', { clientId: 'c1' });
    expect(
      among(activated, [
        ['packages', 'mine'],
        ['dashboard', 'first-week'],
        ['meetings', 'slots'],
      ]),
    ).toHaveLength(3);
  });

  it('a package that ends moves the client to the KundenKartei and changes the counts', () => {
    const keys = stale('PackageCompleted', { clientId: 'c1', partnerIds: [] });
    expect(
      among(keys, [
        ['client-archive', 'list', {}],
        ['packages', 'stats'],
        ['clients', 'list', {}],
        ['dashboard', 'admin'],
        ['dashboard', 'partner'],
      ]),
    ).toHaveLength(5);
  });

  it("an account's session view goes stale for that account only; a reset link refreshes no list", () => {
    expect(matches(stale('ProfileUpdated', { userId: 'u1' }, 'u1'), ['auth', 'me'])).toBe(true);
    expect(matches(stale('ProfileUpdated', { userId: 'u1' }, 'admin1'), ['auth', 'me'])).toBe(false);
    expect(stale('PasswordResetRequested', { userId: 'u1' }, 'admin1')).toEqual([]);
    expect(
      among(stale('ProfileUpdated', { userId: 'u1' }), [
        ['users', 'admins'],
        ['clients', 'list'],
        ['dashboard', 'admin'],
      ]),
    ).toHaveLength(3);
  });
});
