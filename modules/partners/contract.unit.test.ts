import { describe, expect, it } from 'vitest';
import {
  createProfileRequest,
  editorSpecialties,
  isPhoneNumber,
  partnerMessages,
  profileFieldsSchema,
  ratingLabels,
  specialties,
} from './contract';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;
const base = { specialty: 'Recht' };

describe('partner profile contract', () => {
  it('knows the ten specialties, the editor offers eight of them, ratings 1-5 have labels', () => {
    expect(specialties).toHaveLength(10);
    expect(specialties.join(', ')).toBe(
      'Gründung, Marketing, Vertrieb, Finanzen, Recht, Strategie, Management, Wachstum, Mindset, KI',
    );
    expect(editorSpecialties).toEqual(specialties.slice(0, 8));
    expect(Object.values(ratingLabels)).toEqual(['Schlecht', 'Ausreichend', 'Gut', 'Sehr gut', 'Ausgezeichnet']);
  });

  it('defaults: active true, empty lists, a reference rated 5', () => {
    const p = profileFieldsSchema.parse({ ...base, references: [{ client: 'Muster GmbH' }] });
    expect(p).toMatchObject({ active: true, expertise: [], location: null, phone: null, hourlyRate: null });
    expect(p.references[0]).toEqual({ client: 'Muster GmbH', rating: 5, project: '', testimonial: '' });
  });

  it('without a user answers the spec text first', () => {
    expect(firstMessage(createProfileRequest.safeParse({}))).toBe(partnerMessages.noUser);
    expect(firstMessage(createProfileRequest.safeParse({ userId: '', ...base }))).toBe(partnerMessages.noUser);
  });

  it('requires a specialty of the list', () => {
    expect(firstMessage(profileFieldsSchema.safeParse({}))).toBe(partnerMessages.specialtyRequired);
    expect(firstMessage(profileFieldsSchema.safeParse({ specialty: 'Astrologie' }))).toBe(
      partnerMessages.specialtyInvalid,
    );
  });

  it('checks URLs with clear German messages', () => {
    expect(firstMessage(profileFieldsSchema.safeParse({ ...base, linkedin: 'linkedin' }))).toBe(
      partnerMessages.linkedinInvalid,
    );
    expect(firstMessage(profileFieldsSchema.safeParse({ ...base, linkedin: 'https://example.com/in/x' }))).toBe(
      partnerMessages.linkedinInvalid,
    );
    expect(firstMessage(profileFieldsSchema.safeParse({ ...base, calendlyLink: 'javascript:alert(1)' }))).toBe(
      partnerMessages.calendlyInvalid,
    );
    const ok = profileFieldsSchema.parse({
      ...base,
      linkedin: 'https://www.linkedin.com/in/mia',
      calendlyLink: 'https://calendly.com/mia/30min',
    });
    expect(ok).toMatchObject({
      linkedin: 'https://www.linkedin.com/in/mia',
      calendlyLink: 'https://calendly.com/mia/30min',
    });
    expect(profileFieldsSchema.parse({ ...base, linkedin: '' }).linkedin).toBeNull();
  });

  it('checks phone numbers', () => {
    for (const good of ['+49 30 1234567', '030/123 45 67', '(0171) 555-1234']) expect(isPhoneNumber(good)).toBe(true);
    for (const bad of ['12345', 'anrufen bitte', '+49 30 1234567 ext. 5', '1'.repeat(16)])
      expect(isPhoneNumber(bad)).toBe(false);
    expect(firstMessage(profileFieldsSchema.safeParse({ ...base, phone: 'abc' }))).toBe(partnerMessages.phoneInvalid);
  });

  it('accepts amounts as numbers or German decimal strings, never negative', () => {
    expect(profileFieldsSchema.parse({ ...base, hourlyRate: '120,50', availableHours: 12 })).toMatchObject({
      hourlyRate: 120.5,
      availableHours: 12,
    });
    expect(firstMessage(profileFieldsSchema.safeParse({ ...base, hourlyRate: -1 }))).toBe(
      partnerMessages.numberInvalid,
    );
  });

  it('reads amounts typed the German way and refuses what it would have to round or guess', () => {
    const rate = (hourlyRate: unknown) => profileFieldsSchema.safeParse({ ...base, hourlyRate });
    expect(rate('1.234,56').data?.hourlyRate).toBe(1234.56);
    expect(rate('1.234').data?.hourlyRate).toBe(1234);
    expect(rate(' 12.5 ').data?.hourlyRate).toBe(12.5);
    expect(rate('').data?.hourlyRate).toBeNull();
    for (const rounded of ['0,001', '99,999', 99.999])
      expect(firstMessage(rate(rounded))).toBe(partnerMessages.decimals);
    for (const guessed of ['1.2.3', '12a', '1,2,3'])
      expect(firstMessage(rate(guessed))).toBe(partnerMessages.numberInvalid);
  });

  it('checks expertise and references', () => {
    expect(firstMessage(profileFieldsSchema.safeParse({ ...base, expertise: [{ title: ' ' }] }))).toBe(
      partnerMessages.expertiseTitleRequired,
    );
    expect(firstMessage(profileFieldsSchema.safeParse({ ...base, references: [{ client: 'X', rating: 6 }] }))).toBe(
      partnerMessages.ratingInvalid,
    );
    expect(firstMessage(profileFieldsSchema.safeParse({ ...base, references: [{ rating: 3 }] }))).toBe(
      partnerMessages.referenceClientRequired,
    );
  });
});
