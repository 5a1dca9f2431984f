import { describe, expect, it } from 'vitest';
import { impressumEnvName, impressumFrom } from './impressum';

describe('the Impressum', () => {
  it('reads each detail from its IMPRESSUM_ variable, null where unset', () => {
    expect(impressumEnvName('vatId')).toBe('IMPRESSUM_VAT_ID');
    expect(impressumFrom({ IMPRESSUM_COMPANY: 'Muster Coaching GmbH', IMPRESSUM_VAT_ID: 'DE123456789' })).toEqual({
      company: 'Muster Coaching GmbH',
      address: null,
      representative: null,
      email: null,
      phone: null,
      register: null,
      vatId: 'DE123456789',
    });
  });
});
