import { describe, expect, it } from 'vitest';
import { validateTemplateDraft } from './template-form';

describe('validateTemplateDraft', () => {
  it('needs a name', () => {
    expect(validateTemplateDraft({ name: '  ', description: '', order: null, requiresPartner: false })).toEqual({ ok: false, errors: { name: 'Bitte geben Sie einen Namen ein.' } });
  });

  it('trims, drops an empty description and keeps the flag', () => {
    expect(validateTemplateDraft({ name: ' Kick-off ', description: '', order: 2, requiresPartner: true })).toEqual({
      ok: true,
      value: { name: 'Kick-off', description: null, order: 2, requiresPartner: true },
    });
  });
});
