import { z } from 'zod';
import { clientReferenceFields, contactFields, personFields } from '../identity/contract';
import { partnerReferenceFields } from '../partners/contract/reference';
import { packageHoursFields } from './contract/fields';
import { recordTimeFields } from './contract/record-times';
import { userPackageStatuses } from './statuses';

// Isomorphic (re-exported by contract.ts): the packages' answers as the routes send them, checked
// against each answer under test (server/http/answer-check.ts) and documented in the OpenAPI.

export const packageTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number().nullable(),
  totalHours: z.number(),
  active: z.boolean(),
  isPreset: z.boolean(),
  presetType: z.string().nullable(),
  ...recordTimeFields,
});
export type PackageTemplate = z.infer<typeof packageTemplateSchema>;

export const userPackageSchema = z.object({
  id: z.string(),
  userId: z.string(),
  packageId: z.string(),
  name: z.string(),
  status: z.enum(userPackageStatuses),
  isAccepted: z.boolean(),
  activatedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  ...packageHoursFields,
  price: z.number().nullable(),
  paymentReference: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** why an admin cancelled it ('Konto gelöscht' when the client left) */
  cancelReason: z.string().nullable(),
  rating: z.number().int().nullable(),
  /** the client's words with the rating (issue 32: kept, and shown to the office) */
  ratingComment: z.string().nullable(),
  ...recordTimeFields,
});
export type UserPackage = z.infer<typeof userPackageSchema>;

const assignedPartnerSchema = z.object({
  /** `<user package id>:<partner id>` */
  id: z.string(),
  ...partnerReferenceFields,
  ...packageHoursFields,
});
export type AssignedPartner = z.infer<typeof assignedPartnerSchema>;

const templatePartnerViewSchema = z.object({
  ...partnerReferenceFields,
  hours: z.number().int(),
  description: z.string().nullable(),
});
export type TemplatePartnerView = z.infer<typeof templatePartnerViewSchema>;

/** Package details (spec 02 §3). */
export const packageDetailsSchema = z.object({
  package: packageTemplateSchema,
  userPackage: userPackageSchema,
  partners: z.array(assignedPartnerSchema),
  templatePartners: z.array(templatePartnerViewSchema),
});
export type PackageDetails = z.infer<typeof packageDetailsSchema>;

/** GET /api/users/me/package: the current package, and whether there is one. */
export const myPackageAnswer = z.object({ hasPackage: z.boolean(), package: packageDetailsSchema.nullable() });

/** GET /api/packages/{id}/public-info: what a signed-in user may read of a template. */
export const templatePublicInfoAnswer = z.object({
  packageId: z.string(),
  name: z.string(),
  partners: z.array(templatePartnerViewSchema),
});

export const packageStatsSchema = z.object({
  totalPackages: z.number().int(),
  activePackages: z.number().int(),
  pendingAssignments: z.number().int(),
  pendingAcceptances: z.number().int(),
  pendingActivations: z.number().int(),
  clientsWithoutPackage: z.number().int(),
});
export type PackageStats = z.infer<typeof packageStatsSchema>;

export const pendingAssignmentSchema = z.object({
  id: z.string(),
  packageName: z.string(),
  /** what the offer says of the package (a correction starts from it) */
  description: z.string().nullable(),
  totalHours: z.number(),
  price: z.number().nullable(),
  ...clientReferenceFields,
  createdAt: z.string(),
  isAccepted: z.boolean(),
  paymentReference: z.string().nullable(),
  notes: z.string().nullable(),
  partners: z.array(
    z.object({
      partnerId: z.string(),
      partnerName: z.string(),
      partnerSpecialty: z.string().nullable(),
      hours: z.number(),
    }),
  ),
});
export type PendingAssignment = z.infer<typeof pendingAssignmentSchema>;

export const clientWithoutPackageSchema = z.object({ ...personFields, company: contactFields.company });
export type ClientWithoutPackage = z.infer<typeof clientWithoutPackageSchema>;
