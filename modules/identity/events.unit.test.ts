import { describe, expect, it } from 'vitest';
import { upcastUserRegisteredV1, upcastUserRegisteredV2 } from './events';

// Old UserRegistered events stay in the log as written; reading them upcasts them step by step.
const common = {
  userId: '11111111-1111-4111-8111-111111111111',
  email: 'a@b.de',
  company: null,
  phone: null,
  role: 'user',
  at: '2026-01-01T00:00:00.000Z',
};

describe('UserRegistered upcasters', () => {
  it('v1 (fullName, no position) becomes v2', () => {
    expect(upcastUserRegisteredV1({ ...common, fullName: 'Alt Name' })).toEqual({
      ...common,
      name: 'Alt Name',
      position: null,
    });
  });

  it('v2 (no username, no partnerType) becomes v3: the username is the e-mail', () => {
    expect(upcastUserRegisteredV2({ ...common, name: 'A', position: null })).toEqual({
      ...common,
      name: 'A',
      position: null,
      username: 'a@b.de',
      partnerType: null,
    });
  });

  it('a v1 event reads as v3 through both steps', () => {
    expect(upcastUserRegisteredV2(upcastUserRegisteredV1({ ...common, fullName: 'Alt Name' }))).toMatchObject({
      name: 'Alt Name',
      username: 'a@b.de',
      partnerType: null,
    });
  });
});
