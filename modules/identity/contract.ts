import { z } from 'zod';
import { acceptedTermsField, legalVersionsSchema } from '../../lib/legal-versions-schema';
import { isVisible, oneLineOnly, optionalLine, requiredLine } from '../../lib/german/text';
import { isTimeZone, timeZoneInvalid } from '../../lib/german/zones';
import { specialties } from '../partners/contract/specialties';
import type { IdentityEvent } from './events';
import { roles, type Role } from './contract/roles';
import { contactFields, personFields } from './contract/people';
import { isMailAddress } from './contract/email-address';

// Isomorphic: the only file of this module the web app imports (with the files in contract/,
// which it re-exports).

export * from './contract/roles';
export * from './contract/people';
export * from './contract/email-address';

/** Who asks for a command: a signed-in account and its role (the deciders check what the role may do). */
export interface Actor {
  id: string;
  role: Role;
}

export const userSchema = z.object({
  ...personFields,
  username: z.string(),
  ...contactFields,
  role: z.enum(roles),
  createdAt: z.string(),
  isAdmin: z.boolean(),
  isPartner: z.boolean(),
  /** The texts' versions the client last accepted (lib/legal-versions.ts); null: never. */
  termsAccepted: legalVersionsSchema.nullable(),
  /** A client's IANA time zone (issue 34): her screens show times in it; 'Europe/Berlin' by default. */
  timeZone: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const messages = {
  userNotFound: 'Benutzer nicht gefunden.',
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  emailRequiredForgot: 'Bitte geben Sie eine E-Mail-Adresse ein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  passwordRequiredLogin: 'Bitte geben Sie Ihr Passwort ein.',
  passwordRequired: 'Bitte geben Sie ein Passwort ein.',
  passwordMin8: 'Passwort muss mindestens 8 Zeichen lang sein.',
  passwordStrength: 'Passwort muss Buchstaben und mindestens eine Zahl oder ein Sonderzeichen enthalten.',
  passwordMismatch: 'Die Passwörter stimmen nicht überein.',
  nameAndEmailRequired: 'Name und E-Mail sind erforderlich.',
  currentPasswordRequired: 'Aktuelles Passwort ist erforderlich',
  newPasswordRequired: 'Neues Passwort ist erforderlich',
  passwordMin6: 'Passwort muss mindestens 6 Zeichen lang sein',
  passwordMustDiffer: 'Neues Passwort muss sich vom aktuellen unterscheiden',
  confirmRequired: 'Passwort-Bestätigung ist erforderlich',
  confirmMismatch: 'Passwörter stimmen nicht überein',
  currentPasswordWrong: 'Das aktuelle Passwort ist falsch',
  invalidCredentials: 'Ungültige E-Mail oder Passwort. Bitte versuchen Sie es erneut.',
  // Hedged as the spec's registration screen words it: whether an address has an account is not told.
  emailTaken: 'Möglicherweise ist die E-Mail bereits registriert.',
  passwordTooCommon: 'Dieses Passwort ist zu häufig und leicht zu erraten. Bitte wählen Sie ein anderes.',
  resetTokenInvalid: 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  forgotAccepted:
    'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link zum Zurücksetzen gesendet.',
  notAuthenticated: 'Nicht authentifiziert. Bitte melden Sie sich an.',
  forbidden: 'Sie haben keine Berechtigung für diese Aktion.',
  onlyClientsDelete: 'Nur Klienten können ihr Konto selbst löschen.',
  timeZoneForClientsOnly:
    'Eine eigene Zeitzone wählen nur Klienten; Acceleratoren und das Büro sehen immer die Berliner Zeit.',
  tooManyAttempts: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
} as const;

// An umlaut typed decomposed ('o' and U+0308, as macOS may send it) is the same address as the
// composed 'ö' most keyboards send: read as NFC, or it became a second account that looks the same.
const email = z
  .string({ error: messages.emailRequired })
  .trim()
  .normalize('NFC')
  .min(1, messages.emailRequired)
  .max(254, messages.emailInvalid)
  .refine(isMailAddress, messages.emailInvalid);

export const loginRequest = z.object({
  username: email,
  password: z
    .string({ error: messages.passwordRequiredLogin })
    .min(1, messages.passwordRequiredLogin)
    .max(1024, messages.invalidCredentials),
});

/** A person's name: one visible line of at most 200 characters, without bidi controls. */
const personName = (missing: string) => requiredLine(200, missing).refine(isVisible, missing);

export const registerRequest = z.object({
  username: email.optional(),
  email,
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .min(8, messages.passwordMin8)
    .max(1024, 'Höchstens 1024 Zeichen.'),
  name: personName(messages.nameAndEmailRequired),
  company: optionalLine(200),
  phone: optionalLine(200),
  position: optionalLine(200),
  acceptedTerms: acceptedTermsField,
});

/** A field left out stays as it is; an empty one (or null) clears it. */
export const profileUpdateRequest = z.object({
  name: personName('Bitte geben Sie Ihren Namen ein.').optional(),
  company: optionalLine(200).optional(),
  phone: optionalLine(200).optional(),
  position: optionalLine(200).optional(),
  timeZone: z.string({ error: timeZoneInvalid }).refine(isTimeZone, timeZoneInvalid).optional(),
});

export const forgotPasswordRequest = z.object({
  email: z
    .string({ error: messages.emailRequiredForgot })
    .trim()
    .normalize('NFC')
    .min(1, messages.emailRequiredForgot)
    .max(254, messages.emailInvalid)
    .refine(isMailAddress, messages.emailInvalid),
});

/** Reset rules of spec 01 §5: at least 8 characters, a letter and a digit or special character. */
export const resetPassword = z
  .string({ error: messages.passwordMin8 })
  .min(8, messages.passwordMin8)
  .max(1024, 'Höchstens 1024 Zeichen.')
  .refine((p) => /\p{L}/u.test(p) && /[\d\W_]/u.test(p.replace(/\p{L}/gu, '')), messages.passwordStrength);

export const resetPasswordRequest = z.object({
  token: z
    .string({ error: messages.resetTokenInvalid })
    .min(1, messages.resetTokenInvalid)
    .max(200, messages.resetTokenInvalid),
  password: resetPassword,
});

export const changePasswordRequest = z
  .object({
    currentPassword: z
      .string({ error: messages.currentPasswordRequired })
      .min(1, messages.currentPasswordRequired)
      .max(1024, messages.currentPasswordWrong),
    newPassword: z
      .string({ error: messages.newPasswordRequired })
      .min(1, messages.newPasswordRequired)
      .min(6, messages.passwordMin6)
      .max(1024, 'Höchstens 1024 Zeichen.'),
    confirmPassword: z.string({ error: messages.confirmRequired }).min(1, messages.confirmRequired),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword === v.currentPassword)
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: messages.passwordMustDiffer });
    if (v.confirmPassword !== v.newPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.confirmMismatch });
  });

