import { describe, expect, it } from 'vitest';
import { partnerMessages, type PartnerProfile, type ProfileFields } from '../../../../modules/partners/contract';
import { emptyExpertise, emptyReference, formFieldOf, formFromProfile, validateProfileForm } from './profile-form';

/** What the form edits, as saved; a round trip through the form gives exactly this body back. */
const savedFields: ProfileFields = {
  specialty: 'Marketing',
  location: 'Berlin',
  linkedin: null,
  calendlyLink: null,
  bio: null,
  active: false,
  expertise: [{ title: 'SEO', description: '' }],
  references: [{ client: 'ACME', rating: 4, project: '', testimonial: '' }],
  phone: '+49 30 1234567',
  hourlyRate: 1250.5,
  availableHours: 10,
};
const saved: PartnerProfile = {
  ...savedFields,
  id: 'p1',
  userId: 'p1',
  name: 'Petra Partner',
  rating: 4,
  email: 'p@x.de',
  partnerType: 'Marketing',
  accountActive: true,
  version: 3,
  createdAt: '',
  updatedAt: '',
};

describe('the profile form', () => {
  it('a new profile takes the account specialty and is active', () => {
    const form = formFromProfile(null, 'Recht');
    expect(form.specialty).toBe('Recht');
    expect(form.active).toBe(true);
    expect(form.expertise).toEqual([]);
    expect(form.hourlyRate).toBe('');
  });

  it('shows the numbers in German', () => {
    const form = formFromProfile(saved, null);
    expect(form.hourlyRate).toBe('1.250,50');
    expect(form.availableHours).toBe('10');
  });

  it('an existing profile round-trips into the same body', () => {
    const result = validateProfileForm(formFromProfile(saved, null));
    expect(result).toEqual({ ok: true, body: savedFields });
  });

  it.each([
    ['150', '2,5', 150, 2.5],
    ['99.90', '2.5', 99.9, 2.5],
    ['1.234,56', '1.000', 1234.56, 1000],
    ['', '', null, null],
  ])('rate %j and hours %j are saved as %j and %j', (hourlyRate, availableHours, rate, hours) => {
    const result = validateProfileForm({ ...formFromProfile(saved, null), hourlyRate, availableHours });
    expect(result.ok && [result.body.hourlyRate, result.body.availableHours]).toEqual([rate, hours]);
  });

  it('refuses numbers it would have to guess or round, and negative ones, with German messages', () => {
    const result = validateProfileForm({
      ...formFromProfile(saved, null),
      hourlyRate: '1.2.3',
      availableHours: '2,555',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        hourlyRate: 'Bitte geben Sie eine Zahl ein, z. B. 99,90.',
        availableHours: 'Höchstens zwei Nachkommastellen.',
      },
    });
    const negative = validateProfileForm({ ...formFromProfile(saved, null), hourlyRate: '-5' });
    expect(negative.ok ? null : negative.errors.hourlyRate).toBe(partnerMessages.numberInvalid);
  });

  it('a new reference is rated 5 (Excellent)', () => {
    expect(emptyReference().rating).toBe(5);
  });

  it('reports the contract messages by field name, list rows included', () => {
    const form = {
      ...formFromProfile(saved, null),
      phone: 'abc',
      linkedin: 'https://example.com/x',
      calendlyLink: 'calendly',
      expertise: [emptyExpertise()],
      references: [emptyReference()],
    };
    const result = validateProfileForm(form);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      phone: partnerMessages.phoneInvalid,
      linkedin: partnerMessages.linkedinInvalid,
      calendlyLink: partnerMessages.calendlyInvalid,
      'expertise[0].title': partnerMessages.expertiseTitleRequired,
      'references[0].client': partnerMessages.referenceClientRequired,
    });
  });

  it('a missing specialty is reported (the save button is disabled then)', () => {
    const result = validateProfileForm(formFromProfile(null, null));
    expect(result.ok ? null : result.errors.specialty).toBe(partnerMessages.specialtyRequired);
  });

  it("names the server's error paths as the form does", () => {
    expect(formFieldOf('phone')).toBe('phone');
    expect(formFieldOf('expertise.0.title')).toBe('expertise[0].title');
    expect(formFieldOf('references.12.client')).toBe('references[12].client');
  });
});
