import {
  defaultReferenceRating,
  profileFieldsSchema,
  type PartnerProfile,
} from '../../../../modules/partners/contract';
import type { ProfileBody } from '../api/partners-write';

// The editor's state and its one way to a request body, validated with the contract's schema so
// the messages are the server's German texts.

export interface ExpertiseRow {
  /** Stable React key of the row (rows can be removed from the middle). */
  key: string;
  title: string;
  description: string;
}

export interface ReferenceRow {
  key: string;
  client: string;
  rating: number;
  project: string;
  testimonial: string;
}

export interface ProfileForm {
  specialty: string;
  location: string;
  phone: string;
  linkedin: string;
  calendlyLink: string;
  /** null when empty (react-aria's NumberField answers NaN for an empty input; see `numberOrNull`). */
  hourlyRate: number | null;
  availableHours: number | null;
  active: boolean;
  bio: string;
  expertise: ExpertiseRow[];
  references: ReferenceRow[];
}

/** Errors by path: 'phone', 'expertise.0.title', 'references.2.client', and 'form' for the rest. */
export type ProfileErrors = Record<string, string>;

let rowCounter = 0;
export const newRowKey = (): string => `row-${++rowCounter}`;

export const emptyExpertise = (): ExpertiseRow => ({ key: newRowKey(), title: '', description: '' });
export const emptyReference = (): ReferenceRow => ({ key: newRowKey(), client: '', rating: defaultReferenceRating, project: '', testimonial: '' });

/** The form for an existing profile, or a new one whose specialty is the account's partnerType. */
export function formFromProfile(profile: PartnerProfile | null, accountSpecialty: string | null): ProfileForm {
  return {
    specialty: profile?.specialty ?? accountSpecialty ?? '',
    location: profile?.location ?? '',
    phone: profile?.phone ?? '',
    linkedin: profile?.linkedin ?? '',
    calendlyLink: profile?.calendlyLink ?? '',
    hourlyRate: profile?.hourlyRate ?? null,
    availableHours: profile?.availableHours ?? null,
    // Spec 02 §5: a new profile is active.
    active: profile?.active ?? true,
    bio: profile?.bio ?? '',
    expertise: (profile?.expertise ?? []).map((x) => ({ key: newRowKey(), ...x })),
    references: (profile?.references ?? []).map((r) => ({ key: newRowKey(), ...r })),
  };
}

export const numberOrNull = (value: number): number | null => (Number.isFinite(value) ? value : null);

function bodyOf(form: ProfileForm): ProfileBody {
  return {
    specialty: form.specialty,
    location: form.location.trim() || null,
    phone: form.phone.trim() || null,
    linkedin: form.linkedin.trim() || null,
    calendlyLink: form.calendlyLink.trim() || null,
    hourlyRate: form.hourlyRate,
    availableHours: form.availableHours,
    active: form.active,
    bio: form.bio.trim() || null,
    expertise: form.expertise.map(({ title, description }) => ({ title: title.trim(), description: description.trim() })),
    references: form.references.map(({ client, rating, project, testimonial }) => ({ client: client.trim(), rating, project: project.trim(), testimonial: testimonial.trim() })),
  };
}

export type ProfileValidation = { ok: true; body: ProfileBody } | { ok: false; errors: ProfileErrors };

/** The request body, or the first message per field path. */
export function validateProfileForm(form: ProfileForm): ProfileValidation {
  const body = bodyOf(form);
  const result = profileFieldsSchema.safeParse(body);
  if (result.success) return { ok: true, body };
  const errors: ProfileErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.length > 0 ? issue.path.join('.') : 'form';
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Drops the error of one field once it is edited, so the message does not outlive the fix. */
export function withoutError(errors: ProfileErrors, path: string): ProfileErrors {
  if (!(path in errors)) return errors;
  const next = { ...errors };
  delete next[path];
  return next;
}