export * from './contract/error-codes';

export * from './password-generator';

// ----- Accounts an admin manages: Acceleratoren and other admins (spec 02 §2 /admin/partners, §5, §7, §8).

export const adminAccountMessages = {
  requiredFields: 'Bitte füllen Sie alle Pflichtfelder aus',
  passwordMismatch: 'Passwörter stimmen nicht überein',
  passwordMin8: 'Passwort muss mindestens 8 Zeichen lang sein',
  userExists: 'Ein Benutzer mit dieser E-Mail oder diesem Benutzernamen existiert bereits',
  usernameInvalid: 'Der Benutzername darf nur Buchstaben, Ziffern und . _ - @ + enthalten (3 bis 100 Zeichen).',
  cannotDeleteSelf: 'Sie können Ihr eigenes Administratorkonto nicht löschen.',
  lastAdmin: 'Der letzte Administrator kann nicht gelöscht werden.',
  notAnAdmin: 'Administrator nicht gefunden.',
  loadFailed: 'Admin-Liste konnte nicht geladen werden',
  createFailed: 'Admin konnte nicht erstellt werden',
  deleteFailed: 'Admin konnte nicht gelöscht werden',
} as const;

export const acceleratorMessages = {
  // The spec (§5) has it in English; users read German (issue 32): the admin form's words.
  requiredFields: 'Bitte füllen Sie alle Pflichtfelder aus',
  partnerTypeInvalid: 'Bitte wählen Sie eines der angebotenen Fachgebiete aus.',
  onlyPartners: 'Hier können nur Accelerator-Konten angelegt werden.',
  notAPartner: 'Dieser Benutzer ist kein Accelerator.',
  created: 'Accelerator erstellt',
  deleted: 'Accelerator gelöscht',
  createFailed: 'Fehler beim Erstellen des Accelerators',
  deleteFailed: 'Fehler beim Löschen des Accelerators',
  holdsHours:
    'Der Accelerator hat noch zugeordnete Stunden oder geplante Meetings. Bitte übergeben Sie diese zuerst an einen anderen Accelerator oder geben Sie sie frei.',
  notDeactivated: 'Dieser Accelerator ist aktiv.',
  reactivated: 'Accelerator reaktiviert',
  erased: 'Die Daten des Accelerators wurden gelöscht.',
  eraseStillActive:
    'Nur ein ausgeschiedener (deaktivierter) Accelerator kann gelöscht werden. Bitte entfernen Sie ihn zuerst.',
  eraseFeesOpen: (open: readonly string[]) =>
    `Die Daten des Accelerators können noch nicht gelöscht werden, seine Abrechnung ist offen: ${open.join(' ')}`,
  /** For the delete confirmation dialog. */
  deleteConfirmHistory:
    'Hat der Accelerator bereits Meetings oder Stundenkontingente, wird sein Konto deaktiviert und seine Historie bleibt erhalten; sonst wird es gelöscht.',
} as const;

