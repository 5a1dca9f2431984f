import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { actorChoices, concernsText, meetingIdOf, packageIdOf, rawEvent, typeChoices } from './audit-rows';
import { emptyFilter, rangeError, toAuditFilter } from './filter-state';
import { readPackageAsOf } from './package-as-of';

const pkg = '11111111-2222-4333-8444-555555555555';
const meeting = '99999999-2222-4333-8444-555555555555';

describe('audit rows', () => {
  it('finds the package from its stream or from an event naming it', () => {
    expect(packageIdOf({ streamId: `packages-user-package-${pkg}`, data: {} })).toBe(pkg);
    expect(packageIdOf({ streamId: `meetings-meeting-${meeting}`, data: { userPackageId: pkg } })).toBe(pkg);
    expect(packageIdOf({ streamId: 'identity-user-x', data: { userPackageId: 'not-an-id' } })).toBeNull();
    expect(meetingIdOf({ streamId: `meetings-meeting-${meeting}`, data: {} })).toBe(meeting);
  });

  it('offers each type and actor once, keeping the chosen one', () => {
    const rows = [
      { type: 'PackageOffered', label: 'Paket angeboten', actorId: 'a', actorName: 'Zora' },
      { type: 'PackageAccepted', label: 'Paket angenommen', actorId: 'b', actorName: 'Anna' },
      { type: 'PackageOffered', label: 'Paket angeboten', actorId: null, actorName: null },
    ];
    expect(typeChoices(rows, 'HoursConsumed').map((c) => c.id)).toEqual([
      'HoursConsumed',
      'PackageOffered',
      'PackageAccepted',
    ]);
    expect(actorChoices(rows)).toEqual([
      { id: 'b', label: 'Anna' },
      { id: 'a', label: 'Zora' },
    ]);
  });

  it('says whom a row concerns in German, with their role; nothing when it concerns only its actor', () => {
    expect(
      concernsText([
        { id: 'c', name: 'Julia Hoffmann', roleLabel: 'Klient' },
        { id: 'p', name: 'Max Berater', roleLabel: 'Accelerator' },
      ]),
    ).toBe('Betrifft: Julia Hoffmann (Klient), Max Berater (Accelerator)');
    expect(concernsText([{ id: 'x', name: 'gelöscht', roleLabel: null }])).toBe('Betrifft: gelöscht');
    expect(concernsText([])).toBeNull();
  });

  it('prints the raw event as JSON text', () => {
    const text = rawEvent({
      position: 3,
      eventId: 'e',
      streamId: 's',
      type: 'T',
      label: 'L',
      text: 'x',
      actorId: null,
      actorName: null,
      actorRole: null,
      concerns: [],
      recordedAt: '2026-03-12T13:05:00.000Z',
      data: { a: '<b>' },
      metadata: {},
    });
    expect(JSON.parse(text)).toMatchObject({ position: 3, data: { a: '<b>' } });
  });
});

describe('package as of', () => {
  it('reads status, hours and ledger', () => {
    const view = readPackageAsOf({
      status: 'active',
      name: 'Starter',
      totalHours: 10,
      price: 1490,
      ledger: { p1: { total: 10, consumed: 2, reservations: { m: 1.5 } } },
    });
    expect(view.statusLabel).toBe('Aktiv');
    expect(view.partners).toEqual([{ partnerId: 'p1', total: 10, consumed: 2, reserved: 1.5 }]);
  });

  it('reads an odd state leniently', () => {
    expect(readPackageAsOf(null)).toMatchObject({ status: 'none', statusLabel: 'Noch nicht angeboten', partners: [] });
  });
});

describe('filter state', () => {
  it('sends an entity only with its id, and whole Berlin days', () => {
    expect(toAuditFilter({ ...emptyFilter, entity: 'client' })).toEqual({});
    expect(
      toAuditFilter({
        ...emptyFilter,
        entity: 'client',
        entityId: pkg,
        type: 'PackageOffered',
        from: new CalendarDate(2026, 3, 1),
        to: new CalendarDate(2026, 3, 1),
      }),
    ).toEqual({
      entity: 'client',
      entityId: pkg,
      type: 'PackageOffered',
      from: '2026-02-28T23:00:00.000Z',
      to: '2026-03-01T22:59:59.999Z',
    });
  });

  it('refuses a range that ends before it starts', () => {
    const state = { ...emptyFilter, from: new CalendarDate(2026, 3, 2), to: new CalendarDate(2026, 3, 1) };
    expect(rangeError(state)).toBeTruthy();
    expect(toAuditFilter(state)).toEqual({});
  });
});
