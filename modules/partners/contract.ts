import { z } from 'zod';
import { coercedWholeNumber } from '../../lib/whole-number';
import { readGermanNumber } from '../../lib/german/number';
import {
  optionalLine as optionalGermanLine,
  optionalText as optionalGermanText,
  requiredLine,
} from '../../lib/german/text';
import type { PartnersEvent } from './events';
import { specialties } from './contract/specialties';
import { contactFields, personFields } from '../identity/contract';
import { packageHoursFields, packageReferenceFields } from '../packages/contract/fields';
import { recordTimeFields } from '../packages/contract/record-times';

// Isomorphic: the only file of this module the web app imports (with the files in contract/, which it re-exports).

export * from './contract/specialties';

type Specialty = (typeof specialties)[number];

/**
 * The eight the profile editor offers (spec 02 §3). Shown by their German names only: the spec's
 * English glosses in brackets ('Recht (Legal)') are not shown to anyone.
 */
export const editorSpecialties = specialties.slice(0, 8) as readonly Specialty[];

/** Shown when a partner has neither profile nor partnerType (spec 02 §3: default 'Consultant'). */
export const defaultSpecialty = 'Consultant';

/**
 * Reference ratings 1-5 (spec 02 §5: Poor, Fair, Good, Very Good, Excellent) in German words, the
 * same as the client's package rating; new references default to 5.
 */
export const ratingLabels = { 1: 'Schlecht', 2: 'Ausreichend', 3: 'Gut', 4: 'Sehr gut', 5: 'Ausgezeichnet' } as const;
export const defaultReferenceRating = 5;

export const partnerMessages = {
  noUser: 'No user specified for partner profile',
  specialtyRequired: 'Bitte wählen Sie ein Fachgebiet aus.',
  specialtyInvalid: 'Bitte wählen Sie eines der angebotenen Fachgebiete aus.',
  urlInvalid: 'Bitte geben Sie eine gültige Adresse ein, die mit https:// beginnt.',
  linkedinInvalid: 'Bitte geben Sie eine gültige LinkedIn-Adresse ein (z. B. https://www.linkedin.com/in/ihr-name).',
  calendlyInvalid:
    'Bitte geben Sie einen gültigen Calendly-Link ein, der mit https:// beginnt (z. B. https://calendly.com/ihr-name).',
  phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein (z. B. +49 30 1234567).',
  numberInvalid: 'Bitte geben Sie eine Zahl ab 0 ein.',
  decimals: 'Höchstens zwei Nachkommastellen.',
  expertiseTitleRequired: 'Bitte geben Sie für jede Expertise einen Titel ein.',
  referenceClientRequired: 'Bitte geben Sie für jede Referenz einen Kunden an.',
  ratingInvalid: 'Die Bewertung muss zwischen 1 und 5 liegen.',
  tooLong: 'Der Text ist zu lang.',
  tooMany: 'Zu viele Einträge.',
  notFound: 'Das Partnerprofil wurde nicht gefunden.',
  userNotFound: 'Der Benutzer wurde nicht gefunden.',
  notAPartner: 'Dieser Benutzer ist kein Accelerator.',
  profileExists: 'Für diesen Accelerator existiert bereits ein Profil. Bitte laden Sie die Seite neu.',
  versionConflict:
    'Das Profil wurde inzwischen von jemand anderem geändert. Bitte laden Sie es neu und versuchen Sie es erneut.',
  ifMatchRequired: 'Bitte laden Sie das Profil neu, bevor Sie es speichern (If-Match fehlt).',
  notOwnProfile: 'Sie können nur Ihr eigenes Profil bearbeiten.',
  officeOwned: (labels: readonly string[]) =>
    `Diese Angaben pflegt die Geschäftsstelle: ${labels.join(', ')}. Bitte wenden Sie sich für eine Änderung an die Geschäftsstelle.`,
  ownProfileSaved: 'Ihr Profil wurde gespeichert.',
  ownProfileSaveFailed: 'Ihr Profil konnte nicht gespeichert werden.',
  ownProfileMissing: 'Ihr Profil legt die Geschäftsstelle an. Sobald es angelegt ist, können Sie es hier bearbeiten.',
  // Screen texts of spec 02 §8 (some are English in the spec and copied as they are).
  loadFailed: 'Die Partner konnten nicht geladen werden.',
  detailsFailed: 'Die Partnerdetails konnten nicht geladen werden.',
  detailsInPackageFailed: 'Partnerdetails konnten nicht geladen werden.',
  clientsLoadFailed: 'Kundenliste konnte nicht geladen werden.',
  clientDataFailed: 'Kundendaten konnten nicht geladen werden.',
  couldNotLoadUser: 'Could not load user data',
  couldNotLoadPartner: 'Failed to load partner data',
  saveFailed: 'Failed to save partner profile',
  updated: 'The partner profile has been successfully updated.',
  created: 'The partner profile has been successfully created.',
} as const;

