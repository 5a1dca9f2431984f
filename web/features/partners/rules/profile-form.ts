import {
  defaultReferenceRating,
  profileFieldsSchema,
  type PartnerProfile,
} from '../../../../modules/partners/contract';
import type { ProfileBody } from '../api/partners-write';
import { formatGermanNumber, germanNumber } from '../../../lib/german-number';
import { fieldErrors, fieldName, type FieldErrors } from '../../../lib/validation';

// The editor's values and their one way to a request body, validated with the contract's schema
// so the messages are the server's German texts. Numbers are held as typed (German).

interface ExpertiseRow {
  title: string;
  description: string;
}

interface ReferenceRow {
  client: string;
  rating: number;
  project: string;
  testimonial: string;
}

interface ProfileForm {
  specialty: string;
  location: string;
  phone: string;
  linkedin: string;
  calendlyLink: string;
  /** Euro as typed ('150,00'); empty for none. */
  hourlyRate: string;
  /** Hours as typed ('2,5'); empty for none. */
  availableHours: string;
  active: boolean;
  bio: string;
  expertise: ExpertiseRow[];
  references: ReferenceRow[];
}

export const emptyExpertise = (): ExpertiseRow => ({ title: '', description: '' });
export const emptyReference = (): ReferenceRow => ({
  client: '',
  rating: defaultReferenceRating,
  project: '',
  testimonial: '',
});

/**
 * Rate and hours: German numbers with at most two decimals (said at the field as it is left; the
 * contract refuses a third too), then the contract's own range check ('Bitte geben Sie eine Zahl ab 0 ein.').
 */
export const hourlyRateSchema = germanNumber({ decimals: 2 }, profileFieldsSchema.shape.hourlyRate);
export const availableHoursSchema = germanNumber(
  { decimals: 2, messages: { invalid: 'Bitte geben Sie eine Zahl ein, z. B. 2,5.' } },
  profileFieldsSchema.shape.availableHours,
);

const amountText = (value: number | null, decimals?: number) =>
  value === null ? '' : formatGermanNumber(value, decimals === undefined ? {} : { decimals });

/** The form for an existing profile, or a new one whose specialty is the account's partnerType. */
export function formFromProfile(profile: PartnerProfile | null, accountSpecialty: string | null): ProfileForm {
  return {
    specialty: profile?.specialty ?? accountSpecialty ?? '',
    location: profile?.location ?? '',
    phone: profile?.phone ?? '',
    linkedin: profile?.linkedin ?? '',
    calendlyLink: profile?.calendlyLink ?? '',
    hourlyRate: amountText(profile?.hourlyRate ?? null, 2),
    availableHours: amountText(profile?.availableHours ?? null),
    // Spec 02 §5: a new profile is active.
    active: profile?.active ?? true,
    bio: profile?.bio ?? '',
    expertise: (profile?.expertise ?? []).map(({ title, description }) => ({ title, description })),
    references: (profile?.references ?? []).map(({ client, rating, project, testimonial }) => ({
      client,
      rating,
      project,
      testimonial,
    })),
  };
}

function bodyOf(form: ProfileForm, hourlyRate: number | null, availableHours: number | null): ProfileBody {
  return {
    specialty: form.specialty,
    location: form.location.trim() || null,
    phone: form.phone.trim() || null,
    linkedin: form.linkedin.trim() || null,
    calendlyLink: form.calendlyLink.trim() || null,
    hourlyRate,
    availableHours,
    active: form.active,
    bio: form.bio.trim() || null,
    expertise: form.expertise.map(({ title, description }) => ({
      title: title.trim(),
      description: description.trim(),
    })),
    references: form.references.map(({ client, rating, project, testimonial }) => ({
      client: client.trim(),
      rating,
      project: project.trim(),
      testimonial: testimonial.trim(),
    })),
  };
}

type ProfileValidation = { ok: true; body: ProfileBody } | { ok: false; errors: FieldErrors; formError?: string };

/** The request body, or the first message per field ('phone', 'expertise[0].title', …). */
export function validateProfileForm(form: ProfileForm): ProfileValidation {
  const rate = hourlyRateSchema.safeParse(form.hourlyRate);
  const hours = availableHoursSchema.safeParse(form.availableHours);
  const body = bodyOf(form, rate.success ? rate.data : null, hours.success ? hours.data : null);
  const errors = fieldErrors(profileFieldsSchema, body);
  if (!rate.success) errors.hourlyRate = rate.error.issues[0]?.message;
  if (!hours.success) errors.availableHours = hours.error.issues[0]?.message;
  const { '': formError, ...fields } = errors;
  if (Object.values(errors).every((e) => !e)) return { ok: true, body };
  return { ok: false, errors: fields, ...(formError ? { formError } : {}) };
}

/** A server's error path ('expertise.0.title') as the form's field name ('expertise[0].title'). */
export function formFieldOf(serverPath: string): string {
  return fieldName(serverPath.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)));
}