// Names, e-mails, usernames: on one line, without bidi controls (lib/german/text.ts).
const required = (message: string) =>
  oneLineOnly(z.string({ error: message }).trim().min(1, message).refine(isVisible, message));
const accountEmail = (requiredMessage: string) =>
  required(requiredMessage)
    .normalize('NFC')
    .max(254, messages.emailInvalid)
    .refine(isMailAddress, messages.emailInvalid);
const accountPassword = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(8, adminAccountMessages.passwordMin8)
    .max(1024, 'Höchstens 1024 Zeichen.');
const accountUsername = (requiredMessage: string) =>
  required(requiredMessage).regex(/^[\p{L}\d._@+-]{3,100}$/u, adminAccountMessages.usernameInvalid);

/** `POST /api/users/create-admin`; `confirmPassword` is optional, checked when sent. */
export const createAdminRequest = z
  .object({
    name: required(adminAccountMessages.requiredFields).max(200, 'Höchstens 200 Zeichen.'),
    email: accountEmail(adminAccountMessages.requiredFields),
    username: accountUsername(adminAccountMessages.requiredFields),
    password: accountPassword(adminAccountMessages.requiredFields),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: adminAccountMessages.passwordMismatch,
  });

/**
 * `POST /api/users` (role 'partner'). `password` is optional: without one the account can only be
 * used after the welcome e-mail's set-password link. `username`, if sent, must be the e-mail or a
 * valid username; it defaults to the e-mail.
 */
export const createPartnerUserRequest = z.object({
  role: z.literal('partner', { error: acceleratorMessages.onlyPartners }).default('partner'),
  name: required(acceleratorMessages.requiredFields).max(200, 'Höchstens 200 Zeichen.'),
  email: accountEmail(acceleratorMessages.requiredFields),
  username: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((v) => (v ? v : undefined)),
  password: accountPassword(acceleratorMessages.requiredFields).optional(),
  partnerType: required(acceleratorMessages.requiredFields).refine(
    (v) => (specialties as readonly string[]).includes(v),
    acceleratorMessages.partnerTypeInvalid,
  ),
});

/** `PUT /api/users/{id}`: only a partner's specialty label. */
export const updatePartnerTypeRequest = z.object({
  partnerType: required(acceleratorMessages.requiredFields).refine(
    (v) => (specialties as readonly string[]).includes(v),
    acceleratorMessages.partnerTypeInvalid,
  ),
});

/** An account as the admin manages it: a User plus the partner's specialty label and whether it may sign in. */
export const accountSchema = userSchema.extend({ partnerType: z.string().nullable(), active: z.boolean() });
export type Account = z.infer<typeof accountSchema>;

export * from './admin-shapes';

export const adminAccountKeys = {
  admins: ['users', 'admins'] as const,
  partnerUsers: ['users', 'role', 'partner'] as const,
  user: (id: string) => ['users', 'detail', id] as const,
};

export * from './mfa/contract';

// The event types of this module, for the web's refresh declarations (`web/realtime/refresh.ts`).
export type IdentityEventType = IdentityEvent['type'];
export { identityEventTypes } from './event-types';
