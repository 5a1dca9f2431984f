import { describe, expect, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import { mayReadTemplate, templateDecider } from './decide-template';
import type { TemplateEvent } from './events';

const spec = specOf(templateDecider);
const fields = {
  name: 'Starter',
  description: null,
  price: null,
  active: true,
  partners: [
    { partnerId: 'p1', hours: 4, description: 'Strategie' },
    { partnerId: 'p2', hours: 6, description: null },
  ],
};
const created: TemplateEvent = {
  type: 'TemplateCreated',
  data: { packageId: 't1', ...fields, totalHours: 10, isPreset: true, presetType: 'starter', at },
};

describe('templates', () => {
  it('creates a template whose hours are its planned partners\u2019 hours; price may be null', () =>
    spec([])
      .when({ type: 'CreateTemplate', packageId: 't1', fields, isPreset: true, presetType: 'starter', now })
      .then([created]));
  it('takes the given hours when no partner is planned', () =>
    spec([])
      .when({
        type: 'CreateTemplate',
        packageId: 't1',
        fields: { ...fields, partners: [], totalHours: 7 },
        isPreset: false,
        presetType: null,
        now,
      })
      .then([
        {
          type: 'TemplateCreated',
          data: { packageId: 't1', ...fields, partners: [], totalHours: 7, isPreset: false, presetType: null, at },
        },
      ]));
  it('is created once', () =>
    spec([created])
      .when({ type: 'CreateTemplate', packageId: 't1', fields, isPreset: false, presetType: null, now })
      .thenError('TemplateExists'));
  it('plans each partner once', () =>
    spec([])
      .when({
        type: 'CreateTemplate',
        packageId: 't1',
        fields: { ...fields, partners: [fields.partners[0]!, fields.partners[0]!] },
        isPreset: false,
        presetType: null,
        now,
      })
      .thenError('DuplicatePartner'));
  it('updates and deletes; presets stay', () => {
    spec([created])
      .when({ type: 'UpdateTemplate', packageId: 't1', fields: { ...fields, price: 990 }, now })
      .then([
        {
          type: 'TemplateUpdated',
          data: {
            packageId: 't1',
            name: 'Starter',
            description: null,
            price: 990,
            totalHours: 10,
            active: true,
            partners: fields.partners,
            at,
          },
        },
      ]);
    spec([created])
      .when({ type: 'DeleteTemplate', packageId: 't1', openPackages: 0, now })
      .thenError('PresetCannotBeDeleted');
    const custom = { ...created, data: { ...created.data, isPreset: false } } as TemplateEvent;
    spec([custom])
      .when({ type: 'DeleteTemplate', packageId: 't1', openPackages: 0, now })
      .then([{ type: 'TemplateDeleted', data: { packageId: 't1', at } }]);
    spec([custom, { type: 'TemplateDeleted', data: { packageId: 't1', at } }])
      .when({ type: 'UpdateTemplate', packageId: 't1', fields, now })
      .thenError('TemplateNotFound');
  });
  it('a template an open offer or running package uses is not deleted (issue 32: its public-info would be gone)', () => {
    const custom = { ...created, data: { ...created.data, isPreset: false } } as TemplateEvent;
    spec([custom])
      .when({ type: 'DeleteTemplate', packageId: 't1', openPackages: 2, now })
      .thenError({ code: 'TemplateInUse', count: 2 });
  });
});

describe("who reads a template's public info", () => {
  const oneOff = { active: false };
  it('a one-off is its own client’s and staff’s; another client reads only the catalogue', () => {
    expect(mayReadTemplate(oneOff, { role: 'user', offeredIt: true })).toBe(true);
    expect(mayReadTemplate(oneOff, { role: 'user', offeredIt: false })).toBe(false);
    expect(mayReadTemplate(oneOff, { role: 'admin', offeredIt: false })).toBe(true);
    expect(mayReadTemplate(oneOff, { role: 'partner', offeredIt: false })).toBe(true);
    expect(mayReadTemplate({ active: true }, { role: 'user', offeredIt: false })).toBe(true);
  });
});