const optionalText = (max: number) => optionalGermanText(max, partnerMessages.tooLong);
/** A single line (location, phone, a link): no line breaks, no bidi controls (lib/german/text.ts). */
const optionalLine = (max: number) => optionalGermanLine(max, partnerMessages.tooLong);
/** The required line of a list entry (an expertise's title, a reference's client). */
const entryLine = (missing: string) => requiredLine(200, missing, partnerMessages.tooLong);
/** The optional text of a list entry: missing or empty reads as '', not null. */
const entryText = (max: number) => optionalText(max).transform((v) => v ?? '');

function isHttpsUrl(value: string, host?: RegExp): boolean {
  try {
    const u = new URL(value);
    return (
      (u.protocol === 'https:' || u.protocol === 'http:') &&
      u.hostname.includes('.') &&
      (!host || host.test(u.hostname))
    );
  } catch {
    return false;
  }
}
const optionalUrl = (message: string, host?: RegExp) =>
  optionalLine(500).refine((v) => v === null || isHttpsUrl(v, host), message);

/** Digits with spaces, brackets, slashes, dots or dashes, optionally a leading +; 6 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s()/.-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/**
 * A rate or hours: a JSON number or text read the German way ('1.234,56', '12.5': readGermanNumber),
 * 0 to 1.000.000 with at most two decimals. A third is refused, not rounded away ('0,001' was saved
 * as 0), and so is text that needs a guess (`Number('1.234')` was 1,234 instead of 1.234).
 */
const optionalAmount = z
  .union([z.number(), z.string()], { error: partnerMessages.numberInvalid })
  .nullish()
  .transform((v, ctx) => {
    const read = typeof v === 'string' ? readGermanNumber(v) : { value: v ?? null, fractionDigits: 0 };
    if (read?.value === null) return null;
    const n = read?.value;
    if (n === undefined || !Number.isFinite(n) || n < 0 || n > 1_000_000) {
      ctx.addIssue({ code: 'custom', message: partnerMessages.numberInvalid });
      return z.NEVER;
    }
    if (read!.fractionDigits > 2 || Math.abs(Math.round(n * 100) - n * 100) > 1e-6) {
      ctx.addIssue({ code: 'custom', message: partnerMessages.decimals });
      return z.NEVER;
    }
    return n;
  });

export const expertiseSchema = z.object({
  title: entryLine(partnerMessages.expertiseTitleRequired),
  description: entryText(2000),
});
export type Expertise = z.infer<typeof expertiseSchema>;

export const referenceSchema = z.object({
  client: entryLine(partnerMessages.referenceClientRequired),
  rating: coercedWholeNumber(1, 5, partnerMessages.ratingInvalid).default(defaultReferenceRating),
  project: optionalLine(200).transform((v) => v ?? ''),
  testimonial: entryText(2000),
});
export type Reference = z.infer<typeof referenceSchema>;

