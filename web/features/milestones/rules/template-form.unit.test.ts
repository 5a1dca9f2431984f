import { describe, expect, it } from 'vitest';
import { validateTemplateDraft } from './template-form';

describe('validateTemplateDraft', () => {
  it('needs a name', () => {
    expect(validateTemplateDraft({ name: '  ', description: '', order: '', requiresPartner: false })).toEqual({
      ok: false,
      errors: { name: 'Bitte geben Sie einen Namen ein.' },
    });
  });

  it('trims, drops an empty description and keeps the flag', () => {
    expect(validateTemplateDraft({ name: ' Kick-off ', description: '', order: '2', requiresPartner: true })).toEqual({
      ok: true,
      value: { name: 'Kick-off', description: null, order: 2, requiresPartner: true },
    });
  });

  it('reads the position as a German whole number from 1 to 100, never rounding it', () => {
    const draft = { name: 'Kick-off', description: '', requiresPartner: false };
    expect(validateTemplateDraft({ ...draft, order: '' })).toEqual({
      ok: true,
      value: { ...draft, description: null },
    });
    expect(validateTemplateDraft({ ...draft, order: '2,5' })).toEqual({
      ok: false,
      errors: { order: 'Bitte geben Sie eine ganze Zahl ein.' },
    });
    expect(validateTemplateDraft({ ...draft, order: '1.2.3' })).toEqual({
      ok: false,
      errors: { order: 'Bitte geben Sie eine ganze Zahl ein, z. B. 12.' },
    });
    expect(validateTemplateDraft({ ...draft, order: '101' })).toEqual({
      ok: false,
      errors: { order: 'Bitte geben Sie eine Position von 1 bis 100 ein.' },
    });
    expect(validateTemplateDraft({ ...draft, name: '', order: '0' })).toEqual({
      ok: false,
      errors: { name: 'Bitte geben Sie einen Namen ein.', order: 'Bitte geben Sie eine Position von 1 bis 100 ein.' },
    });
  });
});
