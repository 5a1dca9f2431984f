import { describe, expect, it } from 'vitest';
import { planHandover } from './partner-leaves';

const held = (userPackageId: string) => ({
  userPackageId,
  packageName: 'Wachstum',
  clientId: 'c',
  clientName: 'Klara Kundin',
  status: 'active',
  remainingHours: 5,
  meetings: [],
});

describe("the admin's hand-over plan when an Accelerator leaves", () => {
  const holdings = { packages: [held('up-1'), held('up-2')] };
  it('needs a choice for every open package', () =>
    expect(
      planHandover(holdings, { packages: [{ userPackageId: 'up-1', toPartnerId: 'p-2' }], meetings: 'handOver' }),
    ).toEqual({ code: 'HandoverIncomplete', missing: 1 }));
  it('hands meetings over only with the hours, and cancels those of released hours', () =>
    expect(
      planHandover(holdings, {
        packages: [
          { userPackageId: 'up-1', toPartnerId: 'p-2' },
          { userPackageId: 'up-2', toPartnerId: null },
          { userPackageId: 'up-9', toPartnerId: 'p-2' },
        ],
        meetings: 'handOver',
      }),
    ).toEqual([
      { userPackageId: 'up-1', toPartnerId: 'p-2', handOverMeetings: true },
      { userPackageId: 'up-2', toPartnerId: null, handOverMeetings: false },
    ]));
  it('cancels every future meeting when the admin says so, even where the hours move', () =>
    expect(
      planHandover(
        { packages: [held('up-1')] },
        { packages: [{ userPackageId: 'up-1', toPartnerId: 'p-2' }], meetings: 'cancel' },
      ),
    ).toEqual([{ userPackageId: 'up-1', toPartnerId: 'p-2', handOverMeetings: false }]));
});