/** The editable fields of a profile: POST and PUT bodies share them. */
export const profileFieldsSchema = z.object({
  specialty: z
    .string({ error: partnerMessages.specialtyRequired })
    .trim()
    .min(1, partnerMessages.specialtyRequired)
    .refine((v) => (specialties as readonly string[]).includes(v), partnerMessages.specialtyInvalid)
    .transform((v) => v as Specialty),
  location: optionalLine(200),
  phone: optionalLine(40).refine((v) => v === null || isPhoneNumber(v), partnerMessages.phoneInvalid),
  linkedin: optionalUrl(partnerMessages.linkedinInvalid, /(^|\.)linkedin\.com$/i),
  calendlyLink: optionalUrl(partnerMessages.calendlyInvalid),
  hourlyRate: optionalAmount,
  availableHours: optionalAmount,
  active: z.boolean({ error: 'Bitte geben Sie an, ob das Profil aktiv ist.' }).default(true),
  bio: optionalText(5000),
  expertise: z.array(expertiseSchema, { error: partnerMessages.tooMany }).max(50, partnerMessages.tooMany).default([]),
  references: z.array(referenceSchema, { error: partnerMessages.tooMany }).max(50, partnerMessages.tooMany).default([]),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/**
 * What the office (the admins) keeps for an Accelerator, never changed by the Accelerator themself:
 * the specialty (the account's partnerType: package allocation and the directory's filter), the
 * hourly rate and available hours (billing and planning), the listing switch, and the references
 * (their ratings are the stars clients see: not self-awarded). Labels as the editor names them.
 */
export const officeOwnedFields = {
  specialty: 'Fachgebiet',
  hourlyRate: 'Stundensatz',
  availableHours: 'Verfügbare Stunden',
  active: 'Profil aktiv',
  references: 'Referenzen',
} as const satisfies Partial<Record<keyof ProfileFields, string>>;
export type OfficeOwnedField = keyof typeof officeOwnedFields;

/** `POST /api/partners`: the partner's user id and the fields; a second profile for one user is 409. */
export const createProfileRequest = z
  .object({ userId: z.string({ error: partnerMessages.noUser }).trim().min(1, partnerMessages.noUser) })
  .extend(profileFieldsSchema.shape);

/** `PUT /api/partners/{id}` with `If-Match: "<version>"`: the whole profile (userId, if sent, is ignored). */
export const updateProfileRequest = profileFieldsSchema.extend({ userId: z.string().optional() });

/** What every signed-in user may see of an active partner. */
export const publicPartnerProfileSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  specialty: z.string(),
  location: z.string().nullable(),
  linkedin: z.string().nullable(),
  calendlyLink: z.string().nullable(),
  bio: z.string().nullable(),
  active: z.boolean(),
  /** Mean of the references' ratings, one decimal; null without references. */
  rating: z.number().nullable(),
  expertise: z.array(z.object({ title: z.string(), description: z.string() })),
  references: z.array(
    z.object({ client: z.string(), rating: z.number(), project: z.string(), testimonial: z.string() }),
  ),
});
export type PublicPartnerProfile = z.infer<typeof publicPartnerProfileSchema>;

/** A client whose package allocates hours to the partner also sees how to reach them. */
export const contactPartnerProfileSchema = publicPartnerProfileSchema.extend({
  email: z.string(),
  phone: z.string().nullable(),
});
export type ContactPartnerProfile = z.infer<typeof contactPartnerProfileSchema>;

/** What admins and the partner themself see: the contact, the private fields and the version for If-Match. */
export const partnerProfileSchema = contactPartnerProfileSchema.extend({
  hourlyRate: z.number().nullable(),
  availableHours: z.number().nullable(),
  /** The account's specialty label (identity's partnerType); kept equal to `specialty` on save. */
  partnerType: z.string().nullable(),
  /** False once the account was deactivated (deleted with history); then hidden from clients. */
  accountActive: z.boolean(),
  version: z.number(),
  ...recordTimeFields,
});
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;

/**
 * One of the three views; `isFullProfile` tells the admin's (and the partner's own) view apart. The
 * widest first: a union answers with the first view that reads the answer, which must keep every field.
 */
export const partnerProfileViewSchema = z.union([
  partnerProfileSchema,
  contactPartnerProfileSchema,
  publicPartnerProfileSchema,
]);
export type PartnerProfileView = z.infer<typeof partnerProfileViewSchema>;
export const isFullProfile = (p: PartnerProfileView): p is PartnerProfile => 'version' in p;

/** A partner in a package view: the profile view plus the partner's hours on that package. */
const onPackage = { assignedHours: z.number(), remainingHours: z.number() };
export const packagePartnerViewSchema = z.union([
  partnerProfileSchema.extend(onPackage),
  contactPartnerProfileSchema.extend(onPackage),
  publicPartnerProfileSchema.extend(onPackage),
]);
export type PackagePartnerView = z.infer<typeof packagePartnerViewSchema>;

/** `GET /api/partner-clients/my-clients`: one entry per current package of a client that allocates hours to the partner. */
export const partnerClientSchema = z.object({
  ...personFields,
  phone: contactFields.phone,
  company: contactFields.company,
  ...packageReferenceFields,
  packageStatus: z.string(),
  ...packageHoursFields,
});
export type PartnerClient = z.infer<typeof partnerClientSchema>;

/** The ETag of a profile version, and the If-Match value the web sends back. */
export const etagOf = (version: number): string => `"${version}"`;

export const partnersKeys = {
  all: ['partners'] as const,
  list: (userId?: string) => (userId ? (['partners', 'list', { userId }] as const) : (['partners', 'list'] as const)),
  detail: (id: string) => ['partners', 'detail', id] as const,
  myClients: ['partners', 'my-clients'] as const,
};

// The event types of this module, for the web's refresh declarations (`web/realtime/refresh.ts`).
export type PartnersEventType = PartnersEvent['type'];
