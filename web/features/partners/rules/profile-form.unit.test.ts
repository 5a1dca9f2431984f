import { describe, expect, it } from 'vitest';
import { partnerMessages, type PartnerProfile } from '../../../../modules/partners/contract';
import { emptyExpertise, emptyReference, formFromProfile, numberOrNull, validateProfileForm, withoutError } from './profile-form';

const saved: PartnerProfile = {
  id: 'p1', userId: 'p1', name: 'Petra Partner', specialty: 'Marketing', location: 'Berlin', linkedin: null, calendlyLink: null,
  bio: null, active: false, rating: 4, expertise: [{ title: 'SEO', description: '' }], references: [{ client: 'ACME', rating: 4, project: '', testimonial: '' }],
  email: 'p@x.de', phone: '+49 30 1234567', hourlyRate: 120, availableHours: 10, partnerType: 'Marketing', accountActive: true,
  version: 3, createdAt: '', updatedAt: '',
};

describe('the profile form', () => {
  it('a new profile takes the account specialty and is active', () => {
    const form = formFromProfile(null, 'Recht');
    expect(form.specialty).toBe('Recht');
    expect(form.active).toBe(true);
    expect(form.expertise).toEqual([]);
  });

  it('an existing profile round-trips into the same body', () => {
    const result = validateProfileForm(formFromProfile(saved, null));
    expect(result).toEqual({
      ok: true,
      body: {
        specialty: 'Marketing', location: 'Berlin', phone: '+49 30 1234567', linkedin: null, calendlyLink: null, hourlyRate: 120,
        availableHours: 10, active: false, bio: null, expertise: [{ title: 'SEO', description: '' }], references: [{ client: 'ACME', rating: 4, project: '', testimonial: '' }],
      },
    });
  });

  it('a new reference is rated 5 (Excellent)', () => {
    expect(emptyReference().rating).toBe(5);
  });

  it('reports the contract messages by field path, list rows included', () => {
    const form = { ...formFromProfile(saved, null), phone: 'abc', linkedin: 'https://example.com/x', calendlyLink: 'calendly', expertise: [emptyExpertise()], references: [emptyReference()] };
    const result = validateProfileForm(form);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      phone: partnerMessages.phoneInvalid,
      linkedin: partnerMessages.linkedinInvalid,
      calendlyLink: partnerMessages.calendlyInvalid,
      'expertise.0.title': partnerMessages.expertiseTitleRequired,
      'references.0.client': partnerMessages.referenceClientRequired,
    });
  });

  it('a missing specialty is reported (the save button is disabled then)', () => {
    const result = validateProfileForm(formFromProfile(null, null));
    expect(result.ok ? null : result.errors.specialty).toBe(partnerMessages.specialtyRequired);
  });

  it('empty number inputs become null; an edited field loses its error', () => {
    expect(numberOrNull(Number.NaN)).toBeNull();
    expect(numberOrNull(12.5)).toBe(12.5);
    expect(withoutError({ phone: 'x', location: 'y' }, 'phone')).toEqual({ location: 'y' });
  });
});
