import { describe, expect, it } from 'vitest';
import { isCompletePackage, normalizePackageDetails } from './packages-normalize';

const nested = {
  package: { id: 'tpl-1', name: 'Vorlage', description: 'Fokus Vertrieb', price: 1200, totalHours: 10 },
  userPackage: {
    id: 'up-1',
    packageId: 'tpl-1',
    name: 'Wachstum 10',
    status: 'active',
    price: 1500,
    totalHours: 10,
    remainingHours: 4,
    createdAt: '2026-01-02T10:00:00Z',
    activatedAt: '2026-01-05T10:00:00Z',
    expiresAt: '2027-01-05T10:00:00Z',
  },
  partners: [
    {
      id: 'up-1:p1',
      partnerId: 'p1',
      partnerName: 'Markus Berger',
      partnerType: 'Strategie',
      totalHours: 10,
      remainingHours: 4,
      reservedHours: 0,
    },
  ],
  templatePartners: [
    { partnerId: 'p1', partnerName: 'Markus Berger', partnerType: 'Strategie', hours: 10, description: null },
  ],
};

describe('normalizePackageDetails', () => {
  it('reads the nested shape of spec 02 §3, the user package winning over the template', () => {
    const p = normalizePackageDetails(nested)!;
    expect(p).toMatchObject({
      userPackageId: 'up-1',
      packageId: 'tpl-1',
      name: 'Wachstum 10',
      description: 'Fokus Vertrieb',
      status: 'active',
      price: 1500,
      totalHours: 10,
      remainingHours: 4,
    });
    expect(p.partners).toEqual([
      { partnerId: 'p1', partnerName: 'Markus Berger', partnerType: 'Strategie', totalHours: 10, remainingHours: 4 },
    ]);
    expect(p.templatePartners).toHaveLength(1);
    expect(isCompletePackage(p)).toBe(true);
  });

  it('reads the flat shape, summing the partner hours when no total is given', () => {
    const p = normalizePackageDetails({
      packageId: 'tpl-2',
      packageName: 'Starter',
      packageDescription: 'Für den Anfang',
      packagePrice: '990.5',
      partnerHours: [
        { partnerId: 'p1', partnerName: 'A', hours: 3 },
        { partnerId: 'p2', partnerName: 'B', hours: 2 },
      ],
      templatePartners: [],
    })!;
    expect(p).toMatchObject({
      userPackageId: null,
      packageId: 'tpl-2',
      name: 'Starter',
      description: 'Für den Anfang',
      price: 990.5,
      totalHours: 5,
      remainingHours: 5,
      status: null,
    });
    expect(p.partners.map((x) => x.totalHours)).toEqual([3, 2]);
  });

  it('takes the first element of an array', () => {
    expect(normalizePackageDetails([nested, { packageId: 'other' }])?.userPackageId).toBe('up-1');
  });

  it('means "no package" for null, an empty list or an empty object', () => {
    expect(normalizePackageDetails(null)).toBeNull();
    expect(normalizePackageDetails([])).toBeNull();
    expect(normalizePackageDetails({})).toBeNull();
    expect(normalizePackageDetails('<html>')).toBeNull();
  });

  it('marks a package without id or name as incomplete', () => {
    expect(isCompletePackage(normalizePackageDetails({ packageName: 'Ohne Id' })!)).toBe(false);
    expect(isCompletePackage(normalizePackageDetails({ packageId: 'tpl-3' })!)).toBe(false);
    expect(isCompletePackage(normalizePackageDetails({ userPackage: { id: 'up-9', status: 'active' } })!)).toBe(false);
  });

  it('leaves out partner entries without an id and tolerates a null price', () => {
    const p = normalizePackageDetails({
      ...nested,
      userPackage: { ...nested.userPackage, price: null },
      package: { ...nested.package, price: null },
      partners: [{ partnerName: 'Ohne Id' }, ...nested.partners],
    })!;
    expect(p.price).toBeNull();
    expect(p.partners).toHaveLength(1);
  });

  it("keeps the firm's reason of a cancellation, so the screen does not call it the client's decline", () => {
    const cancelled = { ...nested, userPackage: { ...nested.userPackage, status: 'cancelled', cancelReason: 'Umzug' } };
    expect(normalizePackageDetails(cancelled)!.cancelReason).toBe('Umzug');
    expect(normalizePackageDetails(nested)!.cancelReason).toBeNull();
  });
});
