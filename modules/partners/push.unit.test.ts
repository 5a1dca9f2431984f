import { describe, expect, it } from 'vitest';
import { storedEvent } from '../../server/testing/stored-event';
import { partnersPush } from './push';

const rulesFor = (type: string) => partnersPush.filter((r) => r.handles.includes(type));

describe('partners push', () => {
  it('a profile change reaches admins, the partner and the directory readers, with no id', async () => {
    const e = storedEvent('PartnerProfileUpdated', { userId: 'p1' });
    const [rule] = rulesFor(e.type);
    expect(await rule!.audience(e, null as never)).toEqual(['role:admin', 'user:p1', 'role:user', 'role:partner']);
    expect(rule!.ids).toBeUndefined();
  });

  it("identity's deactivation and specialty changes reach the directory readers too", () => {
    expect(rulesFor('UserDeactivated')).toHaveLength(1);
    // A reactivated Accelerator is listed again: open directories must show them without a reload.
    expect(rulesFor('UserReactivated')).toHaveLength(1);
    expect(rulesFor('PartnerTypeChanged')).toHaveLength(1);
    expect(rulesFor('UserRegistered')).toHaveLength(0);
  });
});
